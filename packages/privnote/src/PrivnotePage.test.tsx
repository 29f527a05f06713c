import { ThemeProvider } from '@demos/kit';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { NotesApi } from './core/api';
import { PrivnotePage } from './PrivnotePage';
import { createPrivnoteStore, type PrivnoteMode } from './store';

function renderPage(mode?: PrivnoteMode) {
  const api: NotesApi = {
    create: vi.fn(),
    createWithOptions: vi.fn(),
    createCounted: vi.fn(),
    readCounted: vi.fn(),
    burn: vi.fn(),
    exists: vi.fn(),
    info: vi.fn(),
    read: vi.fn(),
    readWithPassphrase: vi.fn(),
    status: vi.fn(),
    addRecipient: vi.fn(),
    burnLink: vi.fn(),
  };
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
    expect(
      screen.getByText('À la création, vous pouvez choisir un délai plus court : 1 heure ou 1 jour.'),
    ).toBeTruthy();
  });

  it('offers the three expiries, 7 days by default, and an optional passphrase', async () => {
    const { store } = renderPage();
    const select = screen.getByLabelText('Expire après') as HTMLSelectElement;
    expect(Array.from(select.options, (option) => [option.value, option.text])).toEqual([
      ['1h', '1 heure'],
      ['1d', '1 jour'],
      ['7d', '7 jours'],
    ]);
    expect(select.value).toBe('7d');
    await userEvent.selectOptions(select, '1 heure');
    expect(store.getState().expiry).toBe('1h');
    const passphrase = screen.getByLabelText('Phrase secrète (facultative)') as HTMLInputElement;
    expect(passphrase.type).toBe('password');
    await userEvent.type(passphrase, 'sésame');
    expect(store.getState().passphrase).toBe('sésame');
    await userEvent.click(screen.getByRole('button', { name: 'Afficher la phrase secrète' }));
    expect(passphrase.type).toBe('text');
  });

  it('says why a passphrase over 1024 characters is refused, and sends nothing', async () => {
    const { store, api } = renderPage();
    store.setState({ draft: 'x', passphrase: 'p'.repeat(1025) });
    expect(await screen.findByText('Phrase secrète trop longue : 1 024 caractères au maximum.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Créer la note' }));
    expect(api.createWithOptions).not.toHaveBeenCalled();
  });

  it('has no theme toggle of its own: the shell’s is the one', () => {
    renderPage();
    expect(screen.queryByRole('button', { name: /thème|theme/i })).toBeNull();
  });

  it('renders a read note as text, never as HTML', () => {
    renderPage({ kind: 'read', text: '<img src=x onerror="alert(1)"><b>gras</b>', read: 1, reads: 1 });
    const region = screen.getByRole('region', { name: 'Contenu de la note' });
    expect(region.textContent).toBe('<img src=x onerror="alert(1)"><b>gras</b>');
    expect(region.querySelector('img, b')).toBeNull();
    expect(screen.getByText(/Cette note a été détruite/)).toBeTruthy();
    expect(screen.queryByText(/^Lecture \d+ sur/)).toBeNull();
  });

  it('says which read of several this is, and that the note can still be read', () => {
    renderPage({ kind: 'read', text: 'trois fois', read: 2, reads: 3 });
    expect(screen.getByText('Lecture 2 sur 3')).toBeTruthy();
    expect(
      screen.getByText(
        'Cette note peut encore être lue 1 fois. Elle sera détruite après la dernière lecture.',
      ),
    ).toBeTruthy();
    expect(screen.queryByText(/Cette note a été détruite/)).toBeNull();
  });

  it('offers 1 to 10 reads, 1 by default', async () => {
    const { store } = renderPage();
    const select = screen.getByLabelText('Nombre de lectures') as HTMLSelectElement;
    expect(Array.from(select.options, (option) => option.text)).toEqual([
      '1 lecture',
      ...Array.from({ length: 9 }, (_, index) => `${index + 2} lectures`),
    ]);
    expect(select.value).toBe('1');
    expect(screen.getByText('Lecture unique')).toBeTruthy();
    await userEvent.selectOptions(select, '3 lectures');
    expect(store.getState().reads).toBe(3);
    expect(screen.getByText('3 lectures au plus')).toBeTruthy();
  });

  it('destroys the note from the burn link and says so', async () => {
    const { store, api } = renderPage({
      kind: 'burn',
      id: '3f2b8c1e-9d4a-4c7b-8e21-5a6f0b9c2d10',
      key: 'A'.repeat(43),
      view: { kind: 'ready' },
    });
    vi.mocked(api.burn).mockResolvedValueOnce({ destroyedAt: '2026-11-27T10:00:00.000Z' });
    await userEvent.click(screen.getByRole('button', { name: 'Détruire la note' }));
    expect(await screen.findByText('Note détruite.')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Note détruite.');
    expect(screen.queryByRole('button', { name: 'Détruire la note' })).toBeNull();
    expect(api.read).not.toHaveBeenCalled();
    expect(api.readCounted).not.toHaveBeenCalled();
    expect(store.getState().mode).toMatchObject({ view: { kind: 'burned' } });
  });

  it('asks for confirmation before reading, and reads nothing until then', () => {
    const { api } = renderPage({ kind: 'confirm', id: 'id', key: 'key', passphrase: false, remaining: 5 });
    expect(screen.getByRole('button', { name: 'Lire la note' })).toBeTruthy();
    expect(screen.queryByLabelText('Phrase secrète')).toBeNull();
    expect(api.read).not.toHaveBeenCalled();
  });

  it('asks for the passphrase on the reveal step of a protected note, and shows a wrong try', () => {
    const { store } = renderPage({ kind: 'confirm', id: 'id', key: 'key', passphrase: true, remaining: 4 });
    expect(screen.getByLabelText('Phrase secrète')).toBeTruthy();
    act(() => store.setState({ passphraseError: 'Phrase secrète incorrecte. Il reste 4 essais.' }));
    expect(screen.getByText('Phrase secrète incorrecte. Il reste 4 essais.')).toBeTruthy();
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

  it('shows the status link, the expiry, and draws the QR code only when asked', async () => {
    renderPage({
      kind: 'created',
      link: 'https://x.test/privnote?id=a#b',
      statusLink: 'https://x.test/privnote?status=a#c',
      expiry: '1h',
      hasPassphrase: true,
    });
    const status = screen.getByLabelText('Lien de suivi') as HTMLInputElement;
    expect(status.value).toBe('https://x.test/privnote?status=a#c');
    expect(status.readOnly).toBe(true);
    expect(screen.getByRole('button', { name: 'Copier le lien de suivi' })).toBeTruthy();
    expect(
      screen.getByText(/supprimée au bout de 1 heure\..*Protégée par une phrase secrète\./),
    ).toBeTruthy();
    expect(screen.queryByRole('img', { name: 'QR code du lien de la note' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Afficher le QR code' }));
    const qr = await screen.findByRole('img', { name: 'QR code du lien de la note' });
    expect(qr.querySelector('path')?.getAttribute('d')).toMatch(/^M\d+ \d+h1v1h-1z/);
    await userEvent.click(screen.getByRole('button', { name: 'Masquer le QR code' }));
    expect(screen.queryByRole('img', { name: 'QR code du lien de la note' })).toBeNull();
  });

  it.each([
    [
      { state: 'unread', expiresAt: '2026-11-30T10:20:00.000Z' },
      /^Non lue \(expire le 30 novembre 2026 à \d\d:20\)$/,
    ],
    [
      { state: 'read', readAt: '2026-11-24T08:05:00.000Z', expiresAt: '2026-11-30T10:20:00.000Z' },
      /^Lue le 24 novembre 2026 à \d\d:05$/,
    ],
    [{ state: 'expired', expiresAt: '2026-11-23T11:20:00.000Z' }, /^Expirée sans avoir été lue$/],
  ] as const)('shows only the state on the status page (%o)', (status, text) => {
    renderPage({ kind: 'status', id: 'id', key: 'key', view: { kind: 'ready', status } });
    expect(screen.getByRole('heading', { name: 'Suivi de la note' })).toBeTruthy();
    expect(within(screen.getByRole('status')).getByText(text)).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Contenu de la note' })).toBeNull();
  });

  it('refreshes the status on demand', async () => {
    const { store, api } = renderPage({
      kind: 'status',
      id: '3f2b8c1e-9d4a-4c7b-8e21-5a6f0b9c2d10',
      key: 'pQ4m2Xv7bN1kL8sT3wY6zR0cH5jF9dG2aE7uK4iO1qM',
      view: { kind: 'missing' },
    });
    expect(screen.getByText(/Aucune note ne correspond à ce lien de suivi/)).toBeTruthy();
    vi.mocked(api.status).mockResolvedValueOnce({ state: 'expired', expiresAt: '2026-11-23T11:20:00.000Z' });
    await userEvent.click(screen.getByRole('button', { name: 'Actualiser' }));
    await waitFor(() => expect(screen.getByText('Expirée sans avoir été lue')).toBeTruthy());
    expect(store.getState().mode.kind).toBe('status');
  });
});
