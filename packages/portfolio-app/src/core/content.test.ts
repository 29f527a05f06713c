// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ABOUT, CONTACT } from './content';

// The home page's stat card (the spec's "Projects 5+") and its contact line (apps/site, Landing.tsx).
describe('the portfolio’s company facts', () => {
  it('agree with the home page: 5+ projects and the same e-mail address', () => {
    expect(ABOUT.facts.find((fact) => fact.label.startsWith('Projects'))?.value).toBe('5+');
    expect(CONTACT.email).toBe('hello@halcyon.example');
  });
});
