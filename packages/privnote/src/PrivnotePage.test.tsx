import { ThemeProvider } from '@demos/kit';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { NotesApi } from './core/api';
import { PrivnotePage } from './PrivnotePage';
import { createPrivnoteStore, type PrivnoteMode } from './store';

function renderPage(mode?: PrivnoteMode) {
  const api: NotesApi = { create: vi.fn(), exists: vi.fn(), read: vi.fn() };
  const store = createPrivnoteStore({
    api,
    origin: 'https://x.test',
    search: '',
    hash: '',
    replaceUrl: vi.fn(),
  });
  if (mode) store.setState({ mode });
  render(
    <ThemeProvider defaultTheme="dark" persist={false}>
      <PrivnotePage store={store} />
    </ThemeProvider>,
  );
  return { store, api };
}

describe('PrivnotePage', () => {
  it('labels the message field and the create button, and shows the footer', () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Notes secrètes' })).toBeTruthy();
    expect(screen.getByLabelText('Votre message secret')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Créer la note' })).toBeTruthy();
    expect(
      screen.getByText('Les notes sont supprimées après leur lecture ou au bout de 7 jours.'),
    ).toBeTruthy();
  });

  it('toggles the theme from the page', async () => {
    renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'Passer au thème clair' }));
    expect(document.documentElement.dataset.theme).toBe('light');
    expect(screen.getByRole('button', { name: 'Passer au thème sombre' })).toBeTruthy();
  });

  it('renders a read note as text, never as HTML', () => {
    renderPage({ kind: 'read', text: '<img src=x onerror="alert(1)"><b>gras</b>' });
    const region = screen.getByRole('region', { name: 'Contenu de la note' });
    expect(region.textContent).toBe('<img src=x onerror="alert(1)"><b>gras</b>');
    expect(region.querySelector('img, b')).toBeNull();
    expect(screen.getByText(/Cette note a été détruite/)).toBeTruthy();
  });

  it('asks for confirmation before reading, and reads nothing until then', () => {
    const { api } = renderPage({ kind: 'confirm', id: 'id', key: 'key' });
    expect(screen.getByRole('button', { name: 'Lire la note' })).toBeTruthy();
    expect(api.read).not.toHaveBeenCalled();
  });

  it('shows the link read-only with copy and new-note buttons', () => {
    renderPage({ kind: 'created', link: 'https://x.test/privnote?id=a#b' });
    const link = screen.getByLabelText('Lien à partager') as HTMLInputElement;
    expect(link.value).toBe('https://x.test/privnote?id=a#b');
    expect(link.readOnly).toBe(true);
    expect(screen.getByRole('button', { name: 'Copier le lien' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Créer une nouvelle note' })).toBeTruthy();
    expect(screen.getByText(/s'autodétruira après avoir été lue/)).toBeTruthy();
  });
});
