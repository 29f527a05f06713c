import { CONSTELLATION_SOURCES, type ConstellationSource } from './catalogue';
import { type GridPoint, projectToGrid } from './projection';

/** A built-in constellation (spec §3): its stick figure is projected from catalogue positions. */
export interface Constellation {
  id: string;
  name: string;
  /** The number of stars in the stick figure. */
  stars: number;
  description: string;
  bestSeen: string;
  mythology: string;
  /** The stick-figure stars on a 0–100 grid (north up, east left). */
  starPattern: GridPoint[];
  /** Names of the stars, in the same order as `starPattern`. */
  starNames: string[];
  /** Pairs of indices into `starPattern`. */
  connections: [number, number][];
}

export const toConstellationId = (name: string) =>
  name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

export function buildConstellation(source: ConstellationSource): Constellation {
  for (const [a, b] of source.lines) {
    if (!source.figure[a] || !source.figure[b] || a === b) {
      throw new Error(
        `${source.name}: line [${a}, ${b}] does not join two of its ${source.figure.length} stars.`,
      );
    }
  }
  return {
    id: toConstellationId(source.name),
    name: source.name,
    stars: source.figure.length,
    description: source.description,
    bestSeen: source.bestSeen,
    mythology: source.mythology,
    starPattern: projectToGrid(source.figure),
    starNames: source.figure.map((star) => star.name),
    connections: source.lines.map(([a, b]) => [a, b]),
  };
}

export const CONSTELLATIONS: readonly Constellation[] = CONSTELLATION_SOURCES.map(buildConstellation);
