import { capacityBytes } from '../core/bits';
import { MESSAGES } from '../core/constants';
import { note } from '../status';
import type { GetStego, SetStego, SlotKey, StegoContext } from './context';
import { failedStatus } from './derived';
import type { ImageSlot, StegoState } from './state';

export const EMPTY_SLOT: ImageSlot = { file: null, url: null, info: null, error: null };

export type ImagesSlice = Pick<
  StegoState,
  'carrier' | 'stegoImage' | 'setImage' | 'setCarrier' | 'setStegoImage'
>;

/** Each mode's image: chosen, checked to be an image, then read by the worker (size, preview). */
export function createImagesSlice(set: SetStego, get: GetStego, ctx: StegoContext): ImagesSlice {
  const setSlot = async (key: SlotKey, image: File | null) => {
    const token = ++ctx.tokens[key];
    const previous = get()[key].url;
    if (previous) ctx.revokeObjectURL(previous);
    ctx.clearOutputs();
    if (!image) {
      set({ [key]: EMPTY_SLOT });
      return;
    }
    if (!image.type.startsWith('image/')) {
      set({ [key]: { ...EMPTY_SLOT, file: image, error: note(MESSAGES.invalidImage) } });
      return;
    }
    set({ [key]: { ...EMPTY_SLOT, file: image } });
    const probe = await ctx.client.probe(image, {
      key: ctx.warmKey(key),
      read: key === 'carrier' ? 'pixels' : 'frame',
    });
    if (token !== ctx.tokens[key]) return;
    if (!probe.ok) {
      set({ [key]: { ...EMPTY_SLOT, file: image, error: failedStatus(probe) } });
      return;
    }
    set({
      [key]: {
        file: image,
        error: null,
        url: probe.preview ? ctx.createObjectURL(probe.preview) : null,
        info: {
          width: probe.width,
          height: probe.height,
          capacity: capacityBytes(probe.width * probe.height),
        },
      },
    });
  };

  return {
    carrier: EMPTY_SLOT,
    stegoImage: EMPTY_SLOT,
    setImage: (image) => setSlot(get().mode === 'encode' ? 'carrier' : 'stegoImage', image),
    setCarrier: (image) => setSlot('carrier', image),
    setStegoImage: (image) => setSlot('stegoImage', image),
  };
}
