// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ERROR_FILE_NOT_TEXT, ERROR_FILE_TOO_LARGE, MAX_FILE_BYTES, readSourceFile } from './files';
import { LANGUAGE_EXTENSIONS, LANGUAGES, resultFileName, sourceFromFileName } from './languages';
import { buildConvertPrompt, validateConvertRequest } from './prompt';

const file = (name: string, content: string | Uint8Array<ArrayBuffer>) => new File([content], name);

describe('source files', () => {
  it('gives every language an extension, and finds the language back from it', () => {
    for (const { id } of LANGUAGES) {
      expect(LANGUAGE_EXTENSIONS[id].length).toBeGreaterThan(0);
      expect(sourceFromFileName(`x.${LANGUAGE_EXTENSIONS[id][0]}`)).toBe(id);
    }
    expect(sourceFromFileName('Main.KT')).toBe('kotlin');
    expect(sourceFromFileName('notes.md')).toBe('natural-language');
    expect(sourceFromFileName('Makefile')).toBeUndefined();
    expect(sourceFromFileName('.bashrc')).toBeUndefined();
    expect(sourceFromFileName('archive.zip')).toBeUndefined();
  });

  it('names a result after the source file with the target extension', () => {
    expect(resultFileName('rust', 'app/main.py')).toBe('app_main.rs');
    expect(resultFileName('csharp', 'hello world.js')).toBe('hello_world.cs');
    expect(resultFileName('objective-c')).toBe('converted.m');
  });

  it('opens a text file with its language, dropping a byte order mark', async () => {
    expect(await readSourceFile(file('app.py', '\uFEFFprint("é")'))).toEqual({
      ok: true,
      name: 'app.py',
      text: 'print("é")',
      language: 'python',
    });
  });

  it('accepts exactly 256 KB and refuses one byte more', async () => {
    expect((await readSourceFile(file('big.js', 'x'.repeat(MAX_FILE_BYTES)))).ok).toBe(true);
    expect(await readSourceFile(file('big.js', 'x'.repeat(MAX_FILE_BYTES + 1)))).toEqual({
      ok: false,
      error: ERROR_FILE_TOO_LARGE,
    });
  });

  it('refuses binary files and invalid UTF-8', async () => {
    expect(await readSourceFile(file('a.png', new Uint8Array([137, 80, 78, 71, 0, 1])))).toEqual({
      ok: false,
      error: ERROR_FILE_NOT_TEXT,
    });
    expect((await readSourceFile(file('a.c', new Uint8Array([0xc3, 0x28])))).ok).toBe(false);
  });

  it('a whole 256 KB file fits the proxy limit', () => {
    expect(validateConvertRequest({ code: 'x'.repeat(MAX_FILE_BYTES), from: 'c', to: 'go' }).ok).toBe(true);
  });
});

describe('natural language source', () => {
  it('asks for code from a description, code only', () => {
    const prompt = buildConvertPrompt({ code: 'sum two numbers', from: 'natural-language', to: 'go' });
    expect(prompt.split('\n')[0]).toBe('Write Go code that does what the description below asks.');
    expect(prompt).toContain('Respond with only the Go code: no explanations');
    expect(prompt).toContain('no Markdown code fences');
    expect(prompt).toContain('Description:\n```\nsum two numbers\n```');
    expect(validateConvertRequest({ code: 'x', from: 'natural-language', to: 'go' }).ok).toBe(true);
    expect(validateConvertRequest({ code: 'x', from: 'go', to: 'natural-language' })).toEqual({
      ok: false,
      error: 'Unknown target language.',
    });
  });
});
