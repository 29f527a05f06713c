import { SidebarProvider, useSidebar } from '@demos/kit';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { demos } from '../demos';
import { Sidebar } from '../layout/Sidebar';
import { Landing } from './Landing';

function SheetState() {
  const { open, openMobile } = useSidebar();
  return <output data-testid="sidebar" data-open={String(open)} data-open-mobile={String(openMobile)} />;
}

function renderHome(defaultOpen: boolean) {
  render(
    <MemoryRouter initialEntries={['/']}>
      <SidebarProvider defaultOpen={defaultOpen}>
        <Sidebar demos={demos} />
        <SheetState />
        <Landing demos={demos} />
      </SidebarProvider>
    </MemoryRouter>,
  );
  return {
    enter: () => fireEvent.click(screen.getByRole('button', { name: 'Enter' })),
    state: () => screen.getByTestId('sidebar').dataset,
  };
}

/** The viewport seen by matchMedia: a phone matches the sidebar's max-width query. */
function viewport(phone: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: phone && query.includes('max-width'),
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
      }) as unknown as MediaQueryList,
  );
}

describe('the home hero’s Enter', () => {
  afterEach(() => {
    cleanup();
    // biome-ignore lint/suspicious/noDocumentCookie: resets the sidebar cookie a test set.
    document.cookie = 'sidebar:state=; max-age=0; path=/';
  });

  it('keeps an expanded desktop sidebar open and moves the focus into the navigation', () => {
    viewport(false);
    const { enter, state } = renderHome(true);
    enter();
    expect(state().open).toBe('true');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(nav.contains(document.activeElement)).toBe(true);
    expect(document.activeElement?.getAttribute('aria-current')).toBe('page');
    // Pressed again: still open, focus still in the navigation.
    enter();
    expect(state().open).toBe('true');
  });

  it('opens a desktop sidebar collapsed to icons', async () => {
    viewport(false);
    const { enter, state } = renderHome(false);
    await act(async () => enter());
    expect(state().open).toBe('true');
  });

  it('opens the sheet on a phone', async () => {
    viewport(true);
    const { enter, state } = renderHome(true);
    await act(async () => enter());
    expect(state().openMobile).toBe('true');
  });
});

describe('the featured cards', () => {
  afterEach(cleanup);

  it('take their blurb from each page’s manifest description', () => {
    viewport(false);
    renderHome(true);
    const cards = screen.getAllByRole('article');
    expect(cards).toHaveLength(2);
    for (const card of cards) {
      const title = card.querySelector('h3')?.textContent;
      const demo = demos.find((d) => d.title === title);
      expect(demo).toBeDefined();
      expect(card.textContent).toContain(demo?.description);
    }
  });
});
