import { Toast } from '@base-ui/react/toast';
import { X } from 'lucide-react';
import { useEffect } from 'react';
import * as styles from './Toaster.css';
import { connectToaster, TOAST_DURATION_MS, TOAST_VISIBLE_LIMIT } from './toast';

// The headless toast manager lives with the Toaster, so `toast()` costs a page none of its code.
const toastManager = Toast.createToastManager();

function ToastList() {
  const { toasts } = Toast.useToastManager();
  return toasts.map((item) => (
    <Toast.Root key={item.id} toast={item} className={styles.toast} data-type={item.type}>
      <Toast.Title className={styles.title} />
      <Toast.Description className={styles.description} />
      {/* Rendered only for a toast raised with an `action`. */}
      <Toast.Action className={styles.action} />
      <Toast.Close className={styles.close} aria-label="Close notification">
        <X size={14} aria-hidden />
      </Toast.Close>
    </Toast.Root>
  ));
}

/** Renders the toasts raised with `toast()`. Mount it once, near the root. */
export function Toaster() {
  useEffect(
    () =>
      connectToaster({
        add: (options) => toastManager.add(options),
        close: (id) => toastManager.close(id),
      }),
    [],
  );
  return (
    <Toast.Provider toastManager={toastManager} timeout={TOAST_DURATION_MS} limit={TOAST_VISIBLE_LIMIT}>
      <Toast.Portal>
        <Toast.Viewport className={styles.viewport}>
          <ToastList />
        </Toast.Viewport>
      </Toast.Portal>
    </Toast.Provider>
  );
}
