import { Badge, Button, CopyButton, Dialog, PageHeader, useUrlState } from '@demos/kit';
import { CalendarDays, Sparkles, Star } from 'lucide-react';
import { useMemo, useState } from 'react';
import * as styles from './ConstellationsPage.css';
import { CONSTELLATIONS, type Constellation } from './core/constellations';
import { StarPattern } from './StarPattern';

export interface ConstellationsPageProps {
  /** The constellations to list (defaults to the 30 built-in ones). */
  constellations?: readonly Constellation[];
  /** The id of a constellation to show at first (for stories and deep links). */
  initialSelectedId?: string;
}

export function ConstellationsPage({
  constellations = CONSTELLATIONS,
  initialSelectedId,
}: ConstellationsPageProps) {
  // The open figure is in the address (`?figure=orion`), so a shared link opens on it.
  const schema = useMemo(
    () => ({
      figure: {
        default: '',
        parse: (raw: string) => (constellations.some((c) => c.id === raw) ? raw : undefined),
      },
    }),
    [constellations],
  );
  const [{ figure }, setUrl] = useUrlState(schema);
  const [initialClosed, setInitialClosed] = useState(false);
  const selectedId = figure || (initialClosed ? null : (initialSelectedId ?? null));
  const setSelectedId = (id: string | null) => {
    if (id === null) setInitialClosed(true);
    setUrl({ figure: id ?? '' });
  };
  const selected = constellations.find((c) => c.id === selectedId) ?? null;

  return (
    <div className={styles.page}>
      <PageHeader
        icon={Sparkles}
        title="Constellations"
        description={`${constellations.length} constellations drawn from real star positions. Choose one to see its star pattern, when to look for it and the story behind it.`}
      />
      <ul className={styles.grid} aria-label="Constellations">
        {constellations.map((c) => (
          <li key={c.id} className={styles.item}>
            <button
              type="button"
              className={styles.card}
              onClick={() => setSelectedId(c.id)}
              aria-haspopup="dialog"
            >
              <span className={styles.thumb} aria-hidden>
                <StarPattern constellation={c} />
              </span>
              <span className={styles.cardName}>{c.name}</span>
              <span className={styles.cardMeta}>
                {c.stars} stars · {c.bestSeen.split(' (')[0]}
              </span>
            </button>
          </li>
        ))}
      </ul>
      <Dialog
        open={selected !== null}
        onOpenChange={(open) => {
          if (!open) setSelectedId(null);
        }}
        title={selected?.name ?? ''}
        description={selected?.description}
      >
        {selected && (
          <div className={styles.detail}>
            <div className={styles.detailSky}>
              <StarPattern constellation={selected} size="detail" />
            </div>
            <dl className={styles.facts}>
              <div className={styles.fact}>
                <dt className={styles.factLabel}>
                  <Star size={14} aria-hidden /> Stars
                </dt>
                <dd className={styles.factValue}>
                  <Badge tone="info">{selected.stars}</Badge>
                </dd>
              </div>
              <div className={styles.fact}>
                <dt className={styles.factLabel}>
                  <CalendarDays size={14} aria-hidden /> Best seen
                </dt>
                <dd className={styles.factValue}>{selected.bestSeen}</dd>
              </div>
            </dl>
            <section className={styles.myth} aria-labelledby="constellation-myth">
              <h3 id="constellation-myth" className={styles.mythTitle}>
                Mythology
              </h3>
              <p className={styles.mythText}>{selected.mythology}</p>
            </section>
            <p className={styles.starList}>{selected.starNames.join(' · ')}</p>
            <div className={styles.actions}>
              {/* The open dialog makes the page header inert, so its Share button is here too. */}
              <CopyButton
                text={() => window.location.href}
                label="Copy link"
                copiedLabel="Link copied"
                copiedToast="Link copied"
              />
              <Button variant="secondary" onClick={() => setSelectedId(null)}>
                Close
              </Button>
            </div>
          </div>
        )}
      </Dialog>
    </div>
  );
}
