import { act, fireEvent, render, renderHook, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SIDEBAR_COOKIE_MAX_AGE, SIDEBAR_COOKIE_NAME } from './constants';
import { readSidebarCookie, SidebarProvider, useSidebar } from './SidebarProvider';

function Probe() {
  const { open, openMobile, toggleSidebar } = useSidebar();
  return (
    <button type="button" onClick={toggleSidebar}>
      {`open=${open} mobile=${openMobile}`}
    </button>
  );
}

function mockViewport(mobile: boolean) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: mobile && query.includes('max-width'),
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    })),
  );
}

describe('SidebarProvider', () => {
  beforeEach(() => {
    // biome-ignore lint/suspicious/noDocumentCookie: resetting the cookie the provider writes.
    document.cookie = `${SIDEBAR_COOKIE_NAME}=; max-age=0; path=/`;
    mockViewport(false);
  });

  it('throws a developer error when useSidebar is used outside the provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderHook(() => useSidebar())).toThrow(
      /useSidebar must be used within a <SidebarProvider>/,
    );
  });

  it('parses the sidebar:state cookie and falls back on bad values', () => {
    expect(readSidebarCookie('a=1; sidebar:state=false; b=2')).toBe(false);
    expect(readSidebarCookie('sidebar:state=true')).toBe(true);
    expect(readSidebarCookie('sidebar:state=maybe', true)).toBe(true);
    expect(readSidebarCookie('', false)).toBe(false);
  });

  it('toggles on desktop and stores the state in a 7-day cookie', () => {
    const cookieWrites: string[] = [];
    const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie');
    vi.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => {
      cookieWrites.push(value);
      descriptor?.set?.call(document, value);
    });
    render(
      <SidebarProvider>
        <Probe />
      </SidebarProvider>,
    );
    expect(screen.getByRole('button').textContent).toBe('open=true mobile=false');
    act(() => screen.getByRole('button').click());
    expect(screen.getByRole('button').textContent).toBe('open=false mobile=false');
    expect(cookieWrites.at(-1)).toContain(`${SIDEBAR_COOKIE_NAME}=false`);
    expect(cookieWrites.at(-1)).toContain(`max-age=${SIDEBAR_COOKIE_MAX_AGE}`);
    expect(SIDEBAR_COOKIE_MAX_AGE).toBe(604800);
  });

  it('reads the stored state back on load', () => {
    // biome-ignore lint/suspicious/noDocumentCookie: setting up the stored state.
    document.cookie = `${SIDEBAR_COOKIE_NAME}=false; path=/`;
    render(
      <SidebarProvider>
        <Probe />
      </SidebarProvider>,
    );
    expect(screen.getByRole('button').textContent).toBe('open=false mobile=false');
  });

  it('toggles with Ctrl+B and Cmd+B', () => {
    render(
      <SidebarProvider>
        <Probe />
      </SidebarProvider>,
    );
    fireEvent.keyDown(window, { key: 'b', ctrlKey: true });
    expect(screen.getByRole('button').textContent).toBe('open=false mobile=false');
    fireEvent.keyDown(window, { key: 'B', metaKey: true });
    expect(screen.getByRole('button').textContent).toBe('open=true mobile=false');
    fireEvent.keyDown(window, { key: 'b' });
    expect(screen.getByRole('button').textContent).toBe('open=true mobile=false');
  });

  it('uses a separate open flag on mobile', () => {
    mockViewport(true);
    render(
      <SidebarProvider>
        <Probe />
      </SidebarProvider>,
    );
    act(() => screen.getByRole('button').click());
    expect(screen.getByRole('button').textContent).toBe('open=true mobile=true');
  });
});
