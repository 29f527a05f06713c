import { Card } from '@demos/kit';
import { Bell } from 'lucide-react';
import { useStore } from 'zustand';
import * as styles from './TradingBot.css';
import type { TradingStore } from './tradingStore';

/** The bot's notifications, newest first (each also pops up as a toast). */
export function NotificationsCard({ store }: { store: TradingStore }) {
  const notifications = useStore(store, (s) => s.notifications);
  const enabled = useStore(store, (s) => s.settings.notifications);
  return (
    <Card
      className={styles.notificationsCard}
      title="Notifications"
      description="Each one also pops up for 5 s."
    >
      {notifications.length === 0 ? (
        <p className={styles.muted}>{enabled ? 'No notifications yet.' : 'Notifications are off.'}</p>
      ) : (
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable list must be keyboard-scrollable.
        <section className={styles.notificationsScroll} tabIndex={0} aria-label="Notifications list">
          <ul className={styles.notifications}>
            {notifications.map((n) => (
              <li key={n.id} className={styles.notification}>
                <Bell size={16} aria-hidden className={styles.notificationIcon} />
                <div>
                  <strong>{n.title}</strong>
                  <p className={styles.muted}>{n.message}</p>
                </div>
              </li>
            ))}
          </ul>
        </section>
      )}
    </Card>
  );
}
