import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { encodeQr } from './core/encode';
import { lookProblems } from './core/options';
import { QrPage } from './QrPage';
import type { RenderInput, RenderOutput } from './render';
import { createQrStore } from './store';
import { DEFAULT_STYLE } from './style/types';

const renderMocks = vi.hoisted(() => ({
  renderCode: vi.fn(),
  decodeQrPng: vi.fn(),
  decodeQrSvg: vi.fn(),
}));
// happy-dom has no canvas: the layout and the rules are the real ones, the drawing is a stand-in
// (drawing and decoding are covered by core tests and e2e).
vi.mock('./loadRender', () => ({ loadRender: async () => renderMocks }));

async function fakeRender({ payload, options, logo, theme }: RenderInput): Promise<RenderOutput> {
  const layout = encodeQr(payload, options.level);
  if (!layout.ok) return layout;
  const png = new Blob([payload], { type: 'image/png' });
  return {
    ...layout,
    side: 300,
    height: 300,
    png,
    svg: '<svg/>',
    preview: theme === 'dark' ? new Blob([`dark:${payload}`], { type: 'image/png' }) : png,
    look: lookProblems(options, layout.moduleCount, logo !== null),
    pngReads: true,
    svgReads: true,
  };
}

beforeEach(() => {
  renderMocks.renderCode.mockImplementation(fakeRender);
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
    expect(renderMocks.renderCode).toHaveBeenLastCalledWith({
      payload: 'https://example.com',
      options: {
        level: 'M',
        size: 300,
        margin: 4,
        foreground: '#111827',
        background: '#ffffff',
        logoSize: 20,
      },
      logo: null,
      theme: 'light',
      style: DEFAULT_STYLE,
    });

    await act(async () => {
      store.getState().setTheme('dark');
    });
    expect(renderMocks.renderCode).toHaveBeenLastCalledWith(expect.objectContaining({ theme: 'dark' }));
    expect(screen.getByText(/downloads are always dark modules on a light background/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download PNG' }).hasAttribute('disabled')).toBe(false);

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
  });

  it('opens in the language and on the tab its props ask for; a link with a type still wins', async () => {
    const { unmount } = render(<QrPage defaultLocale="es-ES" defaultTab="text" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Generador de QR' })).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: 'Texto' }).getAttribute('aria-selected')).toBe('true'),
    );
    unmount();
    window.history.replaceState(null, '', '/qr-generator?type=contact');
    render(<QrPage defaultLocale="es-ES" defaultTab="text" />);
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: 'Contacto' }).getAttribute('aria-selected')).toBe('true'),
    );
    window.history.replaceState(null, '', '/');
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

  it('opens Style on demand, draws with the chosen shapes and refuses a wrong style file', async () => {
    const store = createQrStore({ languages: ['en-US'], initial: { url: 'example.com' } });
    render(<QrPage store={store} />);
    expect(screen.queryByLabelText('Module shape')).toBeNull();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Style' }));
    });
    const shape = await screen.findByLabelText('Module shape');
    await act(async () => {
      fireEvent.change(shape, { target: { value: 'dots' } });
    });
    expect(store.getState().style.modules).toBe('dots');
    expect(renderMocks.renderCode).toHaveBeenLastCalledWith(
      expect.objectContaining({ style: expect.objectContaining({ modules: 'dots' }) }),
    );
    await act(async () => {
      fireEvent.change(screen.getByLabelText('Gradient'), { target: { value: 'linear' } });
    });
    await act(async () => {
      fireEvent.change(screen.getByLabelText('Gradient end colour'), { target: { value: '#12' } });
    });
    expect(screen.getByText('Enter a colour as #rrggbb, for example #111827.')).toBeTruthy();
    expect(store.getState().style.gradientColor).toBe('#1d4ed8');
    const file = new File(['{"kind":"other"}'], 'x.json', { type: 'application/json' });
    await act(async () => {
      fireEvent.change(screen.getByLabelText('Load style', { selector: 'input' }), {
        target: { files: [file] },
      });
    });
    expect(
      await screen.findByText('This JSON is not a QR style: choose a file saved with Save style.'),
    ).toBeTruthy();
  });

  it('says so when the browser cannot draw the code', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderMocks.renderCode.mockRejectedValueOnce(new Error('no canvas'));
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

  it('says why a Wi-Fi, SMS or location field makes the code invalid', async () => {
    const store = createQrStore({ languages: ['en-US'], initial: { tab: 'wifi' } });
    render(<QrPage store={store} />);
    expect(
      screen.getByText('Your QR code appears here as soon as there is something to encode.'),
    ).toBeTruthy();
    await act(async () => {
      fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'correct horse' } });
    });
    expect(screen.getByText('Required: the code cannot be made without it.')).toBeTruthy();
    expect(screen.getByText('Fix the marked fields to make a code.')).toBeTruthy();
    expect(encoded()).toBeNull();
    await act(async () => {
      fireEvent.change(screen.getByLabelText('Network name (SSID)'), { target: { value: 'é'.repeat(17) } });
    });
    expect(screen.getByText('A network name is at most 32 bytes; this one is 34 bytes.')).toBeTruthy();
    await act(async () => {
      fireEvent.change(screen.getByLabelText('Network name (SSID)'), { target: { value: 'Café;"Bar"' } });
    });
    expect(encoded()).toBe('WIFI:T:WPA;S:Café\\;\\"Bar\\";P:correct horse;;');
    expect(await screen.findByText('Scans correctly')).toBeTruthy();

    await act(async () => {
      store.getState().setTab('location');
      store.getState().setLocation({ latitude: '91', longitude: '-3,7038' });
    });
    expect(await screen.findByText('A latitude is between -90 and 90.')).toBeTruthy();
    await act(async () => {
      fireEvent.change(screen.getByLabelText('Latitude'), { target: { value: '40,4168' } });
    });
    expect(encoded()).toBe('geo:40.4168,-3.7038');

    await act(async () => {
      store.getState().setTab('sms');
      store.getState().setSms({ number: 'call me', message: 'hi' });
    });
    expect(await screen.findByText('Enter 3 to 15 digits, with an optional leading +.')).toBeTruthy();
  });

  it('chooses Event, Payment, OTP and Crypto under More; a bad IBAN says Invalid IBAN on its field', async () => {
    const store = createQrStore({ languages: ['en-US'] });
    render(<QrPage store={store} />);
    fireEvent.click(screen.getByRole('tab', { name: 'More' }));
    expect(store.getState().tab).toBe('email');
    await act(async () => {
      fireEvent.change(screen.getByLabelText('Type of content'), { target: { value: 'payment' } });
    });
    const iban = await screen.findByLabelText('IBAN');
    await act(async () => {
      fireEvent.change(screen.getByLabelText('Beneficiary name'), { target: { value: 'Ana' } });
      fireEvent.change(iban, { target: { value: 'ES9121000418450200051333' } });
    });
    expect(await screen.findByText('Invalid IBAN')).toBeTruthy();
    expect(iban.getAttribute('aria-invalid')).toBe('true');
    expect(encoded()).toBeNull();
    await act(async () => {
      fireEvent.change(iban, { target: { value: 'es91 2100 0418 4502 0005 1332' } });
      fireEvent.change(screen.getByLabelText('Amount in euros (optional)'), { target: { value: '12,50' } });
    });
    await waitFor(() => expect(encoded()).toBe('BCD\n002\n1\nSCT\n\nAna\nES9121000418450200051332\nEUR12.5'));

    await act(async () => {
      fireEvent.change(screen.getByLabelText('Type of content'), { target: { value: 'otp' } });
    });
    await act(async () => {
      fireEvent.change(await screen.findByLabelText('Account'), { target: { value: 'ana@example.es' } });
      fireEvent.change(screen.getByLabelText('Secret key (base32)'), { target: { value: 'JBSW Y3DP 1' } });
    });
    expect(
      await screen.findByText('A base32 secret holds only the letters A–Z and the digits 2–7.'),
    ).toBeTruthy();
    await act(async () => {
      fireEvent.change(screen.getByLabelText('Secret key (base32)'), {
        target: { value: 'jbsw y3dp ehpk 3pxp' },
      });
    });
    await waitFor(() =>
      expect(encoded()).toBe('otpauth://totp/ana%40example.es?secret=JBSWY3DPEHPK3PXP&digits=6&period=30'),
    );
    expect(screen.getByRole('tab', { name: 'More', selected: true })).toBeTruthy();
  });

  it('disables the downloads with the reason beside them: light on dark, low contrast', async () => {
    const store = createQrStore({ languages: ['en-US'], initial: { url: 'example.com' } });
    render(<QrPage store={store} />);
    const png = () => screen.getByRole('button', { name: 'Download PNG' });
    await screen.findByText('Scans correctly');
    expect(png().hasAttribute('disabled')).toBe(false);
    await act(async () => {
      fireEvent.change(screen.getByLabelText('Module colour'), { target: { value: '#ffffff' } });
      fireEvent.change(screen.getByLabelText('Background colour'), { target: { value: '#111827' } });
    });
    expect(
      await screen.findByText(
        'the modules are lighter than the background; scanners expect dark modules on a light background.',
      ),
    ).toBeTruthy();
    expect(png().hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: 'Download SVG' }).hasAttribute('disabled')).toBe(true);
    expect(png().getAttribute('aria-describedby')).toBeTruthy();

    await act(async () => {
      fireEvent.change(screen.getByLabelText('Module colour'), { target: { value: '#999999' } });
      fireEvent.change(screen.getByLabelText('Background colour'), { target: { value: '#ffffff' } });
    });
    expect(await screen.findByText('the contrast is 2.8:1; scanners need at least 3:1.')).toBeTruthy();
    expect(png().hasAttribute('disabled')).toBe(true);

    await act(async () => {
      fireEvent.change(screen.getByLabelText('Module colour'), { target: { value: 'navy' } });
    });
    expect(screen.getByText('Enter a colour as #rrggbb, for example #111827.')).toBeTruthy();
    expect(png().hasAttribute('disabled')).toBe(true);

    await act(async () => {
      fireEvent.change(screen.getByLabelText('Module colour'), { target: { value: '#1e3a8a' } });
      fireEvent.change(screen.getByLabelText('Quiet zone (modules)'), { target: { value: '2' } });
    });
    expect(
      screen.getByText('Under 4 modules (the standard quiet zone), some scanners cannot find the code.'),
    ).toBeTruthy();
    await screen.findByText('Scans correctly');
    expect(png().hasAttribute('disabled')).toBe(false);
  });

  it('refuses a non-image or an over-1 MB logo with a message', async () => {
    render(<QrPage store={createQrStore({ languages: ['en-US'], initial: { url: 'example.com' } })} />);
    const input = screen.getByLabelText('Centre logo (optional)');
    await act(async () => {
      fireEvent.change(input, {
        target: { files: [new File(['hello'], 'notes.txt', { type: 'text/plain' })] },
      });
    });
    expect(
      await screen.findByText('This file is not an image: choose a PNG, JPEG, WebP, GIF or SVG file.'),
    ).toBeTruthy();
    const big = new File([new Uint8Array(1024 * 1024 + 1)], 'huge.png', { type: 'image/png' });
    await act(async () => {
      fireEvent.change(input, { target: { files: [big] } });
    });
    expect(await screen.findByText('This image is over 1 MB: choose a smaller file.')).toBeTruthy();
  });

  it('raises the level to H while a logo is set, and refuses a logo too large for H', async () => {
    const store = createQrStore({
      languages: ['en-US'],
      initial: { url: 'example.com', logo: { name: 'logo.png', dataUrl: 'data:image/png;base64,AA==' } },
    });
    render(<QrPage store={store} />);
    expect(await screen.findByText('Scans correctly')).toBeTruthy();
    expect(renderMocks.renderCode).toHaveBeenLastCalledWith(
      expect.objectContaining({ options: expect.objectContaining({ level: 'H' }) }),
    );
    expect((screen.getByLabelText('Error correction') as HTMLSelectElement).value).toBe('H');
    expect(screen.getByText('A logo needs level H, so H is used while a logo is set.')).toBeTruthy();
    await act(async () => {
      store.getState().setOptions({ logoSize: 50 });
    });
    expect(
      await screen.findByText(/^the logo hides \d+% of the code; level H can safely restore 15%/),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download PNG' }).hasAttribute('disabled')).toBe(true);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Remove logo' }));
    });
    expect(renderMocks.renderCode).toHaveBeenLastCalledWith(
      expect.objectContaining({ logo: null, options: expect.objectContaining({ level: 'M' }) }),
    );
  });

  it('reads its settings from the URL query once mounted and keeps them there', async () => {
    window.history.replaceState(
      { idx: 3 },
      '',
      '/qr-generator?type=wifi&ssid=Caf%C3%A9%3B&security=WEP&ec=Q&dark=1',
    );
    const store = createQrStore({ languages: ['en-US'] });
    render(<QrPage store={store} syncWithUrl />);
    expect(store.getState()).toMatchObject({
      tab: 'wifi',
      wifi: { ssid: 'Café;', security: 'WEP', hidden: false },
      options: { level: 'Q' },
      theme: 'dark',
    });
    await act(async () => {
      fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'abcde' } });
      fireEvent.change(screen.getByLabelText('Size (px)'), { target: { value: '640' } });
    });
    const query = new URLSearchParams(window.location.search);
    expect(Object.fromEntries(query)).toEqual({
      type: 'wifi',
      ssid: 'Café;',
      security: 'WEP',
      ec: 'Q',
      size: '640',
      dark: '1',
    });
    // The router's history state is kept; the password never goes into the address.
    expect(window.history.state).toEqual({ idx: 3 });
    expect(window.location.search).not.toContain('abcde');
    window.history.replaceState(null, '', '/');
  });

  it('shows the new fields and options in es-ES', async () => {
    render(<QrPage store={createQrStore({ languages: ['es-ES'], initial: { tab: 'wifi' } })} />);
    for (const name of ['URL', 'Texto', 'Contacto', 'Wi-Fi', 'Más', 'Lote', 'Escanear']) {
      expect(screen.getByRole('tab', { name })).toBeTruthy();
    }
    expect(screen.getAllByRole('tab')).toHaveLength(7);
    expect(screen.getByLabelText('Nombre de la red (SSID)')).toBeTruthy();
    expect(screen.getByLabelText('Corrección de errores')).toBeTruthy();
    expect(screen.getByLabelText('Zona de silencio (módulos)')).toBeTruthy();
    expect(screen.getByLabelText('Logotipo central (opcional)')).toBeTruthy();
  });
});
