import {
  Badge,
  Button,
  Card,
  CopyButton,
  downloadBlob,
  FileDrop,
  format,
  PageHeader,
  pickLocale,
  Select,
  Slider,
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
  TriangleAlert,
} from 'lucide-react';
import { type ReactNode, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useStore } from 'zustand';
import { type FieldProblem, WIFI_SECURITIES, type WifiSecurity } from './core/formats';
import { DEFAULT_LOCALE, isLocale, LOCALES, type Locale, MESSAGES, type Messages } from './core/i18n';
import {
  checkOptions,
  DEFAULT_OPTIONS,
  ERROR_LEVELS,
  isErrorLevel,
  isHexColor,
  LOGO_SIZE_MAX,
  LOGO_SIZE_MIN,
  type OptionProblem,
  type Options,
  SIZE_MAX,
  SIZE_MIN,
} from './core/options';
import { checkPayload, QR_TABS, type QrTab } from './core/payload';
import { QR_SIZE, type QrTheme } from './core/qr';
import { settingsFromQuery, settingsToQuery } from './core/query';
import type { Contact } from './core/vcard';
import { loadRender } from './loadRender';
import * as styles from './QrPage.css';
import type { RenderOutput } from './render';
import { createQrStore, type Logo, type QrState, type QrStore } from './store';

export interface QrPageProps {
  store?: QrStore;
  /**
   * Keep the settings in the page's URL query (read once hydrated, written on every change).
   * On by default when the page makes its own store.
   */
  syncWithUrl?: boolean;
}

const LOCALE_NAMES: Record<Locale, string> = { 'en-US': 'English', 'es-ES': 'Español' };

interface Rendered {
  payload: string;
  options: Options;
  logo: Logo | null;
  theme: QrTheme;
  output: RenderOutput;
  previewUrl: string | null;
}

const CONTACT_FIELDS: { key: keyof Contact; type: string; autoComplete: string }[] = [
  { key: 'firstName', type: 'text', autoComplete: 'given-name' },
  { key: 'lastName', type: 'text', autoComplete: 'family-name' },
  { key: 'phone', type: 'tel', autoComplete: 'tel' },
  { key: 'email', type: 'email', autoComplete: 'email' },
  { key: 'organization', type: 'text', autoComplete: 'organization' },
  { key: 'url', type: 'url', autoComplete: 'url' },
];

const settingsOf = (state: QrState) => ({
  tab: state.tab,
  inputs: {
    url: state.url,
    text: state.text,
    contact: state.contact,
    wifi: state.wifi,
    email: state.email,
    sms: state.sms,
    phone: state.phone,
    location: state.location,
  },
  options: state.options,
  dark: state.theme === 'dark',
});

function problemText(t: Messages, problem: FieldProblem | undefined): string | undefined {
  if (!problem) return undefined;
  return 'bytes' in problem
    ? format(t.problems[problem.code], { bytes: problem.bytes })
    : t.problems[problem.code];
}

function optionText(t: Messages, problem: OptionProblem | undefined): string | undefined {
  if (!problem) return undefined;
  if (problem.code === 'sizeRange') return format(t.sizeRange, { min: problem.min, max: problem.max });
  if (problem.code === 'marginRange') return format(t.marginRange, { max: problem.max });
  return t.colorInvalid;
}

/** Why the downloads of a drawn code are disabled (empty: they are offered). */
function blockedReasons(t: Messages, output: RenderOutput, locale: Locale): string[] {
  if (!output.ok) return [];
  const reasons = output.look.map((problem) => {
    if (problem.code === 'lightOnDark') return t.blocked.lightOnDark;
    if (problem.code === 'lowContrast') {
      return format(t.blocked.lowContrast, { ratio: problem.ratio.toLocaleString(locale), min: problem.min });
    }
    return format(t.blocked.logoTooLarge, { cover: problem.cover, max: problem.max });
  });
  if (!output.pngReads) reasons.push(t.blocked.pngUnreadable);
  if (!output.svgReads) reasons.push(t.blocked.svgUnreadable);
  return reasons;
}

function ColorField({
  label,
  value,
  error,
  pickLabel,
  fallback,
  onChange,
}: {
  label: string;
  value: string;
  error: string | undefined;
  pickLabel: string;
  fallback: string;
  onChange: (value: string) => void;
}) {
  return (
    <div className={styles.colorField}>
      <TextField
        label={label}
        value={value}
        error={error}
        spellCheck={false}
        autoComplete="off"
        maxLength={7}
        onChange={(event) => onChange(event.target.value)}
      />
      <input
        type="color"
        className={styles.colorSwatch}
        aria-label={pickLabel}
        value={isHexColor(value) ? value.trim().toLowerCase() : fallback}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}

function LabelledSelect({
  label,
  value,
  disabled,
  children,
  onChange,
}: {
  label: string;
  value: string;
  disabled?: boolean;
  children: ReactNode;
  onChange: (value: string) => void;
}) {
  return (
    <Select
      className={styles.selectField}
      label={label}
      value={value}
      disabled={disabled}
      onChange={(event) => onChange(event.target.value)}
    >
      {children}
    </Select>
  );
}

export function QrPage({ store: injected, syncWithUrl = !injected }: QrPageProps) {
  // The page is prerendered in the default locale and settings; the browser's locale and the
  // URL's query apply once hydrated, so the first client render matches the server's HTML.
  const [store] = useState(() => injected ?? createQrStore({ languages: [] }));
  useEffect(() => {
    if (!injected) store.getState().setLocale(pickLocale(LOCALES, DEFAULT_LOCALE));
  }, [injected, store]);
  useEffect(() => {
    if (!syncWithUrl) return;
    store.getState().applySettings(settingsFromQuery(window.location.search));
    return store.subscribe((state) => {
      const query = settingsToQuery(settingsOf(state));
      const search = query === '' ? '' : `?${query}`;
      if (search === window.location.search) return;
      const { pathname, hash } = window.location;
      // Keep the router's history entry (its state) and only change the query.
      window.history.replaceState(window.history.state, '', `${pathname}${search}${hash}`);
    });
  }, [store, syncWithUrl]);

  const state = useStore(store);
  const {
    tab,
    url,
    text,
    contact,
    wifi,
    email,
    sms,
    phone,
    location,
    options,
    logo,
    logoProblem,
    theme,
    locale,
  } = state;
  const t = MESSAGES[locale];
  const logoInput = useRef<HTMLInputElement>(null);

  const checked = useMemo(
    () => checkPayload(tab, { url, text, contact, wifi, email, sms, phone, location }),
    [tab, url, text, contact, wifi, email, sms, phone, location],
  );
  const { payload } = checked;
  const fieldError = (field: string) =>
    problemText(t, checked.problems.find((p) => p.field === field)?.problem);
  const checkedOptions = useMemo(() => checkOptions(options, logo !== null), [options, logo]);
  const drawOptions = checkedOptions.options;

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

  const current =
    rendered !== null &&
    rendered.payload === payload &&
    rendered.options === drawOptions &&
    rendered.logo === logo &&
    rendered.theme === theme
      ? rendered
      : null;
  const output = current?.output ?? null;
  const drawn = output?.ok ? output : null;
  const tooLong = output !== null && !output.ok ? output : null;
  const reasons = output ? blockedReasons(t, output, locale) : [];
  const canDownload = drawn !== null && reasons.length === 0;
  const reasonId = useId();

  // Only the last chosen file counts, however long each takes to read.
  const logoRequest = useRef(0);
  // The chosen logo's size, shown in the drop zone (a logo restored from elsewhere has none).
  const [logoBytes, setLogoBytes] = useState<number>();
  const chooseLogo = async (file: File | undefined) => {
    if (!file) return;
    const request = ++logoRequest.current;
    const result = await import('./logo')
      .then(({ readLogo }) => readLogo(file))
      .catch((error: unknown) => {
        console.warn('The logo could not be read:', error);
        return { problem: 'unreadable' as const };
      });
    if (request !== logoRequest.current) return;
    if ('logo' in result) {
      setLogoBytes(file.size);
      store.getState().setLogo(result.logo);
    } else store.getState().setLogo(null, result.problem);
  };
  const removeLogo = () => {
    logoRequest.current += 1;
    store.getState().setLogo(null);
    if (logoInput.current) logoInput.current.value = '';
  };

  const set = store.getState();
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

  return (
    <div className={styles.page} lang={locale}>
      <PageHeader
        icon={QrCode}
        title={t.title}
        description={t.description}
        actions={
          <div className={styles.headerControls}>
            <Select
              className={styles.localeField}
              selectClassName={styles.select}
              label={t.language}
              value={locale}
              onChange={(event) => {
                if (isLocale(event.target.value)) set.setLocale(event.target.value);
              }}
            >
              {LOCALES.map((l) => (
                <option key={l} value={l} lang={l}>
                  {LOCALE_NAMES[l]}
                </option>
              ))}
            </Select>
            <Switch
              checked={theme === 'dark'}
              onCheckedChange={(dark) => set.setTheme(dark ? 'dark' : 'light')}
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
            <Button variant="ghost" size="sm" onClick={() => set.clearAll()}>
              <Eraser size={16} aria-hidden />
              {t.clearAll}
            </Button>
          }
        >
          <Tabs value={tab} onValueChange={(value) => set.setTab(value as QrTab)}>
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
                onChange={(event) => set.setUrl(event.target.value)}
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
                onChange={(event) => set.setText(event.target.value)}
              />
            </TabPanel>
            <TabPanel value="contact" className={styles.panel}>
              <p className={styles.hint}>{t.contactHint}</p>
              <div className={styles.fieldGrid}>
                {CONTACT_FIELDS.map((field) => (
                  <TextField
                    key={field.key}
                    label={field.key === 'url' ? t.website : t[field.key]}
                    type={field.type}
                    autoComplete={field.autoComplete}
                    value={contact[field.key]}
                    onChange={(event) => set.setContactField(field.key, event.target.value)}
                  />
                ))}
              </div>
            </TabPanel>
            <TabPanel value="wifi" className={styles.panel}>
              <p className={styles.hint}>{t.wifiHint}</p>
              <div className={styles.fieldGrid}>
                <TextField
                  label={t.ssid}
                  value={wifi.ssid}
                  error={fieldError('ssid')}
                  autoComplete="off"
                  spellCheck={false}
                  onChange={(event) => set.setWifi({ ssid: event.target.value })}
                />
                <LabelledSelect
                  label={t.security}
                  value={wifi.security}
                  onChange={(value) => {
                    if ((WIFI_SECURITIES as readonly string[]).includes(value)) {
                      set.setWifi({ security: value as WifiSecurity });
                    }
                  }}
                >
                  {WIFI_SECURITIES.map((security) => (
                    <option key={security} value={security}>
                      {t.securities[security]}
                    </option>
                  ))}
                </LabelledSelect>
                <TextField
                  label={t.wifiPassword}
                  value={wifi.security === 'nopass' ? '' : wifi.password}
                  disabled={wifi.security === 'nopass'}
                  error={fieldError('password')}
                  autoComplete="off"
                  spellCheck={false}
                  onChange={(event) => set.setWifi({ password: event.target.value })}
                />
              </div>
              <Switch
                checked={wifi.hidden}
                onCheckedChange={(hidden) => set.setWifi({ hidden })}
                label={t.hiddenNetwork}
              />
            </TabPanel>
            <TabPanel value="email" className={styles.panel}>
              <TextField
                label={t.emailTo}
                type="email"
                autoComplete="email"
                value={email.to}
                error={fieldError('to')}
                onChange={(event) => set.setEmail({ to: event.target.value })}
              />
              <TextField
                label={t.emailSubject}
                value={email.subject}
                onChange={(event) => set.setEmail({ subject: event.target.value })}
              />
              <TextArea
                label={t.emailBody}
                value={email.body}
                rows={4}
                onChange={(event) => set.setEmail({ body: event.target.value })}
              />
            </TabPanel>
            <TabPanel value="sms" className={styles.panel}>
              <TextField
                label={t.smsNumber}
                type="tel"
                autoComplete="tel"
                value={sms.number}
                description={t.phoneHint}
                error={fieldError('number')}
                onChange={(event) => set.setSms({ number: event.target.value })}
              />
              <TextArea
                label={t.smsMessage}
                value={sms.message}
                rows={4}
                onChange={(event) => set.setSms({ message: event.target.value })}
              />
            </TabPanel>
            <TabPanel value="phone" className={styles.panel}>
              <TextField
                label={t.phoneNumber}
                type="tel"
                autoComplete="tel"
                value={phone}
                description={t.phoneHint}
                error={fieldError('phone')}
                onChange={(event) => set.setPhone(event.target.value)}
              />
            </TabPanel>
            <TabPanel value="location" className={styles.panel}>
              <p className={styles.hint}>{t.locationHint}</p>
              <div className={styles.fieldGrid}>
                <TextField
                  label={t.latitude}
                  inputMode="decimal"
                  value={location.latitude}
                  error={fieldError('latitude')}
                  onChange={(event) => set.setLocation({ latitude: event.target.value })}
                />
                <TextField
                  label={t.longitude}
                  inputMode="decimal"
                  value={location.longitude}
                  error={fieldError('longitude')}
                  onChange={(event) => set.setLocation({ longitude: event.target.value })}
                />
              </div>
            </TabPanel>
          </Tabs>
        </Card>

        <Card title={t.previewTitle} className={styles.previewCard}>
          <div className={styles.preview}>
            {tooLong ? (
              <p className={styles.tooLong} role="alert">
                <CircleAlert size={18} aria-hidden />
                {format(t.tooLong, {
                  bytes: tooLong.bytes,
                  max: tooLong.max,
                  level: drawOptions?.level ?? DEFAULT_OPTIONS.level,
                })}
              </p>
            ) : drawn && current?.previewUrl ? (
              <img
                className={styles.qrImage}
                src={current.previewUrl}
                alt={t.previewAlt}
                width={QR_SIZE}
                height={QR_SIZE}
              />
            ) : (
              <p className={styles.placeholder}>{placeholder}</p>
            )}
          </div>
          {theme === 'dark' && <p className={styles.previewNote}>{t.darkPreviewNote}</p>}
          {drawn && (
            <div className={styles.meta}>
              {drawn.pngReads && drawn.svgReads ? (
                <Badge tone="success">
                  <CircleCheck size={14} aria-hidden /> {t.scanOk}
                </Badge>
              ) : (
                <Badge tone="danger">
                  <CircleAlert size={14} aria-hidden /> {t.scanFailed}
                </Badge>
              )}
              <Badge>{format(t.version, { version: drawn.version })}</Badge>
              <Badge>{format(t.modules, { count: drawn.moduleCount })}</Badge>
            </div>
          )}
          {payload !== null && drawOptions !== null && !drawn && !tooLong && !renderError && (
            <div className={styles.meta}>
              <Badge tone="info">
                <Loader size={14} aria-hidden /> {t.scanning}
              </Badge>
            </div>
          )}
          <div className={styles.actions}>
            <Button
              variant="primary"
              disabled={!canDownload}
              aria-describedby={reasons.length > 0 ? reasonId : undefined}
              onClick={() => drawn && downloadBlob(drawn.png, `qr-code-${tab}.png`)}
            >
              <Download size={16} aria-hidden />
              {t.download}
            </Button>
            <Button
              variant="secondary"
              disabled={!canDownload}
              aria-describedby={reasons.length > 0 ? reasonId : undefined}
              onClick={() =>
                drawn && downloadBlob(drawn.svg, `qr-code-${tab}.svg`, 'image/svg+xml;charset=utf-8')
              }
            >
              <FileCode2 size={16} aria-hidden />
              {t.downloadSvg}
            </Button>
            <CopyButton
              size="md"
              text={payload ?? ''}
              disabled={payload === null || tooLong !== null}
              label={t.copyData}
              copiedLabel={t.copied}
            />
          </div>
          {reasons.length > 0 && (
            <div id={reasonId} className={styles.blocked} role="status">
              <CircleAlert size={16} aria-hidden className={styles.blockedIcon} />
              <div>
                <strong>{t.downloadBlocked}</strong>
                <ul className={styles.reasonList}>
                  {reasons.map((reason) => (
                    <li key={reason}>{reason}</li>
                  ))}
                </ul>
              </div>
            </div>
          )}
        </Card>
      </div>

      <Card title={t.optionsTitle} aria-label={t.optionsTitle}>
        <div className={styles.optionsGrid}>
          <div className={styles.optionStack}>
            <LabelledSelect
              label={t.level}
              value={logo ? 'H' : options.level}
              disabled={logo !== null}
              onChange={(value) => {
                if (isErrorLevel(value)) set.setOptions({ level: value });
              }}
            >
              {ERROR_LEVELS.map((level) => (
                <option key={level} value={level}>
                  {t.levels[level]}
                </option>
              ))}
            </LabelledSelect>
            {logo && <p className={styles.hint}>{t.levelForLogo}</p>}
          </div>
          <TextField
            label={t.size}
            type="number"
            inputMode="numeric"
            min={SIZE_MIN}
            max={SIZE_MAX}
            value={options.size}
            description={t.sizeHint}
            error={optionText(t, checkedOptions.problems.size)}
            onChange={(event) => set.setOptions({ size: event.target.value })}
          />
          <div className={styles.optionStack}>
            <TextField
              label={t.margin}
              type="number"
              inputMode="numeric"
              min={0}
              value={options.margin}
              error={optionText(t, checkedOptions.problems.margin)}
              onChange={(event) => set.setOptions({ margin: event.target.value })}
            />
            {checkedOptions.narrowMargin && (
              <p className={styles.warning}>
                <TriangleAlert size={16} aria-hidden className={styles.warningIcon} />
                {t.marginWarning}
              </p>
            )}
          </div>
          <ColorField
            label={t.foreground}
            value={options.foreground}
            error={optionText(t, checkedOptions.problems.foreground)}
            pickLabel={format(t.pickColor, { name: t.foreground })}
            fallback={DEFAULT_OPTIONS.foreground}
            onChange={(foreground) => set.setOptions({ foreground })}
          />
          <ColorField
            label={t.background}
            value={options.background}
            error={optionText(t, checkedOptions.problems.background)}
            pickLabel={format(t.pickColor, { name: t.background })}
            fallback={DEFAULT_OPTIONS.background}
            onChange={(background) => set.setOptions({ background })}
          />
          <div className={styles.optionStack}>
            <FileDrop
              ref={logoInput}
              label={t.logo}
              accept="image/*"
              description={t.logoHint}
              error={logoProblem ? t.logoProblems[logoProblem] : undefined}
              file={logo ? { name: logo.name, size: logoBytes } : null}
              chooseLabel={t.logoChoose}
              dropLabel={t.logoDrop}
              clearLabel={t.remove}
              clearAriaLabel={() => t.removeLogo}
              onFileChange={(file) => (file ? void chooseLogo(file) : removeLogo())}
            />
            {logo && (
              <Slider
                label={t.logoSize}
                value={options.logoSize}
                min={LOGO_SIZE_MIN}
                max={LOGO_SIZE_MAX}
                onValueChange={(logoSize) => set.setOptions({ logoSize })}
                formatValue={(value) => format(t.logoSizeValue, { value })}
              />
            )}
          </div>
        </div>
        <p className={styles.hint}>{t.shareHint}</p>
      </Card>

      <Card
        title={t.dataTitle}
        aria-label={t.dataTitle}
        actions={
          payload !== null ? (
            <Badge tone="info">{format(t.bytes, { bytes: new TextEncoder().encode(payload).length })}</Badge>
          ) : undefined
        }
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
