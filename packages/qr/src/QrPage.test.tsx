import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QrPage } from './QrPage';
import { createQrStore } from './store';

const renderMocks = vi.hoisted(() => ({
  renderQrPng: vi.fn(async (data: string) => new Blob([data], { type: 'image/png' })),
  renderQrSvg: vi.fn(async () => '<svg/>'),
  decodeQrPng: vi.fn(async (blob: Blob) => blob.text()),
}));
// happy-dom has no canvas: the drawing and the decoder are covered by core tests and e2e.
vi.mock('./render', () => renderMocks);

beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:qr');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => vi.clearAllMocks());

const encoded = () => document.querySelector('pre')?.textContent ?? null;

describe('QrPage', () => {
  it('picks the locale from the browser, falling back to en-US', () => {
    expect(createQrStore({ languages: ['es-MX', 'en'] }).getState().locale).toBe('es-ES');
    expect(createQrStore({ languages: ['fr-FR', 'de'] }).getState().locale).toBe('en-US');
    expect(createQrStore({ languages: [] }).getState().locale).toBe('en-US');
  });

  it('regenerates on input and theme changes, prefixes https:// and clears on empty', async () => {
    const store = createQrStore({ languages: ['en-US'] });
    render(<QrPage store={store} />);
    expect(screen.getByText('Nothing to encode yet.')).toBeTruthy();
    await act(async () => {
      fireEvent.change(screen.getByLabelText('Website address'), { target: { value: 'example.com' } });
    });
    expect(encoded()).toBe('https://example.com');
    expect(await screen.findByRole('img', { name: 'QR code for the encoded data' })).toBeTruthy();
    expect(await screen.findByText('Scans correctly')).toBeTruthy();
    expect(screen.getByText('Version 2')).toBeTruthy();
    expect(screen.getByText('25 × 25 modules')).toBeTruthy();
    expect(renderMocks.renderQrPng).toHaveBeenLastCalledWith('https://example.com', 25);
    expect(renderMocks.decodeQrPng).toHaveBeenCalledTimes(1);

    renderMocks.renderQrPng.mockClear();
    renderMocks.decodeQrPng.mockClear();
    await act(async () => {
      store.getState().setTheme('dark');
    });
    // Dark mode: the download stays dark on light (and is what gets decoded); only the preview swaps.
    expect(renderMocks.renderQrPng.mock.calls).toEqual([
      ['https://example.com', 25],
      ['https://example.com', 25, { dark: '#ffffffff', light: '#111827ff' }],
    ]);
    expect(await renderMocks.decodeQrPng.mock.calls[0]?.[0].text()).toBe('https://example.com');
    expect(screen.getByText(/downloads are always dark modules on a light background/)).toBeTruthy();

    await act(async () => {
      fireEvent.change(screen.getByLabelText('Website address'), { target: { value: '   ' } });
    });
    expect(screen.queryByRole('img', { name: 'QR code for the encoded data' })).toBeNull();
    expect(
      screen.getByText('Your QR code appears here as soon as there is something to encode.'),
    ).toBeTruthy();
  });

  it('needs a name, phone or email on the Contact tab; Clear all empties every tab', async () => {
    const store = createQrStore({ languages: ['en-US'], initial: { tab: 'contact' } });
    render(<QrPage store={store} />);
    await act(async () => {
      fireEvent.change(screen.getByLabelText('Organization'), { target: { value: 'Acme' } });
    });
    expect(encoded()).toBeNull();
    await act(async () => {
      fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'ana@acme.test' } });
    });
    expect(encoded()).toContain('BEGIN:VCARD');
    expect(encoded()).toContain('EMAIL;TYPE=INTERNET:ana@acme.test');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Clear all' }));
    });
    expect(encoded()).toBeNull();
    expect(store.getState().contact.organization).toBe('');
  });

  it('says clearly when the text is too long', async () => {
    render(
      <QrPage
        store={createQrStore({ languages: ['en-US'], initial: { tab: 'text', text: 'ñ'.repeat(1500) } })}
      />,
    );
    expect((await screen.findByRole('alert')).textContent).toContain(
      'This is too long for a QR code: 3000 bytes',
    );
    expect(renderMocks.renderQrPng).not.toHaveBeenCalled();
  });

  it('shows every label in es-ES', async () => {
    render(<QrPage store={createQrStore({ languages: ['es-ES'] })} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Generador de QR' })).toBeTruthy();
    for (const name of ['URL', 'Texto', 'Contacto']) expect(screen.getByRole('tab', { name })).toBeTruthy();
    for (const name of ['Descargar PNG', 'Descargar SVG', 'Copiar datos', 'Borrar todo']) {
      expect(screen.getByRole('button', { name })).toBeTruthy();
    }
    expect(screen.getByLabelText('Dirección web')).toBeTruthy();
  });

  it('says so when the browser cannot draw the code', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderMocks.renderQrPng.mockRejectedValueOnce(new Error('no canvas'));
    render(<QrPage store={createQrStore({ languages: ['en-US'], initial: { url: 'a.b' } })} />);
    expect(
      await screen.findByText('This browser could not draw the QR code. Try another browser.'),
    ).toBeTruthy();
    expect(warn).toHaveBeenCalled();
  });

  it('only logs a clipboard failure', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    Object.defineProperty(navigator, 'clipboard', {
      value: { writeText: vi.fn().mockRejectedValue(new Error('denied')) },
      configurable: true,
    });
    render(<QrPage store={createQrStore({ languages: ['en-US'], initial: { text: 'hi', tab: 'text' } })} />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copy Data' }));
    });
    expect(error).toHaveBeenCalled();
    expect(screen.queryByText('Copied!')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
