// @vitest-environment node
import { unzipSync } from 'fflate';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { BATCH_TYPES } from './columns';
import { csvCell, manifestCsv, templateCsv } from './csv';
import { type BatchJob, makeBatch } from './make';
import { fileProblemText, rowText } from './messages';
import { sanitizeName, uniqueNames } from './names';
import { MAX_ROWS, parseBatch } from './rows';

const rowsOf = (text: string) => {
  const parsed = parseBatch(text);
  if (!parsed.ok) throw new Error(`refused: ${parsed.problem.code}`);
  return parsed.rows;
};
const errorsOf = (text: string, locale: 'en-US' | 'es-ES' = 'en-US') =>
  rowsOf(text).flatMap(({ row, problem }) => (problem ? [rowText(locale, row, problem, BATCH_TYPES)] : []));

describe('parseBatch', () => {
  it('reads quoted fields, line breaks inside quotes, a BOM and header case', () => {
    const rows = rowsOf('\ufeffType,Text,FileName\r\ntext,"Hello, ""world""\nline 2",greeting\n');
    expect(rows).toEqual([
      { row: 1, type: 'text', name: 'greeting', data: 'Hello, "world"\nline 2', problem: null },
    ]);
  });

  it('encodes a single data column exactly, numbering rows from the first under the header', () => {
    const rows = rowsOf('data\n  spaced  \nWIFI:T:nopass;S:x;;\n\n');
    expect(rows.map(({ row, type, name, data }) => [row, type, name, data])).toEqual([
      [1, 'data', 'row-1', '  spaced  '],
      [2, 'data', 'row-2', 'WIFI:T:nopass;S:x;;'],
    ]);
  });

  it('builds each type with the generator (its field keys as columns), separators detected', () => {
    const rows = rowsOf(
      'type;url;iban;name;amount;latitude;longitude\nurl;example.com;;;;;\npayment;;DE89370400440532013000;Red Cross;12,5;;\nlocation;;;;;40,5;-3',
    );
    expect(rows.map((row) => row.data)).toEqual([
      'https://example.com',
      'BCD\n002\n1\nSCT\n\nRed Cross\nDE89370400440532013000\nEUR12.5',
      'geo:40.5,-3',
    ]);
  });

  it('words row errors with the generator’s messages, in English and Spanish', () => {
    const csv = [
      'type,name,iban,ssid,password,security,coin,address,digits,account,secret',
      'payment,Red Cross,DE89370400440532013001,,,,,,,,',
      'wifi,,,Cafe,short,WPA,,,,,',
      'wifi,,,Cafe,secret123,WPA3,,,,,',
      'crypto,,,,,,dogecoin,xyz,,,',
      'otp,,,,,,,,9,ada,JBSWY3DP',
      'fax,,,,,,,,,,',
      'payment,,,,,,,,,,',
    ].join('\n');
    expect(errorsOf(csv)).toEqual([
      'Row 1: Invalid IBAN',
      'Row 2: A WPA password is 8 to 63 characters (or 64 hexadecimal digits); this one is 5 bytes.',
      'Row 3: The column security is “WPA3”: use one of WPA, WEP, nopass.',
      'Row 4: The column coin is “dogecoin”: use one of bitcoin, ethereum.',
      'Row 5: Enter 6, 7 or 8.',
      `Row 6: Unknown type “fax”: use one of ${BATCH_TYPES.join(', ')}.`,
      'Row 7: Nothing to encode.',
    ]);
    expect(errorsOf(csv, 'es-ES')[0]).toBe('Fila 1: IBAN no válido');
  });

  it('names a required column the file lacks, and data too long for a code', () => {
    expect(errorsOf('type,name\npayment,Red Cross')).toEqual(['Row 1: The column iban is missing.']);
    expect(errorsOf(`data\n${'x'.repeat(3000)}`)).toEqual([
      'Row 1: Too long for a QR code: 3000 bytes, the limit is 2331.',
    ]);
  });

  it('refuses what is not a batch, with a message in both languages', () => {
    const problem = (text: string, name?: string) => {
      const parsed = parseBatch(text, name);
      return parsed.ok ? null : parsed.problem;
    };
    expect(problem('\u0089PNG\r\n\u001a\n\u0000\u0000', 'codes.csv')).toEqual({ code: 'notCsv' });
    expect(problem('type,url\nurl,a', 'photo.png')).toEqual({ code: 'notCsv' });
    expect(problem('type,url\n')).toEqual({ code: 'empty' });
    expect(problem('')).toEqual({ code: 'empty' });
    expect(problem('url,name\na,b')).toEqual({ code: 'noColumns' });
    expect(problem('data\n"never closed\nmore')).toEqual({ code: 'malformed', row: 1 });
    const many = `data\n${Array.from({ length: MAX_ROWS + 1 }, (_, i) => `code ${i}`).join('\n')}`;
    expect(problem(many)).toEqual({ code: 'tooMany', rows: MAX_ROWS + 1, max: MAX_ROWS });
    expect(fileProblemText('en-US', { code: 'notCsv' })).toMatch(/^This file is not a CSV/);
    expect(fileProblemText('es-ES', { code: 'notCsv' })).toMatch(/^Este archivo no es un CSV/);
  });

  it('accepts every type’s template as it is downloaded', () => {
    for (const type of BATCH_TYPES) {
      const [row] = rowsOf(templateCsv(type));
      expect(row, type).toMatchObject({ type, name: `${type}-example`, problem: null });
    }
  });
});

describe('file names', () => {
  it('removes folders, .., reserved characters and its own extension', () => {
    expect(sanitizeName('../../etc/passwd')).toBe('etc-passwd');
    expect(sanitizeName('C:\\Users\\me\\code.PNG')).toBe('C-Users-me-code');
    expect(sanitizeName('a..b')).toBe('a.b');
    expect(sanitizeName('  ..hidden  ')).toBe('hidden');
    expect(sanitizeName('what?<*>|"')).toBe('what-');
    expect(sanitizeName('tab\there\u0000')).toBe('tab-here-');
    expect(sanitizeName('CON')).toBe('CON-file');
    expect(sanitizeName('x'.repeat(300))).toHaveLength(100);
    expect(sanitizeName('...')).toBe('');
  });

  it('makes every name unique ignoring case: -2, -3, and the row number when empty', () => {
    const names = uniqueNames(
      ['menu', 'Menu', 'menu', '', '../', 'menu-2'].map((filename, i) => ({ row: i + 1, filename })),
    );
    expect(names).toEqual(['menu', 'Menu-2', 'menu-3', 'row-4', 'row-5', 'menu-2-2']);
  });
});

describe('manifest.csv', () => {
  it('quotes every cell and defuses formulas', () => {
    expect(csvCell('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvCell('+1')).toBe('"\'+1"');
    expect(csvCell('-3.7')).toBe('"\'-3.7"');
    expect(csvCell('@SUM(A1)')).toBe('"\'@SUM(A1)"');
    expect(csvCell('plain, "quoted"')).toBe('"plain, ""quoted"""');
    expect(csvCell(7)).toBe('"7"');
  });

  it('reads back (papaparse) as the rows it was given, line breaks included', () => {
    const text = manifestCsv([
      { row: 1, filename: 'a.png', type: 'text', data: 'two\r\nlines, "quoted"', status: 'ok' },
      { row: 2, filename: '', type: 'payment', data: '', status: 'Invalid IBAN' },
    ]);
    expect(Papa.parse(text, { skipEmptyLines: true }).data).toEqual([
      ['row', 'filename', 'type', 'data', 'status'],
      ['1', 'a.png', 'text', 'two\r\nlines, "quoted"', 'ok'],
      ['2', '', 'payment', '', 'Invalid IBAN'],
    ]);
  });
});

describe('makeBatch', () => {
  const job = (count: number): BatchJob => ({
    format: 'png',
    unreadable: 'Unreadable',
    rows: Array.from({ length: count }, (_, i) => ({
      row: i + 1,
      name: `code-${i + 1}`,
      type: 'data',
      data: `text ${i + 1}`,
      problem: i === 2 ? 'Too long' : null,
    })),
  });

  it('zips answers that come back out of order in row order, with at most 17 codes asked at once', async () => {
    let asked = 0;
    let most = 0;
    const draw = async (data: string) => {
      asked += 1;
      most = Math.max(most, asked);
      await new Promise((resolve) => setTimeout(resolve, (data.length * 7) % 5));
      asked -= 1;
      return data === 'text 5' ? null : new TextEncoder().encode(data);
    };
    const progress: number[] = [];
    const result = await makeBatch(job(40), (done) => progress.push(done), undefined, draw);
    if (!result) throw new Error('no result');
    const files = unzipSync(result.zip);
    expect(Object.keys(files).slice(0, 4)).toEqual(['code-1.png', 'code-2.png', 'code-4.png', 'code-6.png']);
    expect(new TextDecoder().decode(files['code-40.png'])).toBe('text 40');
    expect(result).toMatchObject({ made: 38, unreadable: [5] });
    expect(most).toBeLessThanOrEqual(17);
    expect(progress.at(-1)).toBe(39);
    const manifest = Papa.parse<string[]>(new TextDecoder().decode(files['manifest.csv'])).data;
    expect(manifest.slice(1, 6).map((line) => line.at(-1))).toEqual([
      'ok',
      'ok',
      'Too long',
      'ok',
      'Unreadable',
    ]);
  });

  it('stops when cancelled and fails with the drawing’s error', async () => {
    let drawn = 0;
    let cancel = false;
    const counting = async (data: string) => {
      drawn += 1;
      if (drawn === 10) cancel = true;
      return new TextEncoder().encode(data);
    };
    expect(
      await makeBatch(
        job(200),
        () => {},
        () => cancel,
        counting,
      ),
    ).toBeNull();
    expect(drawn).toBeLessThan(40);
    const failing = async (data: string) => {
      if (data === 'text 7') throw new Error('canvas lost');
      return new TextEncoder().encode(data);
    };
    await expect(makeBatch(job(20), () => {}, undefined, failing)).rejects.toThrow('canvas lost');
  });
});
