import { TextArea, TextField } from '@demos/kit';
import { useStore } from 'zustand';
import * as styles from '../QrPage.css';
import type { PanelProps } from './InputPanels';

/**
 * E-mail, SMS, Phone and Location: chosen under `More`, so their forms load with it (a chunk of
 * their own), not with the page.
 */
export function EmailPanel({ store, t, fieldError }: PanelProps) {
  const email = useStore(store, (s) => s.email);
  const { setEmail } = store.getState();
  return (
    <>
      <TextField
        label={t.emailTo}
        type="email"
        autoComplete="email"
        value={email.to}
        error={fieldError('to')}
        onChange={(event) => setEmail({ to: event.target.value })}
      />
      <TextField
        label={t.emailSubject}
        value={email.subject}
        onChange={(event) => setEmail({ subject: event.target.value })}
      />
      <TextArea
        label={t.emailBody}
        value={email.body}
        rows={4}
        onChange={(event) => setEmail({ body: event.target.value })}
      />
    </>
  );
}

export function SmsPanel({ store, t, fieldError }: PanelProps) {
  const sms = useStore(store, (s) => s.sms);
  const { setSms } = store.getState();
  return (
    <>
      <TextField
        label={t.smsNumber}
        type="tel"
        autoComplete="tel"
        value={sms.number}
        description={t.phoneHint}
        error={fieldError('number')}
        onChange={(event) => setSms({ number: event.target.value })}
      />
      <TextArea
        label={t.smsMessage}
        value={sms.message}
        rows={4}
        onChange={(event) => setSms({ message: event.target.value })}
      />
    </>
  );
}

export function PhonePanel({ store, t, fieldError }: PanelProps) {
  const phone = useStore(store, (s) => s.phone);
  return (
    <TextField
      label={t.phoneNumber}
      type="tel"
      autoComplete="tel"
      value={phone}
      description={t.phoneHint}
      error={fieldError('phone')}
      onChange={(event) => store.getState().setPhone(event.target.value)}
    />
  );
}

export function LocationPanel({ store, t, fieldError }: PanelProps) {
  const location = useStore(store, (s) => s.location);
  const { setLocation } = store.getState();
  return (
    <>
      <p className={styles.hint}>{t.locationHint}</p>
      <div className={styles.fieldGrid}>
        <TextField
          label={t.latitude}
          inputMode="decimal"
          value={location.latitude}
          error={fieldError('latitude')}
          onChange={(event) => setLocation({ latitude: event.target.value })}
        />
        <TextField
          label={t.longitude}
          inputMode="decimal"
          value={location.longitude}
          error={fieldError('longitude')}
          onChange={(event) => setLocation({ longitude: event.target.value })}
        />
      </div>
    </>
  );
}
