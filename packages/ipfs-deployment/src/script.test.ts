// @vitest-environment node
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parsePowerShell } from '@repo/testing/powershell';
import { describe, expect, it } from 'vitest';
import { DEFAULT_PARAMETERS, deployScript, GATEWAYS, PARAMETERS, RESULT_FILENAME } from './core';

const KNOWN_COMMANDS = new Set([
  'Set-StrictMode',
  'Write-Host',
  'Get-Command',
  'Get-Location',
  'ipfs',
  'Push-Location',
  'Pop-Location',
  'cmd.exe',
  'sh',
  'Get-Date',
  'Join-Path',
  'ConvertTo-Json',
  'Set-Content',
  'Resolve-Path',
  'Test-Path',
  'Get-ChildItem',
  'Select-Object',
  'Start-Process',
]);

describe('deploy-ipfs.ps1', () => {
  it('is the file the page ships', () => {
    expect(deployScript).toBe(readFileSync(join(import.meta.dirname, 'scripts', 'deploy-ipfs.ps1'), 'utf8'));
  });

  it('parses without a syntax error (tree-sitter PowerShell grammar), and the parser catches errors', async () => {
    expect((await parsePowerShell(deployScript)).errors).toEqual([]);
    expect((await parsePowerShell('try { $x = 1 ')).errors).not.toEqual([]);
  });

  it('declares the spec parameters with their defaults and needs PowerShell 5.1', async () => {
    const syntax = await parsePowerShell(deployScript);
    expect(syntax.parameters).toEqual(['ProjectPath', 'BuildCommand', 'BuildFolder', 'OpenInBrowser', 'Pin']);
    expect(PARAMETERS.map((p) => p.name)).toEqual(syntax.parameters);
    expect(deployScript).toMatch(/^#Requires -Version 5\.1$/m);
    expect(deployScript).toContain('[string]$ProjectPath = (Get-Location).Path');
    expect(deployScript).toContain(`[string]$BuildCommand = '${DEFAULT_PARAMETERS.BuildCommand}'`);
    expect(deployScript).toContain(`[string]$BuildFolder = '${DEFAULT_PARAMETERS.BuildFolder}'`);
    expect(deployScript).toContain('[switch]$OpenInBrowser');
    expect(deployScript).toContain('[switch]$Pin');
    for (const name of syntax.parameters) expect(deployScript).toContain(`.PARAMETER ${name}`);
  });

  it('calls only known commands or its own functions, and uses each function', async () => {
    const syntax = await parsePowerShell(deployScript);
    const own = new Set(syntax.functions);
    const invoked = new Set(syntax.commands);
    expect(invoked).toContain('ipfs');
    expect([...invoked].filter((n) => !KNOWN_COMMANDS.has(n) && !own.has(n))).toEqual([]);
    expect([...own].filter((n) => !invoked.has(n))).toEqual([]);
  });

  it('adds recursively, saves the four result fields and prints the same gateways as the page', () => {
    expect(deployScript).toContain("& ipfs add -r -Q '--cid-version=1' $pinFlag $Folder");
    expect(deployScript).toContain(`$ResultFile = '${RESULT_FILENAME}'`);
    for (const field of ['timestamp', 'hash', 'mainUrl', 'projectPath'])
      expect(deployScript).toMatch(new RegExp(`^\\s+${field}\\s+=`, 'm'));
    expect(deployScript).toContain(`$Gateways = @(${GATEWAYS.map((g) => `'${g.base}'`).join(', ')})`);
    expect(deployScript).toContain('if ($LASTEXITCODE -ne 0) { throw "The build command failed');
  });
});
