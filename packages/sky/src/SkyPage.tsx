import { Badge, Button, Dialog, PageHeader, TextField, usePrefersReducedMotion } from '@demos/kit';
import { Bird, Download, Eye, EyeOff, RotateCcw, Sparkles, Star } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useStore } from 'zustand';
import { DEFAULT_CONSTELLATION_NAME, MIN_STARS_TO_REVEAL } from './core/constants';
import { type SaveDependencies, saveSkyImage } from './core/save';
import { renderSky, type SceneSnapshot } from './core/scene';
import * as styles from './SkyPage.css';
import {
  canPlaceStars,
  canReveal,
  createSkyStore,
  presetPoints,
  type SkyState,
  type SkyStore,
} from './store';

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

function sceneOf(state: SkyState, showCursor: boolean): SceneSnapshot {
  return {
    background: state.background,
    stars: [...state.stars, ...presetPoints(state.preset)],
    lines: state.lines,
    title: state.preset === 'none' ? state.name : null,
    cursor: showCursor && canPlaceStars(state) ? state.cursor : null,
  };
}

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

  // Draws the sky whenever the state, the size or the focus changes, at most once per frame.
  useEffect(() => {
    const canvas = canvasRef.current;
    const ctx = canvas?.getContext('2d');
    if (!canvas || !ctx) return;
    let frame = 0;
    const draw = () => {
      frame = 0;
      const ratio = window.devicePixelRatio || 1;
      const width = Math.max(1, Math.round(canvas.clientWidth * ratio));
      const height = Math.max(1, Math.round(canvas.clientHeight * ratio));
      if (canvas.width !== width || canvas.height !== height) {
        canvas.width = width;
        canvas.height = height;
      }
      renderSky(ctx, sceneOf(store.getState(), focused), width, height);
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(draw);
    };
    draw();
    const unsubscribe = store.subscribe(schedule);
    const observer = new ResizeObserver(schedule);
    observer.observe(canvas);
    return () => {
      unsubscribe();
      observer.disconnect();
      cancelAnimationFrame(frame);
    };
  }, [store, focused]);

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

  const status =
    preset === 'company'
      ? 'Showing the company constellation. Press Reset to place your own stars.'
      : preset === 'parrot'
        ? 'Showing the parrot constellation. Press Hide to go back to your sky.'
        : stars.length < MIN_STARS_TO_REVEAL
          ? `Place at least ${MIN_STARS_TO_REVEAL} stars, then press Reveal to join them.`
          : name
            ? `“${name}” is revealed. New stars join it as you place them.`
            : 'Press Reveal to join your stars and name your constellation.';

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
      <Dialog
        open={namingOpen}
        onOpenChange={(open) => {
          if (!open) store.getState().cancelNaming();
        }}
        title="Name your constellation"
        description="Give it a name to reveal it. Leave it blank to call it “My Constellation”."
      >
        <form
          className={styles.form}
          onSubmit={(event) => {
            event.preventDefault();
            store.getState().confirmName(draftName);
          }}
        >
          <TextField
            label="Constellation name"
            value={draftName}
            onChange={(event) => setDraftName(event.target.value)}
            placeholder={DEFAULT_CONSTELLATION_NAME}
            maxLength={60}
            autoComplete="off"
          />
          <div className={styles.formActions}>
            <Button type="button" variant="secondary" onClick={() => store.getState().cancelNaming()}>
              Cancel
            </Button>
            <Button type="submit">Name it</Button>
          </div>
        </form>
      </Dialog>
    </div>
  );
}
