// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { generateNoteKey } from './crypto';
import { buildBurnLink, buildNoteLink, buildStatusLink, parseNoteLink } from './link';

const ID = '3f2b8c1e-9d4a-4c7b-8e21-5a6f0b9c2d10';

describe('note links', () => {
  it('puts the id in the query and the key in the fragment', () => {
    const key = generateNoteKey();
    const link = buildNoteLink('https://demos.example', ID, key);
    expect(link).toBe(`https://demos.example/privnote?id=${ID}#${key}`);
    const url = new URL(link);
    expect(parseNoteLink(url.search, url.hash)).toEqual({ kind: 'note', id: ID, key });
  });

  it('puts the status id in the query and the status key in the fragment', () => {
    const key = generateNoteKey();
    const link = buildStatusLink('https://demos.example', ID, key);
    expect(link).toBe(`https://demos.example/privnote?status=${ID}#${key}`);
    const url = new URL(link);
    expect(parseNoteLink(url.search, url.hash)).toEqual({ kind: 'status', id: ID, key });
    expect(parseNoteLink(`?status=${ID}`, '')).toEqual({ kind: 'invalid' });
    expect(parseNoteLink('?status=nope', `#${key}`)).toEqual({ kind: 'invalid' });
  });

  it('builds and parses the burn link, with its own key', () => {
    const key = generateNoteKey();
    const link = buildBurnLink('https://demos.example', ID, key);
    expect(link).toBe(`https://demos.example/privnote?burn=${ID}#${key}`);
    const url = new URL(link);
    expect(parseNoteLink(url.search, url.hash)).toEqual({ kind: 'burn', id: ID, key });
    expect(parseNoteLink('?burn=nope', `#${key}`)).toEqual({ kind: 'invalid' });
  });

  it('opens create mode without an id', () => {
    expect(parseNoteLink('', '')).toEqual({ kind: 'none' });
    expect(parseNoteLink('?other=1', `#${generateNoteKey()}`)).toEqual({ kind: 'none' });
  });

  it.each([
    ['a missing key', `?id=${ID}`, ''],
    ['an empty key', `?id=${ID}`, '#'],
    ['a truncated key', `?id=${ID}`, `#${generateNoteKey().slice(0, 30)}`],
    ['a key with bad characters', `?id=${ID}`, `#${'%'.repeat(43)}`],
    ['an empty id', '?id=', `#${generateNoteKey()}`],
    ['a malformed id', '?id=../../etc/passwd', `#${generateNoteKey()}`],
    ['an id with SQL in it', "?id=1'%20or%201=1--", `#${generateNoteKey()}`],
  ])('treats %s as a note that cannot be found', (_label, search, hash) => {
    expect(parseNoteLink(search, hash)).toEqual({ kind: 'invalid' });
  });
});
