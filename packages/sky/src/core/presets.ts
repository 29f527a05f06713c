/** A point in sky coordinates: x and y in [0, 1] across the 16:9 sky, y downwards. */
export interface SkyPoint {
  x: number;
  y: number;
}

export interface PresetFigure {
  points: readonly SkyPoint[];
  /** Pairs of indices into `points`, in drawing order. */
  lines: readonly (readonly [number, number])[];
}

const p = (x: number, y: number): SkyPoint => ({ x, y });

/** The company mark (a peak over a rising dot, in a rounded frame) drawn as a constellation. */
export const COMPANY_FIGURE: PresetFigure = {
  points: [
    p(0.34, 0.2),
    p(0.66, 0.2),
    p(0.66, 0.8),
    p(0.34, 0.8),
    p(0.4, 0.7),
    p(0.5, 0.3),
    p(0.6, 0.7),
    p(0.5, 0.54),
    p(0.525, 0.6),
    p(0.5, 0.66),
    p(0.475, 0.6),
  ],
  lines: [
    [0, 1],
    [1, 2],
    [2, 3],
    [3, 0],
    [4, 5],
    [5, 6],
    [7, 8],
    [8, 9],
    [9, 10],
    [10, 7],
  ],
};

/** Widens a figure drawn on a square grid so it keeps its shape on the 16:9 sky. */
const w = (x: number, y: number): SkyPoint => p(0.5 + (x - 0.5) * 1.5, y);

/** A parrot perched on a branch, seen from the side, beak to the right. */
export const PARROT_FIGURE: PresetFigure = {
  points: [
    w(0.5, 0.2),
    w(0.56, 0.235),
    w(0.585, 0.32),
    w(0.548, 0.31),
    w(0.525, 0.36),
    w(0.535, 0.5),
    w(0.515, 0.64),
    w(0.485, 0.7),
    w(0.455, 0.9),
    w(0.44, 0.68),
    w(0.435, 0.5),
    w(0.455, 0.29),
    w(0.47, 0.41),
    w(0.458, 0.63),
    w(0.4, 0.72),
    w(0.62, 0.72),
  ],
  lines: [
    [0, 1],
    [1, 2],
    [2, 3],
    [3, 4],
    [4, 5],
    [5, 6],
    [6, 7],
    [7, 8],
    [8, 9],
    [9, 10],
    [10, 11],
    [11, 0],
    [12, 13],
    [10, 12],
    [14, 15],
  ],
};
