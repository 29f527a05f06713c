import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { THEME_STORAGE_KEY, ThemeProvider, useTheme } from '../theme/ThemeProvider';
import { ClientOnly, useHydrated } from './useHydrated';

function Probe() {
  const { theme } = useTheme();
  const hydrated = useHydrated();
  return (
    <p data-theme-label={`Switch from ${theme}`}>
      {theme} {hydrated ? 'hydrated' : 'server'}
      <ClientOnly fallback={<span>placeholder</span>}>
        <span>{window.location.hash || 'no hash'}</span>
      </ClientOnly>
    </p>
  );
}

describe('hydrating prerendered HTML', () => {
  let container: HTMLDivElement;
  beforeEach(() => {
    localStorage.clear();
    document.documentElement.dataset.theme = 'light';
    container = document.createElement('div');
    document.body.append(container);
  });
  afterEach(() => {
    container.remove();
    vi.restoreAllMocks();
  });

  it('renders the server version on the server, then the browser state, without a mismatch', async () => {
    // The build renders with the defaults (no storage, no hash)…
    container.innerHTML = renderToString(
      <ThemeProvider>
        <Probe />
      </ThemeProvider>,
    );
    expect(container.textContent).toBe('dark serverplaceholder');
    const serverParagraph = container.querySelector('p');

    // …a visitor who chose light (boot.js already set <html data-theme="light">) hydrates it.
    localStorage.setItem(THEME_STORAGE_KEY, 'light');
    const recoverable = vi.fn();
    const errors = vi.spyOn(console, 'error');
    await act(async () => {
      hydrateRoot(
        container,
        <ThemeProvider>
          <Probe />
        </ThemeProvider>,
        { onRecoverableError: recoverable },
      );
    });

    expect(recoverable).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    // The same DOM node was kept (hydrated, not replaced), now showing the browser's state,
    // attributes included (React does not patch attributes that differ during hydration).
    expect(container.querySelector('p')).toBe(serverParagraph);
    expect(container.textContent).toBe('light hydratedno hash');
    expect(serverParagraph?.getAttribute('data-theme-label')).toBe('Switch from light');
    // The stored theme stayed on <html> throughout: no flash of the default.
    expect(document.documentElement.dataset.theme).toBe('light');
  });

  it('is hydrated from the first render in a client-only app', async () => {
    const { createRoot } = await import('react-dom/client');
    const root = createRoot(container);
    await act(async () =>
      root.render(
        <ThemeProvider>
          <Probe />
        </ThemeProvider>,
      ),
    );
    expect(container.textContent).toBe('dark hydratedno hash');
    await act(async () => root.unmount());
  });
});
