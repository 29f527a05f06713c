import { type Random, randomBetween } from '@demos/kit';
import { BACKGROUND_STAR_COUNT } from './constants';
import type { SkyPoint } from './presets';

export interface BackgroundStar extends SkyPoint {
  /** Radius in pixels at 1080 px of sky height. */
  radius: number;
  alpha: number;
}

/** A star placed by the visitor (spec §3: x, y, id), in sky coordinates. */
export interface PlacedStar extends SkyPoint {
  id: string;
}

/** A line being drawn (spec §3: x1, y1, x2, y2, progress, id); progress goes from 0 to 1. */
export interface SkyLine {
  id: string;
  x1: number;
  y1: number;
  x2: number;
  y2: number;
  progress: number;
}

export function createBackgroundStars(random: Random, count = BACKGROUND_STAR_COUNT): BackgroundStar[] {
  return Array.from({ length: count }, () => ({
    x: random(),
    y: random(),
    radius: randomBetween(random, 0.6, 2.2),
    alpha: randomBetween(random, 0.35, 0.95),
  }));
}

export interface SceneSnapshot {
  background: readonly BackgroundStar[];
  stars: readonly SkyPoint[];
  lines: readonly SkyLine[];
  title: string | null;
  cursor: SkyPoint | null;
}

/** The subset of the 2D context the renderer uses (so tests can pass a recorder). */
export type SkyContext = Pick<
  CanvasRenderingContext2D,
  | 'fillStyle'
  | 'strokeStyle'
  | 'lineWidth'
  | 'lineCap'
  | 'globalAlpha'
  | 'font'
  | 'textAlign'
  | 'textBaseline'
  | 'shadowBlur'
  | 'shadowColor'
  | 'fillRect'
  | 'beginPath'
  | 'arc'
  | 'fill'
  | 'moveTo'
  | 'lineTo'
  | 'stroke'
  | 'fillText'
  | 'createLinearGradient'
  | 'save'
  | 'restore'
>;

const SKY_TOP = '#050a1a';
const SKY_BOTTOM = '#16224a';
const LINE_COLOUR = '#8fb4ff';
const STAR_COLOUR = '#fff7d6';

/** Draws the whole sky at `width`×`height` pixels: the same code for the screen and the PNG. */
export function renderSky(ctx: SkyContext, scene: SceneSnapshot, width: number, height: number): void {
  const unit = height / 1080;
  const gradient = ctx.createLinearGradient(0, 0, 0, height);
  gradient.addColorStop(0, SKY_TOP);
  gradient.addColorStop(1, SKY_BOTTOM);
  ctx.fillStyle = gradient;
  ctx.fillRect(0, 0, width, height);

  ctx.fillStyle = '#ffffff';
  for (const star of scene.background) {
    ctx.globalAlpha = star.alpha;
    ctx.beginPath();
    ctx.arc(star.x * width, star.y * height, star.radius * unit, 0, Math.PI * 2);
    ctx.fill();
  }
  ctx.globalAlpha = 1;

  ctx.save();
  ctx.strokeStyle = LINE_COLOUR;
  ctx.lineWidth = Math.max(1.5, 3 * unit);
  ctx.lineCap = 'round';
  ctx.shadowColor = LINE_COLOUR;
  ctx.shadowBlur = 8 * unit;
  for (const line of scene.lines) {
    if (line.progress <= 0) continue;
    const x1 = line.x1 * width;
    const y1 = line.y1 * height;
    ctx.beginPath();
    ctx.moveTo(x1, y1);
    ctx.lineTo(x1 + (line.x2 * width - x1) * line.progress, y1 + (line.y2 * height - y1) * line.progress);
    ctx.stroke();
  }
  ctx.restore();

  ctx.save();
  ctx.fillStyle = STAR_COLOUR;
  ctx.shadowColor = STAR_COLOUR;
  ctx.shadowBlur = 16 * unit;
  for (const star of scene.stars) {
    ctx.beginPath();
    ctx.arc(star.x * width, star.y * height, Math.max(3, 7 * unit), 0, Math.PI * 2);
    ctx.fill();
  }
  ctx.restore();

  if (scene.title) {
    ctx.fillStyle = '#ffffff';
    ctx.font = `600 ${Math.round(Math.max(16, 48 * unit))}px system-ui, sans-serif`;
    ctx.textAlign = 'center';
    ctx.textBaseline = 'top';
    ctx.fillText(scene.title, width / 2, 40 * unit);
  }

  if (scene.cursor) {
    const cx = scene.cursor.x * width;
    const cy = scene.cursor.y * height;
    const r = Math.max(8, 18 * unit);
    ctx.save();
    ctx.strokeStyle = '#ffd166';
    ctx.lineWidth = 2;
    ctx.beginPath();
    ctx.arc(cx, cy, r, 0, Math.PI * 2);
    ctx.moveTo(cx - r * 1.6, cy);
    ctx.lineTo(cx - r * 0.5, cy);
    ctx.moveTo(cx + r * 0.5, cy);
    ctx.lineTo(cx + r * 1.6, cy);
    ctx.moveTo(cx, cy - r * 1.6);
    ctx.lineTo(cx, cy - r * 0.5);
    ctx.moveTo(cx, cy + r * 0.5);
    ctx.lineTo(cx, cy + r * 1.6);
    ctx.stroke();
    ctx.restore();
  }
}

/** A file name for the saved image, from the constellation's name. */
export function imageFileName(name: string | null): string {
  const slug = (name ?? '')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60);
  return `${slug || 'night-sky'}.png`;
}
