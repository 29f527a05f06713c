import { createIdGenerator } from '@demos/kit';
import { createStore } from 'zustand/vanilla';
import { type OutputTone, PROMPT, runCommand } from './core/commands';

export interface TerminalLine {
  id: string;
  text: string;
  tone: OutputTone;
}

export interface CliState {
  lines: TerminalLine[];
  /** Commands entered so far, oldest first (for ↑/↓ recall). */
  history: string[];
  execute: (input: string) => void;
}

export const WELCOME = "Welcome to forge. Type 'help' to see what it can do.";

export function createCliStore() {
  const nextId = createIdGenerator('line');
  return createStore<CliState>()((set) => ({
    lines: [{ id: nextId(), text: WELCOME, tone: 'muted' }],
    history: [],
    execute: (input) => {
      const result = runCommand(input);
      set((state) => {
        if (result.clear) return { lines: [], history: [...state.history, input.trim()] };
        const prompt: TerminalLine = {
          id: nextId(),
          text: `${PROMPT} ${input.trim()}`.trimEnd(),
          tone: 'command',
        };
        const output = result.lines.map((l) => ({ ...l, id: nextId() }));
        return {
          lines: [...state.lines, prompt, ...output],
          history: input.trim() ? [...state.history, input.trim()] : state.history,
        };
      });
    },
  }));
}

export type CliStore = ReturnType<typeof createCliStore>;
