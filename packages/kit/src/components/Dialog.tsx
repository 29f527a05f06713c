import { type ComponentType, cloneElement, lazy, type MouseEvent, Suspense, useState } from 'react';
import type { ConfirmDialogProps, DialogProps } from './DialogProps';

export type { ConfirmDialogProps, DialogProps } from './DialogProps';

// The headless dialog code (focus trap, scroll lock, dismissal) is most of a dialog's weight and
// most visits never open one: it loads when a dialog first opens. Once loaded it stays rendered, so
// closing animates and reopening is instant.
const loadImpl = () => import('./DialogImpl');
let loaded: Awaited<ReturnType<typeof loadImpl>> | null = null;
const LazyDialog = lazy(() =>
  loadImpl().then((module) => {
    loaded = module;
    return { default: module.DialogImpl };
  }),
);
const LazyConfirmDialog = lazy(() =>
  loadImpl().then((module) => {
    loaded = module;
    return { default: module.ConfirmDialogImpl };
  }),
);

function useOnceOpened(open: boolean) {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened;
}

function Deferred<P extends object>({
  show,
  Lazy,
  Ready,
  props,
}: {
  show: boolean;
  Lazy: ComponentType<P>;
  Ready: ComponentType<P> | undefined;
  props: P;
}) {
  // The component is chosen once per dialog: switching from the lazy wrapper to the loaded one
  // later would be a different component type, and React would remount the open dialog's content
  // (its fields, their focus) in the middle of its use.
  const [Component] = useState<ComponentType<P>>(() => Ready ?? Lazy);
  if (!show) return null;
  return (
    <Suspense fallback={null}>
      <Component {...props} />
    </Suspense>
  );
}

/** A modal dialog: focus trapped and restored, Escape and outside click close it. */
export function Dialog({ open, onOpenChange, trigger, ...rest }: DialogProps) {
  const [ownOpen, setOwnOpen] = useState(false);
  const isOpen = open ?? ownOpen;
  const setOpen = (next: boolean) => {
    if (open === undefined) setOwnOpen(next);
    onOpenChange?.(next);
  };
  const opened = useOnceOpened(isOpen);
  const triggerElement =
    trigger &&
    cloneElement(trigger, {
      'aria-haspopup': 'dialog',
      'aria-expanded': isOpen,
      onClick: (event: MouseEvent) => {
        (trigger.props.onClick as ((event: MouseEvent) => void) | undefined)?.(event);
        if (!event.defaultPrevented) setOpen(true);
      },
    });
  return (
    <>
      {triggerElement}
      <Deferred
        show={opened}
        Lazy={LazyDialog}
        Ready={loaded?.DialogImpl}
        props={{ ...rest, open: isOpen, onOpenChange: setOpen }}
      />
    </>
  );
}

/** An alert dialog that asks for an explicit yes; only the confirm button calls `onConfirm`. */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const opened = useOnceOpened(props.open);
  return <Deferred show={opened} Lazy={LazyConfirmDialog} Ready={loaded?.ConfirmDialogImpl} props={props} />;
}
