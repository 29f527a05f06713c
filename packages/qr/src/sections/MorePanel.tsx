import { TabPanel } from '@demos/kit';
import { lazy, type ReactNode, Suspense } from 'react';
import { useStore } from 'zustand';
import { isMoreTab, isQrTab, MORE_TABS, type QrTab } from '../core/payload';
import * as styles from '../QrPage.css';
import type { PanelProps } from './InputPanels';
import { LabelledSelect } from './LabelledSelect';

/** The type `More` opens on when the current tab is one of the tab list's own. */
export const FIRST_MORE_TAB: QrTab = MORE_TABS[0] ?? 'email';

/** The forms under `More` load when first chosen, in chunks of their own. */
const messages = () => import('./MessagePanels');
const EmailPanel = lazy(() => messages().then((m) => ({ default: m.EmailPanel })));
const SmsPanel = lazy(() => messages().then((m) => ({ default: m.SmsPanel })));
const PhonePanel = lazy(() => messages().then((m) => ({ default: m.PhonePanel })));
const LocationPanel = lazy(() => messages().then((m) => ({ default: m.LocationPanel })));
const forms = () => import('./MorePanels');
const EventForm = lazy(() => forms().then((m) => ({ default: m.EventForm })));
const PaymentForm = lazy(() => forms().then((m) => ({ default: m.PaymentForm })));
const OtpForm = lazy(() => forms().then((m) => ({ default: m.OtpForm })));
const CryptoForm = lazy(() => forms().then((m) => ({ default: m.CryptoForm })));

const FORMS: Partial<Record<QrTab, (props: PanelProps) => ReactNode>> = {
  email: EmailPanel,
  sms: SmsPanel,
  phone: PhonePanel,
  location: LocationPanel,
  event: EventForm,
  payment: PaymentForm,
  otp: OtpForm,
  crypto: CryptoForm,
};

/**
 * The `More` tab: a select of the types that do not fit in one row of tabs (E-mail, SMS, Phone,
 * Location, Event, Payment, OTP, Crypto) and the chosen type's form.
 */
export function MorePanel(props: PanelProps) {
  const { store, t } = props;
  const tab = useStore(store, (s) => s.tab);
  const current = isMoreTab(tab) ? tab : FIRST_MORE_TAB;
  const Form = FORMS[current];
  return (
    <TabPanel value="more" className={styles.panel}>
      <LabelledSelect
        label={t.moreType}
        value={current}
        onChange={(value) => {
          if (isQrTab(value)) store.getState().setTab(value);
        }}
      >
        {MORE_TABS.map((id) => (
          <option key={id} value={id}>
            {t.tabs[id]}
          </option>
        ))}
      </LabelledSelect>
      <Suspense fallback={<p className={styles.hint}>{t.moreLoading}</p>}>
        {Form && <Form {...props} />}
      </Suspense>
    </TabPanel>
  );
}
