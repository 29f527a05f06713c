import { useEffect, useMemo, useState } from 'react';
import { useStore } from 'zustand';
import { useShallow } from 'zustand/react/shallow';
import type { Messages } from './core/i18n';
import { checkOptions, type Options } from './core/options';
import { checkPayload } from './core/payload';
import type { QrTheme } from './core/qr';
import { loadRender } from './loadRender';
import { blockedReasons, problemText } from './problemText';
import type { RenderOutput } from './render';
import { inputsOf, type Logo, type QrStore } from './store';

interface Rendered {
  payload: string;
  options: Options;
  logo: Logo | null;
  theme: QrTheme;
  output: RenderOutput;
  previewUrl: string | null;
}

/** Draws the code off the render thread's way and keeps the last drawing that is still current. */
function useDrawing(payload: string | null, drawOptions: Options | null, logo: Logo | null, theme: QrTheme) {
  const [rendered, setRendered] = useState<Rendered | null>(null);
  const [renderError, setRenderError] = useState(false);

  // Regenerate on every change of tab, input, option or theme (spec §4); empty input clears the
  // preview. The QR library, the drawing and the decoder load on demand, with the first code.
  useEffect(() => {
    setRenderError(false);
    if (payload === null || drawOptions === null) {
      setRendered(null);
      return;
    }
    let cancelled = false;
    let previewUrl: string | null = null;
    (async () => {
      const { renderCode } = await loadRender();
      const output = await renderCode({ payload, options: drawOptions, logo: logo?.dataUrl ?? null, theme });
      if (cancelled) return;
      if (output.ok) previewUrl = URL.createObjectURL(output.preview);
      setRendered({ payload, options: drawOptions, logo, theme, output, previewUrl });
    })().catch((error: unknown) => {
      if (cancelled) return;
      console.warn('QR rendering failed:', error);
      setRenderError(true);
    });
    return () => {
      cancelled = true;
      if (previewUrl) URL.revokeObjectURL(previewUrl);
    };
  }, [payload, drawOptions, logo, theme]);

  // A drawing of older inputs is never shown as the current one.
  const current =
    rendered !== null &&
    rendered.payload === payload &&
    rendered.options === drawOptions &&
    rendered.logo === logo &&
    rendered.theme === theme
      ? rendered
      : null;
  return { current, renderError };
}

/**
 * Everything the page derives from the store's inputs: the payload and its field problems, the
 * checked options, the current drawing and why its downloads are blocked.
 */
export function useQrRender(store: QrStore, t: Messages) {
  const { tab, options, logo, theme, locale } = useStore(store);
  const inputs = useStore(store, useShallow(inputsOf));
  const checked = useMemo(() => checkPayload(tab, inputs), [tab, inputs]);
  const { payload } = checked;
  const checkedOptions = useMemo(() => checkOptions(options, logo !== null), [options, logo]);
  const drawOptions = checkedOptions.options;
  const { current, renderError } = useDrawing(payload, drawOptions, logo, theme);

  const output = current?.output ?? null;
  const drawn = output?.ok ? output : null;
  const tooLong = output !== null && !output.ok ? output : null;
  const reasons = output ? blockedReasons(t, output, locale) : [];
  const fieldError = (field: string) =>
    problemText(t, checked.problems.find((p) => p.field === field)?.problem);
  const placeholder =
    payload === null
      ? checked.problems.length > 0 || drawOptions === null
        ? t.fixFields
        : t.emptyPreview
      : drawOptions === null
        ? t.fixFields
        : renderError
          ? t.renderFailed
          : t.scanning;

  return {
    payload,
    fieldError,
    checkedOptions,
    drawOptions,
    previewUrl: current?.previewUrl ?? null,
    drawn,
    tooLong,
    reasons,
    canDownload: drawn !== null && reasons.length === 0,
    renderError,
    placeholder,
  };
}

export type QrRender = ReturnType<typeof useQrRender>;
