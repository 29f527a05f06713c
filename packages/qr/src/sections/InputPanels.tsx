import { Switch, TabPanel, TextArea, TextField } from '@demos/kit';
import { useStore } from 'zustand';
import { WIFI_SECURITIES, type WifiSecurity } from '../core/formats';
import type { Messages } from '../core/i18n';
import type { PayloadProblem } from '../core/payload';
import type { Contact } from '../core/vcard';
import * as styles from '../QrPage.css';
import type { QrStore } from '../store';
import { LabelledSelect } from './LabelledSelect';

export interface PanelProps {
  store: QrStore;
  t: Messages;
  /** The problem of a field of the current payload, in the page's language. */
  fieldError: (field: string) => string | undefined;
  /** The problem of a field of the current payload, as a code (Event, Payment, OTP and Crypto word their own). */
  problemOf: (field: string) => PayloadProblem['problem'] | undefined;
}

const CONTACT_FIELDS: { key: keyof Contact; type: string; autoComplete: string }[] = [
  { key: 'firstName', type: 'text', autoComplete: 'given-name' },
  { key: 'lastName', type: 'text', autoComplete: 'family-name' },
  { key: 'phone', type: 'tel', autoComplete: 'tel' },
  { key: 'email', type: 'email', autoComplete: 'email' },
  { key: 'organization', type: 'text', autoComplete: 'organization' },
  { key: 'url', type: 'url', autoComplete: 'url' },
];

const isSecurity = (value: string): value is WifiSecurity =>
  (WIFI_SECURITIES as readonly string[]).includes(value);

export function UrlPanel({ store, t }: PanelProps) {
  const url = useStore(store, (s) => s.url);
  return (
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
  );
}

export function TextPanel({ store, t }: PanelProps) {
  const text = useStore(store, (s) => s.text);
  return (
    <TabPanel value="text" className={styles.panel}>
      <TextArea
        label={t.textLabel}
        value={text}
        placeholder={t.textPlaceholder}
        rows={6}
        onChange={(event) => store.getState().setText(event.target.value)}
      />
    </TabPanel>
  );
}

export function ContactPanel({ store, t }: PanelProps) {
  const contact = useStore(store, (s) => s.contact);
  return (
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
            onChange={(event) => store.getState().setContactField(field.key, event.target.value)}
          />
        ))}
      </div>
    </TabPanel>
  );
}

export function WifiPanel({ store, t, fieldError }: PanelProps) {
  const wifi = useStore(store, (s) => s.wifi);
  const { setWifi } = store.getState();
  return (
    <TabPanel value="wifi" className={styles.panel}>
      <p className={styles.hint}>{t.wifiHint}</p>
      <div className={styles.fieldGrid}>
        <TextField
          label={t.ssid}
          value={wifi.ssid}
          error={fieldError('ssid')}
          autoComplete="off"
          spellCheck={false}
          onChange={(event) => setWifi({ ssid: event.target.value })}
        />
        <LabelledSelect
          label={t.security}
          value={wifi.security}
          onChange={(value) => {
            if (isSecurity(value)) setWifi({ security: value });
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
          onChange={(event) => setWifi({ password: event.target.value })}
        />
      </div>
      <Switch
        checked={wifi.hidden}
        onCheckedChange={(hidden) => setWifi({ hidden })}
        label={t.hiddenNetwork}
      />
    </TabPanel>
  );
}
