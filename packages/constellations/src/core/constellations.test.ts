// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { CONSTELLATION_SOURCES } from './catalogue';
import { buildConstellation, CONSTELLATIONS } from './constellations';
import { GRID_MARGIN, GRID_SIZE, gnomonic, patternCentre, projectToGrid } from './projection';

const byName = (name: string) => {
  const found = CONSTELLATIONS.find((c) => c.name === name);
  if (!found) throw new Error(`missing ${name}`);
  return found;
};
const point = (name: string, star: string) => {
  const c = byName(name);
  const p = c.starPattern[c.starNames.indexOf(star)];
  if (!p) throw new Error(`missing ${star}`);
  return p;
};

describe('built-in constellations', () => {
  it('has 30 entries with unique names, including the ones the spec names', () => {
    expect(CONSTELLATIONS).toHaveLength(30);
    expect(new Set(CONSTELLATIONS.map((c) => c.id)).size).toBe(30);
    for (const name of ['Orion', 'Ursa Major', 'Cassiopeia', 'Scorpius', 'Cygnus', 'Leo']) {
      expect(CONSTELLATIONS.map((c) => c.name)).toContain(name);
    }
  });

  it.each(CONSTELLATIONS.map((c) => [c.name, c] as const))(
    '%s: valid connections and a pattern inside the grid',
    (_, c) => {
      expect(c.stars).toBe(c.starPattern.length);
      expect(c.starNames).toHaveLength(c.stars);
      expect(c.connections.length).toBeGreaterThan(0);
      const used = new Set<number>();
      for (const [a, b] of c.connections) {
        expect(Number.isInteger(a) && Number.isInteger(b)).toBe(true);
        expect(a).not.toBe(b);
        expect(a).toBeGreaterThanOrEqual(0);
        expect(b).toBeGreaterThanOrEqual(0);
        expect(a).toBeLessThan(c.stars);
        expect(b).toBeLessThan(c.stars);
        used.add(a);
        used.add(b);
      }
      expect(used.size).toBe(c.stars);
      for (const p of c.starPattern) {
        expect(p.x).toBeGreaterThanOrEqual(GRID_MARGIN - 0.1);
        expect(p.x).toBeLessThanOrEqual(GRID_SIZE - GRID_MARGIN + 0.1);
        expect(p.y).toBeGreaterThanOrEqual(GRID_MARGIN - 0.1);
        expect(p.y).toBeLessThanOrEqual(GRID_SIZE - GRID_MARGIN + 0.1);
      }
      for (const text of [c.description, c.bestSeen, c.mythology])
        expect(text.trim().length).toBeGreaterThan(10);
    },
  );

  it('fills the grid along the longer side of each pattern', () => {
    for (const c of CONSTELLATIONS) {
      const xs = c.starPattern.map((p) => p.x);
      const ys = c.starPattern.map((p) => p.y);
      const span = Math.max(Math.max(...xs) - Math.min(...xs), Math.max(...ys) - Math.min(...ys));
      expect(span).toBeCloseTo(GRID_SIZE - 2 * GRID_MARGIN, 0);
    }
  });

  it('projects as seen on the sky: north up, east (larger RA) to the left', () => {
    const betelgeuse = point('Orion', 'Betelgeuse');
    const rigel = point('Orion', 'Rigel');
    expect(betelgeuse.x).toBeLessThan(rigel.x);
    expect(betelgeuse.y).toBeLessThan(rigel.y);
    // Orion's belt runs from Alnitak (east, lower) to Mintaka (west, higher).
    expect(point('Orion', 'Alnitak').x).toBeLessThan(point('Orion', 'Mintaka').x);
    // Dubhe is the top-right star of the Big Dipper's bowl, Alkaid the end of the handle to the left.
    expect(point('Ursa Major', 'Dubhe').x).toBeGreaterThan(point('Ursa Major', 'Alkaid').x);
    expect(point('Ursa Major', 'Dubhe').y).toBeLessThan(point('Ursa Major', 'Merak').y);
    // Antares sits above Scorpius's tail; Shaula is south of it.
    expect(point('Scorpius', 'Antares').y).toBeLessThan(point('Scorpius', 'Shaula').y);
  });

  it('keeps angular proportions (Orion is taller than wide)', () => {
    const orion = byName('Orion');
    const xs = orion.starPattern.map((p) => p.x);
    const ys = orion.starPattern.map((p) => p.y);
    expect(Math.max(...ys) - Math.min(...ys)).toBeGreaterThan(Math.max(...xs) - Math.min(...xs));
  });
});

describe('projection', () => {
  it('puts the centre of the pattern at the tangent point', () => {
    const centre = patternCentre([
      { name: 'a', ra: 1, dec: 10 },
      { name: 'b', ra: 1, dec: -10 },
    ]);
    expect(centre.ra).toBeCloseTo(1, 6);
    expect(centre.dec).toBeCloseTo(0, 6);
    const { xi, eta } = gnomonic({ name: 'c', ra: 1, dec: 0 }, centre);
    expect(xi).toBeCloseTo(0, 9);
    expect(eta).toBeCloseTo(0, 9);
  });

  it('handles patterns that straddle 0h of right ascension', () => {
    const centre = patternCentre([
      { name: 'a', ra: 23.9, dec: 0 },
      { name: 'b', ra: 0.1, dec: 0 },
    ]);
    expect(Math.min(centre.ra, 24 - centre.ra)).toBeCloseTo(0, 6);
    const [a, b] = projectToGrid([
      { name: 'a', ra: 23.9, dec: 0 },
      { name: 'b', ra: 0.1, dec: 0 },
    ]);
    expect(a?.x).toBeGreaterThan(b?.x ?? 0);
  });

  it('refuses stars on the far side of the sky and lines that do not join two stars', () => {
    expect(() => gnomonic({ name: 'far', ra: 12, dec: 0 }, { ra: 0, dec: 0 })).toThrow(/too far/);
    const orion = CONSTELLATION_SOURCES[0];
    if (!orion) throw new Error('no data');
    expect(() => buildConstellation({ ...orion, lines: [[0, 99]] })).toThrow(/does not join/);
  });
});
