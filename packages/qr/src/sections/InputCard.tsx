import { Button, Card, Tab, TabList, Tabs } from '@demos/kit';
import { Eraser } from 'lucide-react';
import { useStore } from 'zustand';
import { QR_TABS, type QrTab } from '../core/payload';
import {
  ContactPanel,
  EmailPanel,
  LocationPanel,
  type PanelProps,
  PhonePanel,
  SmsPanel,
  TextPanel,
  UrlPanel,
  WifiPanel,
} from './InputPanels';

/** What the code holds: one tab per kind of content, and a button that empties them all. */
export function InputCard(props: PanelProps) {
  const { store, t } = props;
  const tab = useStore(store, (s) => s.tab);
  return (
    <Card
      title={t.inputTitle}
      actions={
        <Button variant="ghost" size="sm" icon={Eraser} onClick={() => store.getState().clearAll()}>
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
        <UrlPanel {...props} />
        <TextPanel {...props} />
        <ContactPanel {...props} />
        <WifiPanel {...props} />
        <EmailPanel {...props} />
        <SmsPanel {...props} />
        <PhonePanel {...props} />
        <LocationPanel {...props} />
      </Tabs>
    </Card>
  );
}
