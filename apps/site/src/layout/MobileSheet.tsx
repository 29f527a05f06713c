import { Dialog } from '@base-ui/react/dialog';
import { useSidebar } from '@demos/kit';
import { X } from 'lucide-react';
import { GroupedNav } from './GroupedNav';
import type { NavSection } from './navigation';
import * as styles from './Sidebar.css';

/**
 * Below 768 px the sidebar is an off-canvas sheet: a modal dialog (focus trapped, Escape and a
 * click outside close it) with its own open flag; choosing a link closes it.
 */
export default function MobileSheet({ sections }: { sections: readonly NavSection[] }) {
  const { openMobile, setOpenMobile } = useSidebar();
  return (
    <Dialog.Root open={openMobile} onOpenChange={(next) => setOpenMobile(next)}>
      <Dialog.Portal>
        <Dialog.Backdrop className={styles.backdrop} />
        <Dialog.Popup className={styles.sheet} data-sidebar="sheet">
          <div className={styles.sheetHeader}>
            <Dialog.Title className={styles.sheetTitle}>Navigation</Dialog.Title>
            <Dialog.Close className={styles.closeButton} aria-label="Close navigation">
              <X size={18} aria-hidden />
            </Dialog.Close>
          </div>
          <GroupedNav sections={sections} onNavigate={() => setOpenMobile(false)} />
        </Dialog.Popup>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
