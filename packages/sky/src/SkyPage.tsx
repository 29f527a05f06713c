import { Badge, Button, PageHeader, usePrefersReducedMotion } from '@demos/kit';
import { Bird, Download, Eye, EyeOff, RotateCcw, Sparkles, Star } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useStore } from 'zustand';
import { type SaveDependencies, saveSkyImage } from './core/save';
import { skyStatus } from './messages';
import { NamingDialog } from './NamingDialog';
import * as styles from './SkyPage.css';
import { canPlaceStars, canReveal, createSkyStore, type SkyStore } from './store';
import { sceneOf, useSkyCanvas } from './useSkyCanvas';

export interface SkyPageProps {
  store?: SkyStore;
  /** Overrides for the PNG export (tests). */
  saveDependencies?: SaveDependencies;
}

const ARROWS: Record<string, [number, number]> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

export function SkyPage({ store: injected, saveDependencies }: SkyPageProps) {
  const reducedMotion = usePrefersReducedMotion();
  const [store] = useState(() => injected ?? createSkyStore({ reducedMotion }));
  const stars = useStore(store, (s) => s.stars);
  const preset = useStore(store, (s) => s.preset);
  const namingOpen = useStore(store, (s) => s.namingOpen);
  const name = useStore(store, (s) => s.name);
  const revealAllowed = useStore(store, canReveal);
  const placingAllowed = useStore(store, canPlaceStars);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [focused, setFocused] = useState(false);
  const [draftName, setDraftName] = useState('');
  const [saving, setSaving] = useState(false);

  useEffect(() => store.getState().setReducedMotion(reducedMotion), [store, reducedMotion]);
  useEffect(() => () => store.getState().dispose(), [store]);

  useSkyCanvas(store, canvasRef, focused);

  const onClick = (event: React.MouseEvent<HTMLDivElement>) => {
    const rect = canvasRef.current?.getBoundingClientRect();
    if (!rect) return;
    if (rect.width === 0 || rect.height === 0) return;
    store
      .getState()
      .placeStar((event.clientX - rect.left) / rect.width, (event.clientY - rect.top) / rect.height);
  };

  const onKeyDown = (event: React.KeyboardEvent<HTMLDivElement>) => {
    const arrow = ARROWS[event.key];
    if (arrow) {
      event.preventDefault();
      store.getState().moveCursor(arrow[0], arrow[1], event.shiftKey);
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      store.getState().placeAtCursor();
    }
  };

  const save = async () => {
    setSaving(true);
    try {
      await saveSkyImage(sceneOf(store.getState(), false), store.getState().name, saveDependencies);
    } finally {
      setSaving(false);
    }
  };

  const status = skyStatus(preset, stars.length, name);

  return (
    <div className={styles.page}>
      <PageHeader
        icon={Star}
        title="Interactive Sky"
        description="Tell a story in the stars: click the sky to place stars, reveal them as your own constellation, name it and save it as an image."
      />
      <div className={styles.toolbar} role="toolbar" aria-label="Sky actions">
        <Button variant="secondary" onClick={() => store.getState().showCompany()} disabled={namingOpen}>
          <Sparkles size={16} aria-hidden /> Company constellation
        </Button>
        <Button
          variant="secondary"
          onClick={() => store.getState().toggleParrot()}
          disabled={namingOpen}
          aria-pressed={preset === 'parrot'}
        >
          {preset === 'parrot' ? <EyeOff size={16} aria-hidden /> : <Bird size={16} aria-hidden />}
          {preset === 'parrot' ? 'Hide' : 'Parrot constellation'}
        </Button>
        <Button
          onClick={() => {
            setDraftName('');
            store.getState().reveal();
          }}
          disabled={!revealAllowed || namingOpen}
        >
          <Eye size={16} aria-hidden /> Reveal
        </Button>
        <Button variant="outline" onClick={() => store.getState().reset()}>
          <RotateCcw size={16} aria-hidden /> Reset
        </Button>
        <Button variant="outline" onClick={save} disabled={saving}>
          <Download size={16} aria-hidden /> Save
        </Button>
      </div>
      <div
        className={placingAllowed ? styles.skyFrame : `${styles.skyFrame} ${styles.skyLocked}`}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the sky is the star-placing control (arrow keys and Enter); role application passes those keys through to it.
        tabIndex={0}
        role="application"
        aria-label="Night sky. Click to place a star, or move the cursor with the arrow keys (Shift for bigger steps) and press Enter."
        aria-describedby="sky-status"
        onClick={onClick}
        onKeyDown={onKeyDown}
        onFocus={() => setFocused(true)}
        onBlur={() => setFocused(false)}
      >
        <canvas ref={canvasRef} className={styles.canvas} />
      </div>
      <div className={styles.statusRow}>
        <output className={styles.count}>
          <Badge tone="accent">{stars.length}</Badge> {stars.length === 1 ? 'star' : 'stars'} placed
        </output>
        <p id="sky-status" className={styles.status}>
          {status}
        </p>
      </div>
      <NamingDialog store={store} draftName={draftName} onDraftName={setDraftName} />
    </div>
  );
}
