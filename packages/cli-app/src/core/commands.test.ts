import { describe, expect, it } from 'vitest';
import { COMMANDS, runCommand } from './commands';

describe('runCommand', () => {
  it('knows exactly the spec commands', () => {
    expect(COMMANDS).toEqual(['help', 'init', 'build', 'deploy', 'analyze', 'test', '--version', 'clear']);
  });

  it('trims and lowercases input', () => {
    expect(runCommand('  HeLp ').lines[0]?.text).toBe('Usage: forge <command>');
  });

  it('prints nothing for an empty command and clears for clear', () => {
    expect(runCommand('   ')).toEqual({ lines: [], clear: false });
    expect(runCommand('CLEAR')).toEqual({ lines: [], clear: true });
  });

  it('reports an unknown command with the hint', () => {
    expect(runCommand('Deploy-All').lines.map((l) => l.text)).toEqual([
      'Command not found: deploy-all',
      "Type 'help' for available commands",
    ]);
  });

  it('gives every command some output, and help lists them all', () => {
    for (const command of COMMANDS.filter((c) => c !== 'clear')) {
      expect(runCommand(command).lines.length).toBeGreaterThan(0);
    }
    const help = runCommand('help')
      .lines.map((l) => l.text)
      .join('\n');
    for (const command of COMMANDS) expect(help).toContain(command);
  });
});
