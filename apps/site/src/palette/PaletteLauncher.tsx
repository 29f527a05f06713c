import { Button, type DemoManifest } from '@demos/kit';
import { Search } from 'lucide-react';
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';

// The palette (Base UI's dialog and combobox, the search) loads the first time it is wanted, so
// the landing page's bundle carries only this button and the shortcut (DESIGN §6 budgets).
const loadPalette = () => import('./CommandPalette');
const CommandPalette = lazy(loadPalette);
const warm = () => {
  loadPalette().catch(() => {
    // Opening it reports the failure; a failed warm-up is not an error by itself.
  });
};

/** Ctrl+K or ⌘K, wherever the focus is: the browser's own Ctrl+K (its search bar) is kept from it. */
const isPaletteShortcut = (event: KeyboardEvent) =>
  event.key.toLowerCase() === 'k' && (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey;

/** A key that types a character (not a shortcut). */
const isTyping = (event: KeyboardEvent) =>
  event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey;

/**
 * The header's search button and the palette's keyboard shortcut. What is typed between the
 * shortcut and the palette's field taking the focus (its code may still be loading) is kept and
 * handed to the field, so a quick "Ctrl+K q r Enter" loses no letter.
 */
export function PaletteLauncher({ demos }: { demos: readonly DemoManifest[] }) {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const openRef = useRef(false);
  const returnFocus = useRef<HTMLElement | null>(null);
  const typedEarly = useRef('');
  const takeTypedEarly = useCallback(() => {
    const typed = typedEarly.current;
    typedEarly.current = '';
    return typed;
  }, []);

  const change = useCallback((next: boolean) => {
    if (next && !openRef.current) {
      returnFocus.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    }
    openRef.current = next;
    if (!next) typedEarly.current = '';
    setWanted(true);
    setOpen(next);
  }, []);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (isPaletteShortcut(event)) {
        event.preventDefault();
        change(!openRef.current);
      } else if (openRef.current && isTyping(event) && !(event.target instanceof HTMLInputElement)) {
        event.preventDefault();
        typedEarly.current += event.key;
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [change]);

  return (
    <>
      <Button
        variant="ghost"
        size="icon"
        onClick={() => change(true)}
        onPointerEnter={warm}
        onFocus={warm}
        aria-label="Search demos"
        aria-haspopup="dialog"
        aria-keyshortcuts="Control+K Meta+K"
        title="Search demos (Ctrl+K / ⌘K)"
        data-testid="palette-button"
      >
        <Search size={18} aria-hidden />
      </Button>
      {wanted && (
        <Suspense fallback={null}>
          <CommandPalette
            demos={demos}
            open={open}
            onOpenChange={change}
            returnFocus={returnFocus}
            takeTypedEarly={takeTypedEarly}
          />
        </Suspense>
      )}
    </>
  );
}
