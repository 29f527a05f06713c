import { type RefObject, useEffect } from 'react';
import { renderSky, type SceneSnapshot } from './core/scene';
import { canPlaceStars, presetPoints, type SkyState, type SkyStore } from './store';

/** What the canvas shows of the state: the cursor only while the sky has focus and takes stars. */
export function sceneOf(state: SkyState, showCursor: boolean): SceneSnapshot {
  return {
    background: state.background,
    stars: [...state.stars, ...presetPoints(state.preset)],
    lines: state.lines,
    title: state.preset === 'none' ? state.name : null,
    cursor: showCursor && canPlaceStars(state) ? state.cursor : null,
  };
}

/** Draws the sky whenever the state, the size or the focus changes, at most once per frame. */
export function useSkyCanvas(
  store: SkyStore,
  canvasRef: RefObject<HTMLCanvasElement | null>,
  focused: boolean,
) {
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
  }, [store, canvasRef, focused]);
}
