import QRCode from 'qrcode';
import type { ErrorLevel } from '../core/options';
import type { ModuleMatrix } from './geometry';

/** The encoder's module matrix (dark = true), which every style is drawn from. */
export function moduleMatrix(payload: string, level: ErrorLevel): ModuleMatrix {
  const { modules } = QRCode.create(payload, { errorCorrectionLevel: level });
  return { size: modules.size, isDark: (row, col) => modules.get(row, col) === 1 };
}
