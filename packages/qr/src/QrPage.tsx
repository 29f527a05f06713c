import {
  Badge,
  Button,
  Card,
  CopyButton,
  downloadBlob,
  fieldClassNames,
  format,
  Label,
  PageHeader,
  pickLocale,
  Switch,
  Tab,
  TabList,
  TabPanel,
  Tabs,
  TextArea,
  TextField,
} from '@demos/kit';
import {
  CircleAlert,
  CircleCheck,
  Download,
  Eraser,
  FileCode2,
  Loader,
  QrCode,
  ShieldCheck,
} from 'lucide-react';
import { useEffect, useId, useMemo, useState } from 'react';
import { useStore } from 'zustand';
import { DEFAULT_LOCALE, isLocale, LOCALES, type Locale, MESSAGES } from './core/i18n';
import { buildPayload, QR_TABS, type QrTab } from './core/payload';
import { encodeQr, QR_MAX_BYTES, QR_SIZE, type QrTheme, qrPreviewColors } from './core/qr';
import type { Contact } from './core/vcard';
import * as styles from './QrPage.css';
import { decodeQrPng, renderQrPng, renderQrSvg } from './render';
import { createQrStore, type QrStore } from './store';

export interface QrPageProps {
  store?: QrStore;
}

const LOCALE_NAMES: Record<Locale, string> = { 'en-US': 'English', 'es-ES': 'Español' };

type ScanState = 'checking' | 'ok' | 'failed';

interface Rendered {
  payload: string;
  theme: QrTheme;
  /** The PNG offered for download: always dark modules on a light background. */
  blob: Blob;
  /** The on-screen picture (the same image, or its colour-swapped twin in dark mode). */
  previewUrl: string;
}

const CONTACT_FIELDS: { key: keyof Contact; type: string; autoComplete: string }[] = [
  { key: 'firstName', type: 'text', autoComplete: 'given-name' },
  { key: 'lastName', type: 'text', autoComplete: 'family-name' },
  { key: 'phone', type: 'tel', autoComplete: 'tel' },
  { key: 'email', type: 'email', autoComplete: 'email' },
  { key: 'organization', type: 'text', autoComplete: 'organization' },
  { key: 'url', type: 'url', autoComplete: 'url' },
];

export function QrPage({ store: injected }: QrPageProps) {
  // The page is prerendered in the default locale; the browser's locale applies once hydrated, so
  // the first client render matches the server's HTML.
  const [store] = useState(() => injected ?? createQrStore({ languages: [] }));
  useEffect(() => {
    if (!injected) store.getState().setLocale(pickLocale(LOCALES, DEFAULT_LOCALE));
  }, [injected, store]);
  const { tab, url, text, contact, theme, locale } = useStore(store);
  const t = MESSAGES[locale];
  const localeId = useId();

  const payload = useMemo(() => buildPayload(tab, { url, text, contact }), [tab, url, text, contact]);
  const layout = useMemo(() => (payload === null ? null : encodeQr(payload)), [payload]);
  const [rendered, setRendered] = useState<Rendered | null>(null);
  const [scan, setScan] = useState<ScanState>('checking');
  const [renderError, setRenderError] = useState(false);

  // Regenerate on every change of tab, input or theme (spec §4); empty input clears the preview.
  useEffect(() => {
    setRenderError(false);
    if (payload === null || !layout?.ok) {
      setRendered(null);
      return;
    }
    let cancelled = false;
    let objectUrl: string | null = null;
    (async () => {
      const blob = await renderQrPng(payload, layout.moduleCount);
      const preview =
        theme === 'dark' ? await renderQrPng(payload, layout.moduleCount, qrPreviewColors(theme)) : blob;
      if (cancelled) return;
      objectUrl = URL.createObjectURL(preview);
      setRendered({ payload, theme, blob, previewUrl: objectUrl });
      setScan('checking');
      // The check reads the downloadable image, not the preview.
      const decoded = await decodeQrPng(blob);
      if (!cancelled) setScan(decoded === payload ? 'ok' : 'failed');
    })().catch((error: unknown) => {
      if (cancelled) return;
      console.warn('QR rendering failed:', error);
      setRenderError(true);
      setScan('failed');
    });
    return () => {
      cancelled = true;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [payload, layout, theme]);

  const current =
    rendered !== null && rendered.payload === payload && rendered.theme === theme ? rendered : null;
  const tooLong = layout !== null && !layout.ok;

  const downloadSvg = async () => {
    if (payload === null) return;
    downloadBlob(await renderQrSvg(payload), `qr-code-${tab}.svg`, 'image/svg+xml;charset=utf-8');
  };

  return (
    <div className={styles.page} lang={locale}>
      <PageHeader
        icon={QrCode}
        title={t.title}
        description={t.description}
        actions={
          <div className={styles.headerControls}>
            <div className={styles.localeField}>
              <Label htmlFor={localeId}>{t.language}</Label>
              <select
                id={localeId}
                className={`${fieldClassNames.input} ${styles.select}`}
                value={locale}
                onChange={(event) => {
                  if (isLocale(event.target.value)) store.getState().setLocale(event.target.value);
                }}
              >
                {LOCALES.map((l) => (
                  <option key={l} value={l} lang={l}>
                    {LOCALE_NAMES[l]}
                  </option>
                ))}
              </select>
            </div>
            <Switch
              checked={theme === 'dark'}
              onCheckedChange={(dark) => store.getState().setTheme(dark ? 'dark' : 'light')}
              label={t.darkMode}
            />
          </div>
        }
      />

      <p className={styles.onDevice}>
        <ShieldCheck size={16} aria-hidden className={styles.onDeviceIcon} />
        {t.onDevice}
      </p>

      <div className={styles.columns}>
        <Card
          title={t.inputTitle}
          actions={
            <Button variant="ghost" size="sm" onClick={() => store.getState().clearAll()}>
              <Eraser size={16} aria-hidden />
              {t.clearAll}
            </Button>
          }
        >
          <Tabs value={tab} onValueChange={(value) => store.getState().setTab(value as QrTab)}>
            <TabList>
              {QR_TABS.map((id) => (
                <Tab key={id} value={id}>
                  {t.tabs[id]}
                </Tab>
              ))}
            </TabList>
            <TabPanel value="url" className={styles.panel}>
              <TextField
                label={t.urlLabel}
                type="url"
                inputMode="url"
                value={url}
                placeholder={t.urlPlaceholder}
                description={t.urlHint}
                onChange={(event) => store.getState().setUrl(event.target.value)}
                autoComplete="url"
                spellCheck={false}
              />
            </TabPanel>
            <TabPanel value="text" className={styles.panel}>
              <TextArea
                label={t.textLabel}
                value={text}
                placeholder={t.textPlaceholder}
                rows={6}
                onChange={(event) => store.getState().setText(event.target.value)}
              />
            </TabPanel>
            <TabPanel value="contact" className={styles.panel}>
              <p className={styles.hint}>{t.contactHint}</p>
              <div className={styles.contactGrid}>
                {CONTACT_FIELDS.map((field) => (
                  <TextField
                    key={field.key}
                    label={field.key === 'url' ? t.website : t[field.key]}
                    type={field.type}
                    autoComplete={field.autoComplete}
                    value={contact[field.key]}
                    onChange={(event) => store.getState().setContactField(field.key, event.target.value)}
                  />
                ))}
              </div>
            </TabPanel>
          </Tabs>
        </Card>

        <Card title={t.previewTitle} className={styles.previewCard}>
          <div className={styles.preview} data-theme-qr={theme}>
            {tooLong ? (
              <p className={styles.tooLong} role="alert">
                <CircleAlert size={18} aria-hidden />
                {format(t.tooLong, { bytes: layout.bytes, max: QR_MAX_BYTES })}
              </p>
            ) : current ? (
              <img
                className={styles.qrImage}
                src={current.previewUrl}
                alt={t.previewAlt}
                width={QR_SIZE}
                height={QR_SIZE}
              />
            ) : (
              <p className={styles.placeholder}>
                {payload === null ? t.emptyPreview : renderError ? t.renderFailed : t.scanning}
              </p>
            )}
          </div>
          {theme === 'dark' && <p className={styles.previewNote}>{t.darkPreviewNote}</p>}
          {current && layout?.ok && (
            <div className={styles.meta}>
              {scan === 'ok' && !renderError ? (
                <Badge tone="success">
                  <CircleCheck size={14} aria-hidden /> {t.scanOk}
                </Badge>
              ) : scan === 'checking' ? (
                <Badge tone="info">
                  <Loader size={14} aria-hidden /> {t.scanning}
                </Badge>
              ) : (
                <Badge tone="danger">
                  <CircleAlert size={14} aria-hidden /> {t.scanFailed}
                </Badge>
              )}
              <Badge>{format(t.version, { version: layout.version })}</Badge>
              <Badge>{format(t.modules, { count: layout.moduleCount })}</Badge>
            </div>
          )}
          <div className={styles.actions}>
            <Button
              variant="primary"
              disabled={!current}
              onClick={() => current && downloadBlob(current.blob, `qr-code-${tab}.png`)}
            >
              <Download size={16} aria-hidden />
              {t.download}
            </Button>
            <Button variant="secondary" disabled={!current} onClick={downloadSvg}>
              <FileCode2 size={16} aria-hidden />
              {t.downloadSvg}
            </Button>
            <CopyButton
              size="md"
              text={payload ?? ''}
              disabled={payload === null || tooLong}
              label={t.copyData}
              copiedLabel={t.copied}
            />
          </div>
        </Card>
      </div>

      <Card
        title={t.dataTitle}
        aria-label={t.dataTitle}
        actions={layout ? <Badge tone="info">{format(t.bytes, { bytes: layout.bytes })}</Badge> : undefined}
      >
        {payload === null ? (
          <p className={styles.hint}>{t.dataEmpty}</p>
        ) : (
          <pre className={styles.data}>{payload}</pre>
        )}
      </Card>
    </div>
  );
}
