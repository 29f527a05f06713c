import { formatSize } from '../core/format';
import { imageSize, TEXT } from '../messages';
import * as styles from '../SteganographyPage.css';
import { activeSlot, neededBytes, payloadEstimate, type StegoStore } from '../store';
import { useStegoState } from '../useStegoState';

/** The chosen image's size and capacity, and (Encode) what the content needs of it. */
export function CapacityStats({ store }: { store: StegoStore }) {
  const state = useStegoState(store);
  const info = activeSlot(state).info;
  const encoding = state.mode === 'encode';
  const needed = encoding ? neededBytes(state) : null;
  const estimate = encoding ? payloadEstimate(state) : null;
  const compressed = estimate?.measured === true && estimate.bytes < estimate.raw;
  const fits = needed !== null && info ? needed <= info.capacity : null;
  return (
    <dl className={styles.stats} aria-label={TEXT.capacityLabel}>
      <div className={styles.stat}>
        <dt>{TEXT.stats.image}</dt>
        <dd>{info ? imageSize(info.width, info.height) : TEXT.none}</dd>
      </div>
      <div className={styles.stat}>
        <dt>{TEXT.stats.capacity}</dt>
        <dd>{info ? formatSize(info.capacity) : TEXT.none}</dd>
      </div>
      {encoding && (
        <div className={styles.stat}>
          <dt>{TEXT.stats.needed}</dt>
          <dd className={fits === null ? undefined : fits ? styles.fits.yes : styles.fits.no}>
            {needed === null ? TEXT.none : formatSize(needed)}
            {compressed ? TEXT.compressed : ''}
            {fits === false ? TEXT.tooBig : ''}
          </dd>
        </div>
      )}
    </dl>
  );
}
