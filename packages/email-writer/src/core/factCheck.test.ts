// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkFacts, splitByFindings } from './factCheck';

const flagged = (draft: string, ...sources: string[]) =>
  checkFacts(draft, sources).map(({ kind, text }) => `${kind}:${text}`);

describe('checkFacts', () => {
  it('flags dates, amounts, numbers, addresses and names the notes do not give', () => {
    const draft =
      'Hello team,\n\nThe launch moves to Tuesday, March 3. The budget is $4,500 for 12 people; write to anna@example.com or ask Priya Patel.\n\nBest regards,\nAlex';
    expect(flagged(draft, 'launch moves to tuesday')).toEqual([
      'date:March 3',
      'amount:$4,500',
      'number:12',
      'email:anna@example.com',
      'name:Priya Patel',
      'name:Alex',
    ]);
  });

  it('accepts what the thoughts or the context give, whatever the formatting', () => {
    const draft =
      'Dear Sam,\n\nThe budget is 4 500 € and we meet on March 3 at 10am with 12 people. Write to Anna@Example.com.';
    expect(
      flagged(draft, 'budget 4500 eur, meet march 3 10am, 12 people', 'From: anna@example.com — Sam'),
    ).toEqual([]);
  });

  it('does not take sentence openers, greetings or closings for names', () => {
    expect(flagged('Hi Sam,\n\nThanks for this. Please send it.\n\nKind regards', 'sam')).toEqual([]);
    expect(flagged('Bonjour Sam,\n\nMerci pour tout.\n\nCordialement,\nLéa', 'sam')).toEqual(['name:Léa']);
  });

  it('finds French and Spanish dates', () => {
    expect(flagged('Nos vemos el lunes 3 de marzo.', '')).toEqual(['date:lunes', 'date:3 de marzo']);
    expect(flagged('Rendez-vous le 12 avril 2026.', '')).toEqual(['date:12 avril 2026']);
  });

  it('never throws, and its findings are in order, inside the draft, without overlap', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (draft, source) => {
        const findings = checkFacts(draft, [source]);
        let at = 0;
        for (const finding of findings) {
          expect(finding.start).toBeGreaterThanOrEqual(at);
          expect(draft.slice(finding.start, finding.end)).toBe(finding.text);
          at = finding.end;
        }
        expect(
          splitByFindings(draft, findings)
            .map((part) => (typeof part === 'string' ? part : part.text))
            .join(''),
        ).toBe(draft);
      }),
    );
  });
});
