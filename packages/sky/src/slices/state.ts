import type { SkyPoint } from '../core/presets';
import type { BackgroundStar, PlacedStar, SkyLine } from '../core/scene';

// The state the slices build and share: its own module, so that the slices need not import the
// store that assembles them (no import cycle, type-only ones included).
export type Preset = 'none' | 'company' | 'parrot';

export interface SkyState {
  background: BackgroundStar[];
  stars: PlacedStar[];
  lines: SkyLine[];
  preset: Preset;
  /** True once the visitor's own constellation has been named and drawn. */
  revealed: boolean;
  namingOpen: boolean;
  name: string | null;
  /** The keyboard cursor, in sky coordinates. */
  cursor: SkyPoint;
  reducedMotion: boolean;

  /** Places a star; ignored (returns false) while a preset is shown or the naming dialog is open. */
  placeStar: (x: number, y: number) => boolean;
  moveCursor: (dx: number, dy: number, big?: boolean) => void;
  placeAtCursor: () => boolean;
  showCompany: () => void;
  /** Shows the parrot, or hides it when it is shown. */
  toggleParrot: () => void;
  /** Opens the naming dialog (only when Reveal is allowed). */
  reveal: () => void;
  confirmName: (name: string) => void;
  cancelNaming: () => void;
  reset: () => void;
  setReducedMotion: (reduced: boolean) => void;
  /** Stops every timer (page unmount). */
  dispose: () => void;
}
