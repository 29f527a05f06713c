// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { filterMembers, initials, type Member, validateMember } from './member';

const team: Member[] = [
  { id: '1', name: 'Camille Durand', email: 'camille@halcyonlabs.dev', role: 'Engineer' },
  { id: '2', name: 'Noah Martin', email: 'noah@halcyonlabs.dev', role: 'Designer' },
];

describe('validateMember', () => {
  it('accepts a complete, new member', () => {
    expect(validateMember({ name: 'Léa Petit', email: 'Lea@Example.com', role: 'QA' }, team)).toEqual({});
  });

  it('reports each missing field', () => {
    expect(validateMember({ name: '  ', email: '', role: '' }, team)).toEqual({
      name: 'Enter a name.',
      email: 'Enter an e-mail address.',
      role: 'Choose a role.',
    });
  });

  it('checks the name length', () => {
    expect(validateMember({ name: 'A', email: 'a@b.co', role: 'QA' }, team).name).toBe(
      'The name needs at least 2 characters.',
    );
    expect(validateMember({ name: 'x'.repeat(61), email: 'a@b.co', role: 'QA' }, team).name).toBe(
      'The name can have at most 60 characters.',
    );
  });

  it('rejects malformed and duplicate e-mails (case-insensitive)', () => {
    for (const email of ['camille', 'a@b', 'a b@c.d', '@c.com', 'a@.com']) {
      expect(validateMember({ name: 'Ann', email, role: 'QA' }, team).email).toBe(
        'Enter an e-mail address like name@company.com.',
      );
    }
    expect(validateMember({ name: 'Ann', email: ' CAMILLE@halcyonlabs.dev ', role: 'QA' }, team).email).toBe(
      'Someone on the team already uses this address.',
    );
  });

  it('rejects unknown roles', () => {
    expect(validateMember({ name: 'Ann', email: 'a@b.co', role: 'CEO' }, team).role).toBe('Choose a role.');
  });
});

describe('filterMembers and initials', () => {
  it('filters by text and role', () => {
    expect(filterMembers(team, 'NOAH', 'all').map((m) => m.id)).toEqual(['2']);
    expect(filterMembers(team, 'engineer', 'all').map((m) => m.id)).toEqual(['1']);
    expect(filterMembers(team, '', 'Designer').map((m) => m.id)).toEqual(['2']);
    expect(filterMembers(team, 'camille', 'Designer')).toEqual([]);
    expect(filterMembers(team, '  ', 'all')).toHaveLength(2);
  });

  it('makes initials', () => {
    expect(initials('Camille  Durand')).toBe('CD');
    expect(initials('cher')).toBe('C');
    expect(initials('Jean Luc Picard')).toBe('JL');
  });
});
