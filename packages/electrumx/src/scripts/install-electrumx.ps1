#Requires -Version 5.1
<#
.SYNOPSIS
    Installs an ElectrumX server on Windows: Python 3.11.9, Git, the dependencies and ElectrumX
    into C:\ElectrumX, then writes a config file and a start script.

.DESCRIPTION
    Run it from an elevated PowerShell (Run as administrator). Running it again is safe: what is
    already installed is kept, ElectrumX is updated to the requested version, and an existing
    config is left untouched unless -Force is given.

.PARAMETER InstallDir
    Where ElectrumX, its virtual environment, database and config go. Default: C:\ElectrumX

.PARAMETER DaemonUrl
    RPC address of your Bitcoin Core node, with its credentials:
    http://user:password@127.0.0.1:8332/

.PARAMETER ElectrumXVersion
    The ElectrumX release (git tag) to install. Default: 1.16.0

.PARAMETER Force
    Overwrite an existing electrumx.conf.

.EXAMPLE
    Set-ExecutionPolicy -Scope Process -ExecutionPolicy Bypass
    .\install-electrumx.ps1 -DaemonUrl 'http://electrumx:s3cret@127.0.0.1:8332/'
#>
[CmdletBinding()]
param(
    [string]$InstallDir = 'C:\ElectrumX',
    [string]$DaemonUrl = 'http://user:password@127.0.0.1:8332/',
    [string]$ElectrumXVersion = '1.16.0',
    [switch]$Force
)

Set-StrictMode -Version Latest
$ErrorActionPreference = 'Stop'
$ProgressPreference = 'SilentlyContinue'

$PythonVersion = '3.11.9'
$PythonInstallerUrl = "https://www.python.org/ftp/python/$PythonVersion/python-$PythonVersion-amd64.exe"
$PythonDir = Join-Path $env:ProgramFiles 'Python311'
$GitVersion = '2.47.1'
$GitInstallerUrl = "https://github.com/git-for-windows/git/releases/download/v$GitVersion.windows.1/Git-$GitVersion-64-bit.exe"
$RepoUrl = 'https://github.com/spesmilo/electrumx.git'

function Write-Step([string]$Message) { Write-Host "==> $Message" -ForegroundColor Cyan }
function Write-Ok([string]$Message) { Write-Host "    $Message" -ForegroundColor Green }

function Assert-Administrator {
    $identity = [Security.Principal.WindowsIdentity]::GetCurrent()
    $principal = New-Object Security.Principal.WindowsPrincipal($identity)
    if (-not $principal.IsInRole([Security.Principal.WindowsBuiltInRole]::Administrator)) {
        throw 'This installer must run as administrator: right-click PowerShell and choose "Run as administrator".'
    }
}

function Update-SessionPath {
    $machine = [Environment]::GetEnvironmentVariable('Path', 'Machine')
    $user = [Environment]::GetEnvironmentVariable('Path', 'User')
    $env:Path = "$machine;$user"
}

function Invoke-Checked([string]$FilePath, [string[]]$Arguments, [string]$What) {
    & $FilePath @Arguments
    if ($LASTEXITCODE -ne 0) { throw "$What failed (exit code $LASTEXITCODE)." }
}

function Get-Installer([string]$Url, [string]$FileName) {
    $target = Join-Path $env:TEMP $FileName
    Write-Ok "Downloading $Url"
    [Net.ServicePointManager]::SecurityProtocol = [Net.SecurityProtocolType]::Tls12
    Invoke-WebRequest -Uri $Url -OutFile $target -UseBasicParsing
    return $target
}

function Install-Python {
    Write-Step "Python $PythonVersion"
    $python = Join-Path $PythonDir 'python.exe'
    if (Test-Path $python) {
        $current = (& $python -c 'import platform; print(platform.python_version())').Trim()
        if ($current -eq $PythonVersion) { Write-Ok "Already installed ($python)"; return $python }
        Write-Ok "Found Python $current; installing $PythonVersion over it"
    }
    $installer = Get-Installer $PythonInstallerUrl "python-$PythonVersion-amd64.exe"
    $process = Start-Process -FilePath $installer -Wait -PassThru -ArgumentList @(
        '/quiet', 'InstallAllUsers=1', 'PrependPath=1', 'Include_test=0', "TargetDir=`"$PythonDir`""
    )
    if ($process.ExitCode -ne 0) { throw "The Python installer failed (exit code $($process.ExitCode))." }
    Remove-Item $installer -Force
    Update-SessionPath
    if (-not (Test-Path $python)) { throw "Python was not found at $python after installation." }
    Write-Ok "Installed $python"
    return $python
}

function Install-Git {
    Write-Step 'Git'
    $git = Get-Command git.exe -ErrorAction SilentlyContinue
    if ($git) { Write-Ok "Already installed ($($git.Source))"; return $git.Source }
    $installer = Get-Installer $GitInstallerUrl "Git-$GitVersion-64-bit.exe"
    $process = Start-Process -FilePath $installer -Wait -PassThru -ArgumentList @(
        '/VERYSILENT', '/NORESTART', '/NOCANCEL', '/SP-', '/SUPPRESSMSGBOXES'
    )
    if ($process.ExitCode -ne 0) { throw "The Git installer failed (exit code $($process.ExitCode))." }
    Remove-Item $installer -Force
    Update-SessionPath
    $git = Get-Command git.exe -ErrorAction SilentlyContinue
    if (-not $git) { throw 'Git was installed but git.exe is not on the PATH. Open a new PowerShell and run the script again.' }
    Write-Ok "Installed $($git.Source)"
    return $git.Source
}

function Install-ElectrumX([string]$Python, [string]$Git) {
    Write-Step "ElectrumX $ElectrumXVersion into $InstallDir"
    New-Item -ItemType Directory -Force -Path $InstallDir, (Join-Path $InstallDir 'db') | Out-Null
    $source = Join-Path $InstallDir 'electrumx'
    if (Test-Path (Join-Path $source '.git')) {
        Invoke-Checked $Git @('-C', $source, 'fetch', '--tags', '--quiet') 'git fetch'
    } else {
        Invoke-Checked $Git @('clone', '--quiet', $RepoUrl, $source) 'git clone'
    }
    Invoke-Checked $Git @('-C', $source, '-c', 'advice.detachedHead=false', 'checkout', '--quiet', $ElectrumXVersion) "git checkout $ElectrumXVersion"

    $venv = Join-Path $InstallDir 'venv'
    $venvPython = Join-Path $venv 'Scripts\python.exe'
    if (-not (Test-Path $venvPython)) { Invoke-Checked $Python @('-m', 'venv', $venv) 'Creating the virtual environment' }

    Write-Step 'Dependencies'
    Invoke-Checked $venvPython @('-m', 'pip', 'install', '--upgrade', '--quiet', 'pip', 'wheel') 'Upgrading pip'
    # plyvel has no Windows wheels; plyvel-ci ships prebuilt LevelDB wheels under the same module name.
    Invoke-Checked $venvPython @('-m', 'pip', 'install', '--quiet', 'plyvel-ci==1.5.1', 'aiorpcX[ws]>=0.22.0,<0.23', 'attrs', 'pylru', 'aiohttp>=3.3,<4') 'Installing the dependencies'
    Invoke-Checked $venvPython @('-m', 'pip', 'install', '--quiet', '--no-deps', '--upgrade', $source) 'Installing ElectrumX'
    Write-Ok 'ElectrumX and its dependencies are installed'
    return $venvPython
}

function New-Certificate([string]$Git) {
    $cert = Join-Path $InstallDir 'server.crt'
    $key = Join-Path $InstallDir 'server.key'
    if ((Test-Path $cert) -and (Test-Path $key)) { return }
    Write-Step 'Self-signed TLS certificate for port 50002'
    $openssl = Join-Path (Split-Path (Split-Path $Git)) 'usr\bin\openssl.exe'
    if (-not (Test-Path $openssl)) { throw "openssl.exe (shipped with Git for Windows) was not found at $openssl." }
    Invoke-Checked $openssl @('req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '3650', '-subj', '/CN=electrumx', '-keyout', $key, '-out', $cert) 'Creating the certificate'
}

function Write-Config {
    $config = Join-Path $InstallDir 'electrumx.conf'
    if ((Test-Path $config) -and -not $Force) {
        Write-Step "Keeping the existing $config (use -Force to overwrite)"
        return $config
    }
    Write-Step "Writing $config"
    $lines = @(
        '# ElectrumX settings, read by start-electrumx.ps1 (one KEY=VALUE per line).',
        'COIN=Bitcoin',
        'NET=mainnet',
        "DAEMON_URL=$DaemonUrl",
        "DB_DIRECTORY=$(Join-Path $InstallDir 'db')",
        'DB_ENGINE=leveldb',
        'SERVICES=tcp://:50001,ssl://:50002,rpc://127.0.0.1:8000',
        "SSL_CERTFILE=$(Join-Path $InstallDir 'server.crt')",
        "SSL_KEYFILE=$(Join-Path $InstallDir 'server.key')",
        'MAX_SESSIONS=1000',
        'MAX_SUBS=250000',
        'CACHE_MB=1200',
        'LOG_LEVEL=info'
    )
    Set-Content -Path $config -Value $lines -Encoding ASCII
    return $config
}

# A single-quoted PowerShell literal, safe for any path.
function ConvertTo-Literal([string]$Text) { return "'" + $Text.Replace("'", "''") + "'" }

function Write-StartScript([string]$VenvPython, [string]$Config) {
    $start = Join-Path $InstallDir 'start-electrumx.ps1'
    Write-Step "Writing $start"
    $server = Join-Path (Split-Path $VenvPython) 'electrumx_server'
    $content = @"
# Starts ElectrumX with the settings in electrumx.conf. Stop it with Ctrl+C.
`$ErrorActionPreference = 'Stop'
Get-Content -LiteralPath $(ConvertTo-Literal $Config) | ForEach-Object {
    `$line = `$_.Trim()
    if (`$line -and -not `$line.StartsWith('#')) {
        `$name, `$value = `$line.Split('=', 2)
        Set-Item -Path "Env:`$(`$name.Trim())" -Value `$value.Trim()
    }
}
& $(ConvertTo-Literal $VenvPython) $(ConvertTo-Literal $server)
exit `$LASTEXITCODE
"@
    Set-Content -Path $start -Value $content -Encoding ASCII
    return $start
}

try {
    Assert-Administrator
    if ($DaemonUrl -notmatch '^https?://[^:/@\s]+:[^@\s]+@[^/\s]+:\d+/?$') {
        throw "DaemonUrl must look like http://user:password@127.0.0.1:8332/ (got '$DaemonUrl')."
    }
    $python = Install-Python
    $git = Install-Git
    $venvPython = Install-ElectrumX $python $git
    New-Certificate $git
    $config = Write-Config
    $start = Write-StartScript $venvPython $config
    Write-Host ''
    Write-Host 'ElectrumX is installed.' -ForegroundColor Green
    Write-Host "  Config:       $config"
    Write-Host "  Start it:     powershell -ExecutionPolicy Bypass -File `"$start`""
    Write-Host '  Electrum:     tcp port 50001, ssl port 50002 (after the initial indexing)'
    if ($DaemonUrl -eq 'http://user:password@127.0.0.1:8332/') {
        Write-Warning "DAEMON_URL still has the example credentials: edit $config before starting."
    }
} catch {
    Write-Host "ERROR: $($_.Exception.Message)" -ForegroundColor Red
    exit 1
}
