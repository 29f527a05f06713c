import type { ErrorLevel } from '../core/options';
import { toGray } from './image';
import { type PrintVerdict, printCheck } from './printCheck';

/** The downloaded PNG's pixels, read by the browser as a scanner app would get them. */
async function pixelsOf(png: Blob) {
  const bitmap = await createImageBitmap(png);
  try {
    const canvas = document.createElement('canvas');
    canvas.width = bitmap.width;
    canvas.height = bitmap.height;
    const context = canvas.getContext('2d', { willReadFrequently: true });
    if (!context) throw new Error('2D canvas is not available.');
    context.drawImage(bitmap, 0, 0);
    return context.getImageData(0, 0, bitmap.width, bitmap.height);
  } finally {
    bitmap.close();
  }
}

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Runs the print check on the main thread in small steps (one simulated photo and one decode per
 * step, each well under 100 ms), giving the browser a task in between so the page stays
 * responsive. `signal` stops it early; `onStep` counts the decodes done.
 */
export async function runPrintCheckInBrowser(
  input: {
    png: Blob;
    payload: string;
    level: ErrorLevel;
    widthCm: number;
    minWidthCm: number;
    distanceCm: number;
  },
  onStep: (done: number) => void,
  signal: AbortSignal,
): Promise<PrintVerdict | null> {
  const code = toGray(await pixelsOf(input.png));
  const steps = printCheck({ ...input, code });
  let done = 0;
  for (;;) {
    await nextTask();
    if (signal.aborted) return null;
    const step = steps.next();
    if (step.done) return step.value;
    onStep(done);
    done += 1;
  }
}
