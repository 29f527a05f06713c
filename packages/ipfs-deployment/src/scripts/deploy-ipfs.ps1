#Requires -Version 5.1
<#
.SYNOPSIS
    Builds a web project and publishes the output folder to IPFS.

.DESCRIPTION
    Runs the build command in the project folder, adds the build folder to IPFS with `ipfs add -r`,
    saves the result (timestamp, hash, mainUrl, projectPath) to ipfs-deployment.json in the project
    and prints gateway links. Needs the IPFS CLI (Kubo) on the PATH and a running daemon
    (`ipfs daemon`). Works in Windows PowerShell 5.1 and PowerShell 7+.

.PARAMETER ProjectPath
    The project folder. Default: the current directory.

.PARAMETER BuildCommand
    The command that builds the project. Default: 'npm run build'

.PARAMETER BuildFolder
    The build output folder, relative to ProjectPath. Default: 'build'

.PARAMETER OpenInBrowser
    Open the main gateway link in the default browser when done.

.PARAMETER Pin
    Pin the content on the local node so garbage collection keeps it.

.EXAMPLE
    .\deploy-ipfs.ps1 -ProjectPath C:\sites\my-app -BuildFolder dist -Pin -OpenInBrowser
#>
[CmdletBinding()]
param(
    [string]$ProjectPath = (Get-Location).Path,
    [string]$BuildCommand = 'npm run build',
    [string]$BuildFolder = 'build',
    [switch]$OpenInBrowser,
    [switch]$Pin
)

Set-StrictMode -Version Latest
$ErrorActionPreference = 'Stop'

$Gateways = @('https://ipfs.io/ipfs/', 'https://dweb.link/ipfs/', 'https://gateway.pinata.cloud/ipfs/')
$ResultFile = 'ipfs-deployment.json'

function Write-Step([string]$Message) { Write-Host "==> $Message" -ForegroundColor Cyan }
function Write-Ok([string]$Message) { Write-Host "    $Message" -ForegroundColor Green }

function Assert-Ipfs {
    if (-not (Get-Command ipfs -ErrorAction SilentlyContinue)) {
        throw 'The IPFS CLI was not found. Install Kubo (https://docs.ipfs.tech/install/command-line/) and add it to the PATH.'
    }
    & ipfs swarm peers *> $null
    if ($LASTEXITCODE -ne 0) { throw 'The IPFS daemon is not running. Start it in another window with: ipfs daemon' }
}

function Invoke-Build([string]$Project, [string]$Command) {
    Write-Step "Building: $Command"
    Push-Location -LiteralPath $Project
    try {
        # Windows PowerShell 5.1 has no $IsWindows; it only runs on Windows.
        $onWindows = ($PSVersionTable.PSVersion.Major -lt 6) -or $IsWindows
        if ($onWindows) { & cmd.exe /d /c $Command } else { & sh -c $Command }
        if ($LASTEXITCODE -ne 0) { throw "The build command failed (exit code $LASTEXITCODE): $Command" }
    } finally {
        Pop-Location
    }
    Write-Ok 'Build finished'
}

function Add-ToIpfs([string]$Folder, [bool]$PinContent) {
    Write-Step "Adding $Folder to IPFS"
    $pinFlag = if ($PinContent) { '--pin=true' } else { '--pin=false' }
    $output = & ipfs add -r -Q '--cid-version=1' $pinFlag $Folder
    if ($LASTEXITCODE -ne 0) { throw "ipfs add failed (exit code $LASTEXITCODE)." }
    $hash = "$output".Trim()
    if ($hash -notmatch '^(Qm[1-9A-HJ-NP-Za-km-z]{44}|b[a-z2-7]{58,})$') { throw "ipfs add returned an unexpected hash: '$hash'" }
    if ($PinContent) { Write-Ok "Added and pinned: $hash" } else { Write-Ok "Added: $hash" }
    return $hash
}

function Save-Deployment([string]$Project, [string]$Hash) {
    $result = [ordered]@{
        timestamp   = (Get-Date).ToUniversalTime().ToString('o')
        hash        = $Hash
        mainUrl     = "$($Gateways[0])$Hash/"
        projectPath = $Project
    }
    $file = Join-Path $Project $ResultFile
    $result | ConvertTo-Json | Set-Content -LiteralPath $file -Encoding UTF8
    Write-Ok "Deployment saved to $file"
    return $result
}

try {
    $project = (Resolve-Path -LiteralPath $ProjectPath -ErrorAction SilentlyContinue)
    if (-not $project) { throw "ProjectPath not found: $ProjectPath" }
    $project = $project.Path
    if ([string]::IsNullOrWhiteSpace($BuildCommand)) { throw 'BuildCommand is empty.' }

    Write-Host "IPFS deployment of $project" -ForegroundColor White
    Assert-Ipfs
    Invoke-Build $project $BuildCommand

    $folder = Join-Path $project $BuildFolder
    if (-not (Test-Path -LiteralPath $folder -PathType Container)) {
        throw "Build folder not found: $folder. Set -BuildFolder to where the build writes its files (e.g. dist)."
    }
    if (-not (Get-ChildItem -LiteralPath $folder -Force | Select-Object -First 1)) { throw "Build folder is empty: $folder" }

    $hash = Add-ToIpfs $folder $Pin.IsPresent
    $result = Save-Deployment $project $hash

    Write-Host ''
    Write-Host 'Deployed. Gateway links:' -ForegroundColor Green
    foreach ($gateway in $Gateways) { Write-Host "  $gateway$hash/" }
    Write-Host "  Local node: http://127.0.0.1:8080/ipfs/$hash/"
    if ($OpenInBrowser) { Start-Process $result.mainUrl }
} catch {
    Write-Host "ERROR: $($_.Exception.Message)" -ForegroundColor Red
    exit 1
}
