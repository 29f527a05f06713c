/** A catalogue star: right ascension in hours, declination in degrees (J2000). */
export interface CatalogueStar {
  name: string;
  /** Right ascension, decimal hours (0–24). */
  ra: number;
  /** Declination, decimal degrees (−90…+90). */
  dec: number;
}

/** A point on the 0–100 grid: x grows to the right, y grows downwards (as in SVG). */
export interface GridPoint {
  x: number;
  y: number;
}

export const GRID_SIZE = 100;
/** Empty border kept around every pattern so star dots are not clipped. */
export const GRID_MARGIN = 6;

const DEG = Math.PI / 180;

function toUnitVector(star: CatalogueStar): [number, number, number] {
  const ra = star.ra * 15 * DEG;
  const dec = star.dec * DEG;
  return [Math.cos(dec) * Math.cos(ra), Math.cos(dec) * Math.sin(ra), Math.sin(dec)];
}

/** The direction at the middle of the stars (normalised mean of their unit vectors), as RA/Dec. */
export function patternCentre(stars: readonly CatalogueStar[]): { ra: number; dec: number } {
  if (stars.length === 0) throw new Error('A pattern needs at least one star.');
  const sum = stars
    .map(toUnitVector)
    .reduce<[number, number, number]>((acc, v) => [acc[0] + v[0], acc[1] + v[1], acc[2] + v[2]], [0, 0, 0]);
  const length = Math.hypot(sum[0], sum[1], sum[2]);
  if (length === 0) throw new Error('The stars have no well-defined centre.');
  const [x, y, z] = [sum[0] / length, sum[1] / length, sum[2] / length];
  const ra = (Math.atan2(y, x) / DEG / 15 + 24) % 24;
  return { ra, dec: Math.asin(z) / DEG };
}

/**
 * Gnomonic (tangent-plane) projection around `centre`: returns standard coordinates ξ (east) and
 * η (north) in radians. Stars more than 90° from the centre cannot be projected.
 */
export function gnomonic(
  star: CatalogueStar,
  centre: { ra: number; dec: number },
): { xi: number; eta: number } {
  const ra = star.ra * 15 * DEG;
  const dec = star.dec * DEG;
  const ra0 = centre.ra * 15 * DEG;
  const dec0 = centre.dec * DEG;
  const cosC = Math.sin(dec0) * Math.sin(dec) + Math.cos(dec0) * Math.cos(dec) * Math.cos(ra - ra0);
  if (cosC <= 0) throw new Error(`${star.name} is too far from the pattern centre to project.`);
  return {
    xi: (Math.cos(dec) * Math.sin(ra - ra0)) / cosC,
    eta: (Math.cos(dec0) * Math.sin(dec) - Math.sin(dec0) * Math.cos(dec) * Math.cos(ra - ra0)) / cosC,
  };
}

const round1 = (value: number) => Math.round(value * 10) / 10;

/**
 * Projects catalogue stars onto the 0–100 grid as seen on the sky from the ground: north up, east
 * (increasing RA) to the left. The aspect ratio is kept and the pattern is centred in the grid.
 */
export function projectToGrid(stars: readonly CatalogueStar[]): GridPoint[] {
  const centre = patternCentre(stars);
  const plane = stars.map((star) => {
    const { xi, eta } = gnomonic(star, centre);
    return { x: -xi, y: -eta };
  });
  const xs = plane.map((p) => p.x);
  const ys = plane.map((p) => p.y);
  const [minX, maxX, minY, maxY] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  const span = Math.max(maxX - minX, maxY - minY);
  const usable = GRID_SIZE - 2 * GRID_MARGIN;
  const scale = span === 0 ? 0 : usable / span;
  const offsetX = (GRID_SIZE - (maxX - minX) * scale) / 2;
  const offsetY = (GRID_SIZE - (maxY - minY) * scale) / 2;
  return plane.map((p) => ({
    x: round1(offsetX + (p.x - minX) * scale),
    y: round1(offsetY + (p.y - minY) * scale),
  }));
}
