import { Switch, TextField } from '@demos/kit';
import { useStore } from 'zustand';
import { MORE_MESSAGES } from '../core/moreI18n';
import { CRYPTO_COINS, isCryptoCoin } from '../core/moreInputs';
import * as styles from '../QrPage.css';
import type { PanelProps } from './InputPanels';
import { LabelledSelect } from './LabelledSelect';

/**
 * The forms of the types chosen under `More` that issue 39 added: Event, Payment, OTP and Crypto.
 * They load with the `More` tab (a chunk of their own), not with the page.
 */

/** The forms' messages in the page's language, and a field's problem as text. */
function useMore({ store, problemOf }: PanelProps) {
  const locale = useStore(store, (s) => s.locale);
  const m = MORE_MESSAGES[locale];
  const fieldError = (field: string) => {
    const problem = problemOf(field);
    return problem && 'more' in problem ? m.problems[problem.code] : undefined;
  };
  return { m, fieldError };
}

export function EventForm(props: PanelProps) {
  const { store } = props;
  const { m, fieldError } = useMore(props);
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
      <p className={styles.hint}>{m.eventHint}</p>
      <TextField
        label={m.eventTitle}
        value={event.title}
        error={fieldError('title')}
        onChange={(e) => setEvent({ title: e.target.value })}
      />
      <div className={styles.fieldGrid}>
        <TextField
          label={m.eventStart}
          type={dateType}
          value={event.start}
          error={fieldError('start')}
          onChange={(e) => setEvent({ start: e.target.value })}
        />
        <TextField
          label={m.eventEnd}
          type={dateType}
          value={event.end}
          error={fieldError('end')}
          onChange={(e) => setEvent({ end: e.target.value })}
        />
      </div>
      <TextField
        label={m.eventLocation}
        value={event.location}
        onChange={(e) => setEvent({ location: e.target.value })}
      />
      <Switch checked={event.allDay} onCheckedChange={toggleAllDay} label={m.allDay} />
    </>
  );
}

export function PaymentForm(props: PanelProps) {
  const { store } = props;
  const { m, fieldError } = useMore(props);
  const payment = useStore(store, (s) => s.payment);
  const { setPayment } = store.getState();
  return (
    <>
      <p className={styles.hint}>{m.paymentHint}</p>
      <div className={styles.fieldGrid}>
        <TextField
          label={m.payee}
          value={payment.name}
          error={fieldError('name')}
          autoComplete="off"
          onChange={(e) => setPayment({ name: e.target.value })}
        />
        <TextField
          label={m.iban}
          value={payment.iban}
          error={fieldError('iban')}
          autoComplete="off"
          spellCheck={false}
          onChange={(e) => setPayment({ iban: e.target.value })}
        />
        <TextField
          label={m.bic}
          value={payment.bic}
          error={fieldError('bic')}
          autoComplete="off"
          spellCheck={false}
          onChange={(e) => setPayment({ bic: e.target.value })}
        />
        <TextField
          label={m.euros}
          inputMode="decimal"
          value={payment.amount}
          error={fieldError('amount')}
          onChange={(e) => setPayment({ amount: e.target.value })}
        />
      </div>
      <TextField
        label={m.reference}
        value={payment.reference}
        error={fieldError('reference')}
        onChange={(e) => setPayment({ reference: e.target.value })}
      />
    </>
  );
}

export function OtpForm(props: PanelProps) {
  const { store } = props;
  const { m, fieldError } = useMore(props);
  const otp = useStore(store, (s) => s.otp);
  const { setOtp } = store.getState();
  return (
    <>
      <p className={styles.hint}>{m.otpHint}</p>
      <div className={styles.fieldGrid}>
        <TextField
          label={m.otpIssuer}
          value={otp.issuer}
          onChange={(e) => setOtp({ issuer: e.target.value })}
        />
        <TextField
          label={m.otpAccount}
          value={otp.account}
          error={fieldError('account')}
          autoComplete="off"
          onChange={(e) => setOtp({ account: e.target.value })}
        />
      </div>
      <TextField
        label={m.otpSecret}
        value={otp.secret}
        error={fieldError('secret')}
        autoComplete="off"
        spellCheck={false}
        onChange={(e) => setOtp({ secret: e.target.value })}
      />
      <div className={styles.fieldGrid}>
        <TextField
          label={m.otpDigits}
          inputMode="numeric"
          value={otp.digits}
          error={fieldError('digits')}
          onChange={(e) => setOtp({ digits: e.target.value })}
        />
        <TextField
          label={m.otpPeriod}
          inputMode="numeric"
          value={otp.period}
          error={fieldError('period')}
          onChange={(e) => setOtp({ period: e.target.value })}
        />
      </div>
    </>
  );
}

export function CryptoForm(props: PanelProps) {
  const { store } = props;
  const { m, fieldError } = useMore(props);
  const crypto = useStore(store, (s) => s.crypto);
  const { setCrypto } = store.getState();
  return (
    <>
      <p className={styles.hint}>{m.cryptoHint}</p>
      <div className={styles.fieldGrid}>
        <LabelledSelect
          label={m.coin}
          value={crypto.coin}
          onChange={(value) => {
            if (isCryptoCoin(value)) setCrypto({ coin: value });
          }}
        >
          {CRYPTO_COINS.map((coin) => (
            <option key={coin} value={coin}>
              {m.coins[coin]}
            </option>
          ))}
        </LabelledSelect>
        <TextField
          label={m.cryptoAmount}
          inputMode="decimal"
          value={crypto.amount}
          error={fieldError('amount')}
          onChange={(e) => setCrypto({ amount: e.target.value })}
        />
      </div>
      <TextField
        label={m.cryptoAddress}
        value={crypto.address}
        error={fieldError('address')}
        autoComplete="off"
        spellCheck={false}
        onChange={(e) => setCrypto({ address: e.target.value })}
      />
      {crypto.coin === 'bitcoin' && (
        <TextField
          label={m.cryptoLabel}
          value={crypto.label}
          onChange={(e) => setCrypto({ label: e.target.value })}
        />
      )}
    </>
  );
}
