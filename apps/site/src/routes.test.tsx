import { type DemoManifest, defineDemo, ThemeProvider } from '@demos/kit';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, useRoutes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { createRoutes } from './routes';

function Broken(): never {
  throw new Error('Kaboom from the page');
}

const manifests: DemoManifest[] = [
  defineDemo({
    id: 'ok',
    path: '/ok',
    title: 'Fine Page',
    group: 'Web',
    description: 'A page for the router tests.',
    keywords: [],
    createdAt: '2026-11-22',
    icon: () => null,
    load: async () => ({ default: () => <h1>Fine page content</h1> }),
  }),
  defineDemo({
    id: 'broken',
    path: '/broken',
    title: 'Broken Page',
    group: 'Web',
    description: 'A page for the router tests.',
    keywords: [],
    createdAt: '2026-11-22',
    icon: () => null,
    load: async () => ({ default: Broken }),
  }),
];

function Routes() {
  return useRoutes(createRoutes(manifests));
}

/** Awaited: a page suspends on its chunk (`use`), and React retries it inside this act scope. */
async function renderAt(path: string) {
  await act(async () => {
    render(
      <ThemeProvider persist={false}>
        <MemoryRouter initialEntries={[path]}>
          <Routes />
        </MemoryRouter>
      </ThemeProvider>,
    );
  });
}

describe('site routes', () => {
  it('renders a lazy page and sets the document title', async () => {
    await renderAt('/ok');
    expect(await screen.findByRole('heading', { name: 'Fine page content' })).toBeTruthy();
    expect(document.title).toBe('Fine Page · Halcyon Labs');
  });

  it('shows the 404 page for an unknown path and logs it', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    await renderAt('/nowhere');
    expect(await screen.findByRole('heading', { name: 'Oops! Page not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Return to Home' }).getAttribute('href')).toBe('/');
    expect(error).toHaveBeenCalledWith('404 Error: User attempted to access non-existent route:', '/nowhere');
  });

  it('contains a page that throws: error page with the message, shell still there', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await renderAt('/broken');
    expect(await screen.findByRole('heading', { name: 'Unexpected Application Error!' })).toBeTruthy();
    expect(screen.getByText('Kaboom from the page')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Toggle sidebar' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeTruthy();
  });

  it('refuses a manifest list with duplicate paths', () => {
    expect(() => createRoutes([manifests[0]!, { ...manifests[1]!, path: '/ok' }])).toThrow(
      'Duplicate demo path "/ok".',
    );
  });
});
