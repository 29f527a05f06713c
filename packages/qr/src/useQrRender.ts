import { useEffect, useMemo, useState } from 'react';
import { useStore } from 'zustand';
import type { Messages } from './core/i18n';
import { checkOptions, type Options } from './core/options';
import { checkBasicPayload, type PayloadResult, type QrInputs, type QrTab } from './core/payload';
import type { QrTheme } from './core/qr';
import { loadRender } from './loadRender';
import { blockedReasons, problemText } from './problemText';
import type { RenderOutput } from './render';
import type { Logo, QrStore } from './store';
import type { QrStyle } from './style/types';

interface Rendered {
  payload: string;
  options: Options;
  logo: Logo | null;
  theme: QrTheme;
  style: QrStyle;
  output: RenderOutput;
  previewUrl: string | null;
}

/** Draws the code off the render thread's way and keeps the last drawing that is still current. */
function useDrawing(
  payload: string | null,
  drawOptions: Options | null,
  logo: Logo | null,
  theme: QrTheme,
  style: QrStyle,
) {
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
      const output = await renderCode({
        payload,
        options: drawOptions,
        logo: logo?.dataUrl ?? null,
        theme,
        style,
      });
      if (cancelled) return;
      if (output.ok) previewUrl = URL.createObjectURL(output.preview);
      setRendered({ payload, options: drawOptions, logo, theme, style, output, previewUrl });
    })().catch((error: unknown) => {
      if (cancelled) return;
      console.warn('QR rendering failed:', error);
      setRenderError(true);
    });
    return () => {
      cancelled = true;
      if (previewUrl) URL.revokeObjectURL(previewUrl);
    };
  }, [payload, drawOptions, logo, theme, style]);

  // A drawing of older inputs is never shown as the current one.
  const current =
    rendered !== null &&
    rendered.payload === payload &&
    rendered.options === drawOptions &&
    rendered.logo === logo &&
    rendered.theme === theme &&
    rendered.style === style
      ? rendered
      : null;
  return { current, renderError };
}

const NOTHING: PayloadResult = { payload: null, problems: [] };

/** The payload and its problems; Event, Payment, OTP and Crypto load their builders first. */
function useChecked(tab: QrTab, inputs: QrInputs): PayloadResult {
  const basic = useMemo(() => checkBasicPayload(tab, inputs), [tab, inputs]);
  const [more, setMore] = useState<{ tab: QrTab; inputs: QrInputs; result: PayloadResult } | null>(null);
  useEffect(() => {
    if (basic) return;
    let cancelled = false;
    import('./core/checkPayload')
      .then(({ checkPayload }) => {
        if (!cancelled) setMore({ tab, inputs, result: checkPayload(tab, inputs) });
      })
      .catch((error: unknown) => console.warn('Could not load the payload builders:', error));
    return () => {
      cancelled = true;
    };
  }, [basic, tab, inputs]);
  if (basic) return basic;
  return more && more.tab === tab && more.inputs === inputs ? more.result : NOTHING;
}

/**
 * Everything the page derives from the store's inputs: the payload and its field problems, the
 * checked options, the current drawing and why its downloads are blocked.
 */
export function useQrRender(store: QrStore, t: Messages) {
  const state = useStore(store);
  const { tab, options, logo, theme, locale, style } = state;
  const { url, text, contact, wifi, email, sms, phone, location, event, payment, otp, crypto } = state;
  const inputs = useMemo(
    () => ({ url, text, contact, wifi, email, sms, phone, location, event, payment, otp, crypto }),
    [url, text, contact, wifi, email, sms, phone, location, event, payment, otp, crypto],
  );
  const checked = useChecked(tab, inputs);
  const { payload } = checked;
  const checkedOptions = useMemo(() => checkOptions(options, logo !== null), [options, logo]);
  const drawOptions = checkedOptions.options;
  const { current, renderError } = useDrawing(payload, drawOptions, logo, theme, style);

  const output = current?.output ?? null;
  const drawn = output?.ok ? output : null;
  const tooLong = output !== null && !output.ok ? output : null;
  const reasons = output ? blockedReasons(t, output, locale) : [];
  const problemOf = (field: string) => checked.problems.find((p) => p.field === field)?.problem;
  const fieldError = (field: string) => problemText(t, problemOf(field));
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
    problemOf,
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
