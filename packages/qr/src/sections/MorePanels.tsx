import { Switch, TextField } from '@demos/kit';
import { useStore } from 'zustand';
import { CRYPTO_COINS, isCryptoCoin } from '../core/moreFormats';
import * as styles from '../QrPage.css';
import type { PanelProps } from './InputPanels';
import { LabelledSelect } from './LabelledSelect';

/**
 * The forms of the types chosen under `More` that issue 39 added: Event, Payment, OTP and Crypto.
 * They load with the `More` tab (a chunk of their own), not with the page.
 */

export function EventForm({ store, t, fieldError }: PanelProps) {
  const event = useStore(store, (s) => s.event);
  const { setEvent } = store.getState();
  const dateType = event.allDay ? 'date' : 'datetime-local';
  // A date field keeps only the date part; switching back to times starts the day at 09:00.
  const toggleAllDay = (allDay: boolean) => {
    const convert = (value: string) =>
      allDay ? value.slice(0, 10) : value && !value.includes('T') ? `${value}T09:00` : value;
    setEvent({ allDay, start: convert(event.start), end: convert(event.end) });
  };
  return (
    <>
      <p className={styles.hint}>{t.eventHint}</p>
      <TextField
        label={t.eventTitle}
        value={event.title}
        error={fieldError('title')}
        onChange={(e) => setEvent({ title: e.target.value })}
      />
      <div className={styles.fieldGrid}>
        <TextField
          label={t.eventStart}
          type={dateType}
          value={event.start}
          error={fieldError('start')}
          onChange={(e) => setEvent({ start: e.target.value })}
        />
        <TextField
          label={t.eventEnd}
          type={dateType}
          value={event.end}
          error={fieldError('end')}
          onChange={(e) => setEvent({ end: e.target.value })}
        />
      </div>
      <TextField
        label={t.eventLocation}
        value={event.location}
        onChange={(e) => setEvent({ location: e.target.value })}
      />
      <Switch checked={event.allDay} onCheckedChange={toggleAllDay} label={t.allDay} />
    </>
  );
}

export function PaymentForm({ store, t, fieldError }: PanelProps) {
  const payment = useStore(store, (s) => s.payment);
  const { setPayment } = store.getState();
  return (
    <>
      <p className={styles.hint}>{t.paymentHint}</p>
      <div className={styles.fieldGrid}>
        <TextField
          label={t.payee}
          value={payment.name}
          error={fieldError('name')}
          autoComplete="off"
          onChange={(e) => setPayment({ name: e.target.value })}
        />
        <TextField
          label={t.iban}
          value={payment.iban}
          error={fieldError('iban')}
          autoComplete="off"
          spellCheck={false}
          onChange={(e) => setPayment({ iban: e.target.value })}
        />
        <TextField
          label={t.bic}
          value={payment.bic}
          error={fieldError('bic')}
          autoComplete="off"
          spellCheck={false}
          onChange={(e) => setPayment({ bic: e.target.value })}
        />
        <TextField
          label={t.euros}
          inputMode="decimal"
          value={payment.amount}
          error={fieldError('amount')}
          onChange={(e) => setPayment({ amount: e.target.value })}
        />
      </div>
      <TextField
        label={t.reference}
        value={payment.reference}
        error={fieldError('reference')}
        onChange={(e) => setPayment({ reference: e.target.value })}
      />
    </>
  );
}

export function OtpForm({ store, t, fieldError }: PanelProps) {
  const otp = useStore(store, (s) => s.otp);
  const { setOtp } = store.getState();
  return (
    <>
      <p className={styles.hint}>{t.otpHint}</p>
      <div className={styles.fieldGrid}>
        <TextField
          label={t.otpIssuer}
          value={otp.issuer}
          onChange={(e) => setOtp({ issuer: e.target.value })}
        />
        <TextField
          label={t.otpAccount}
          value={otp.account}
          error={fieldError('account')}
          autoComplete="off"
          onChange={(e) => setOtp({ account: e.target.value })}
        />
      </div>
      <TextField
        label={t.otpSecret}
        value={otp.secret}
        error={fieldError('secret')}
        autoComplete="off"
        spellCheck={false}
        onChange={(e) => setOtp({ secret: e.target.value })}
      />
      <div className={styles.fieldGrid}>
        <TextField
          label={t.otpDigits}
          inputMode="numeric"
          value={otp.digits}
          error={fieldError('digits')}
          onChange={(e) => setOtp({ digits: e.target.value })}
        />
        <TextField
          label={t.otpPeriod}
          inputMode="numeric"
          value={otp.period}
          error={fieldError('period')}
          onChange={(e) => setOtp({ period: e.target.value })}
        />
      </div>
    </>
  );
}

export function CryptoForm({ store, t, fieldError }: PanelProps) {
  const crypto = useStore(store, (s) => s.crypto);
  const { setCrypto } = store.getState();
  return (
    <>
      <p className={styles.hint}>{t.cryptoHint}</p>
      <div className={styles.fieldGrid}>
        <LabelledSelect
          label={t.coin}
          value={crypto.coin}
          onChange={(value) => {
            if (isCryptoCoin(value)) setCrypto({ coin: value });
          }}
        >
          {CRYPTO_COINS.map((coin) => (
            <option key={coin} value={coin}>
              {t.coins[coin]}
            </option>
          ))}
        </LabelledSelect>
        <TextField
          label={t.cryptoAmount}
          inputMode="decimal"
          value={crypto.amount}
          error={fieldError('amount')}
          onChange={(e) => setCrypto({ amount: e.target.value })}
        />
      </div>
      <TextField
        label={t.cryptoAddress}
        value={crypto.address}
        error={fieldError('address')}
        autoComplete="off"
        spellCheck={false}
        onChange={(e) => setCrypto({ address: e.target.value })}
      />
      {crypto.coin === 'bitcoin' && (
        <TextField
          label={t.cryptoLabel}
          value={crypto.label}
          onChange={(e) => setCrypto({ label: e.target.value })}
        />
      )}
    </>
  );
}
