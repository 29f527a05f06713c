// @vitest-environment node
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parsePowerShell } from '@repo/testing/powershell';
import { describe, expect, it } from 'vitest';
import { ELECTRUMX_INSTALL_DIR, ELECTRUMX_PYTHON_VERSION, installerScript } from './core';

const scriptPath = join(import.meta.dirname, 'scripts', 'install-electrumx.ps1');

/** Cmdlets and programs the installer calls; anything else it calls must be one of its own functions. */
const KNOWN_COMMANDS = new Set([
  'Set-StrictMode',
  'Write-Host',
  'Write-Warning',
  'New-Object',
  'Invoke-WebRequest',
  'Join-Path',
  'Split-Path',
  'Test-Path',
  'Start-Process',
  'Remove-Item',
  'Get-Command',
  'New-Item',
  'Out-Null',
  'Set-Content',
  'Get-Content',
  'ForEach-Object',
  'Set-Item',
]);

describe('install-electrumx.ps1', () => {
  it('is the file the page ships', () => {
    expect(installerScript).toBe(readFileSync(scriptPath, 'utf8'));
  });

  it('parses without a syntax error (tree-sitter PowerShell grammar)', async () => {
    const syntax = await parsePowerShell(installerScript);
    expect(syntax.errors).toEqual([]);
  });

  it('the parser is not a rubber stamp', async () => {
    expect((await parsePowerShell('function Broken { if ($x { }\n')).errors).not.toEqual([]);
    expect((await parsePowerShell('$config = @{ a = 1 ')).errors).not.toEqual([]);
  });

  it('declares the documented parameters and PowerShell 5.1', async () => {
    const syntax = await parsePowerShell(installerScript);
    expect(syntax.parameters).toEqual(['InstallDir', 'DaemonUrl', 'ElectrumXVersion', 'Force']);
    expect(installerScript).toMatch(/^#Requires -Version 5\.1$/m);
    expect(installerScript).toContain(`[string]$InstallDir = '${ELECTRUMX_INSTALL_DIR}'`);
    expect(installerScript).toContain('[switch]$Force');
    for (const name of syntax.parameters) expect(installerScript).toContain(`.PARAMETER ${name}`);
  });

  it('only calls cmdlets it knows or functions it defines, and uses every function', async () => {
    const syntax = await parsePowerShell(installerScript);
    const own = new Set(syntax.functions);
    const invoked = new Set(syntax.commands);
    const unknown = [...invoked].filter(
      (name) => !KNOWN_COMMANDS.has(name) && !own.has(name) && !name.startsWith('$'),
    );
    expect(invoked).toContain('Invoke-WebRequest');
    expect(invoked).toContain('Install-Python');
    expect(unknown).toEqual([]);
    expect([...own].filter((name) => !invoked.has(name))).toEqual([]);
  });

  it('installs Python 3.11.9 and Git, the dependencies and ElectrumX, and writes config and start script', () => {
    expect(ELECTRUMX_PYTHON_VERSION).toBe('3.11.9');
    expect(installerScript).toContain(`$PythonVersion = '${ELECTRUMX_PYTHON_VERSION}'`);
    expect(installerScript).toContain(
      'https://www.python.org/ftp/python/$PythonVersion/python-$PythonVersion-amd64.exe',
    );
    expect(installerScript).toContain('https://github.com/git-for-windows/git/releases/download/');
    expect(installerScript).toContain(
      "'plyvel-ci==1.5.1', 'aiorpcX[ws]>=0.22.0,<0.23', 'attrs', 'pylru', 'aiohttp>=3.3,<4'",
    );
    expect(installerScript).toContain("$RepoUrl = 'https://github.com/spesmilo/electrumx.git'");
    expect(installerScript).toContain("Join-Path $InstallDir 'electrumx.conf'");
    expect(installerScript).toContain("Join-Path $InstallDir 'start-electrumx.ps1'");
    for (const line of [
      'MAX_SESSIONS=1000',
      'MAX_SUBS=250000',
      'SERVICES=tcp://:50001,ssl://:50002,rpc://127.0.0.1:8000',
    ]) {
      expect(installerScript).toContain(`'${line}'`);
    }
  });

  it('stops on errors and refuses to run unelevated', () => {
    expect(installerScript).toContain("$ErrorActionPreference = 'Stop'");
    expect(installerScript).toContain('IsInRole([Security.Principal.WindowsBuiltInRole]::Administrator)');
    expect(installerScript).toMatch(
      /catch \{\n\s+Write-Host "ERROR: \$\(\$_\.Exception\.Message\)" -ForegroundColor Red\n\s+exit 1/,
    );
  });
});
