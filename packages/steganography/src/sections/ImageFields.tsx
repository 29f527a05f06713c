import { FileDrop } from '@demos/kit';
import { formatSize } from '../core/format';
import { TEXT } from '../messages';
import * as styles from '../SteganographyPage.css';
import type { StegoStore } from '../store';
import { useStegoState } from '../useStegoState';

/** The image pickers' words (the zone's own words come from the page, in French). */
const IMAGE_DROP = {
  accept: 'image/*',
  chooseLabel: TEXT.imageChoose,
  dropLabel: TEXT.imageDrop,
  clearLabel: TEXT.remove,
  formatSize,
} as const;

/**
 * Encode's carrier and Decode's image. Both stay mounted: each keeps its own choice, the other
 * mode's is hidden.
 */
export function ImageFields({ store, statusId }: { store: StegoStore; statusId: string | undefined }) {
  const { mode, busy, carrier, stegoImage, setCarrier, setStegoImage } = useStegoState(store);
  return (
    <>
      <div className={styles.field} hidden={mode !== 'encode'}>
        <FileDrop
          {...IMAGE_DROP}
          label={TEXT.carrierLabel}
          description={TEXT.carrierHint}
          file={carrier.file}
          invalid={carrier.error !== null}
          aria-describedby={carrier.error ? statusId : undefined}
          disabled={busy}
          onFileChange={(file) => void setCarrier(file)}
        />
      </div>
      <div className={styles.field} hidden={mode !== 'decode'}>
        <FileDrop
          {...IMAGE_DROP}
          label={TEXT.stegoImageLabel}
          file={stegoImage.file}
          invalid={stegoImage.error !== null}
          aria-describedby={stegoImage.error ? statusId : undefined}
          disabled={busy}
          onFileChange={(file) => void setStegoImage(file)}
        />
      </div>
    </>
  );
}
