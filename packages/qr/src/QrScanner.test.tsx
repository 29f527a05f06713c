import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { detectPayload } from './core/detect';
import { buildWifi } from './core/formats';
import { QrPage } from './QrPage';
import { QrScanner } from './QrScanner';
import type { ScanResult } from './scanner/readPicture';
import { createQrStore } from './store';

const scanMocks = vi.hoisted(() => ({ scanPicture: vi.fn(), scanVideoFrame: vi.fn() }));
// happy-dom decodes no pictures: the reading is a stand-in here (it is tested on real pixels in
// core/scan.test.ts and in Chromium by the e2e flow); the detection is the real one.
vi.mock('./scanner/readPicture', () => ({
  ...scanMocks,
  NotAPictureError: class NotAPictureError extends Error {},
}));
vi.mock('./loadRender', () => ({
  loadRender: async () => ({ renderCode: vi.fn(() => new Promise(() => {})) }),
}));

const corners: ScanResult['corners'] = [
  { x: 0, y: 0 },
  { x: 10, y: 0 },
  { x: 10, y: 10 },
  { x: 0, y: 10 },
];
const resultOf = (text: string, at = 0): ScanResult => ({
  text,
  corners: corners.map((p) => ({ x: p.x + at, y: p.y })) as ScanResult['corners'],
  ...detectPayload(text),
});

const WIFI = buildWifi({ ssid: 'Café; "Bar"', password: 'correct horse', security: 'WPA', hidden: false })
  .payload as string;

beforeEach(() => {
  scanMocks.scanPicture.mockResolvedValue([resultOf('https://example.com/a?b=c'), resultOf(WIFI, 50)]);
});
afterEach(() => vi.clearAllMocks());

const picture = () => new File([new Uint8Array([137, 80, 78, 71])], 'codes.png', { type: 'image/png' });

describe('QrScanner', () => {
  it('lists every code of a chosen picture with its type and fields, and reports them', async () => {
    const onResult = vi.fn();
    render(<QrScanner onResult={onResult} />);
    await act(async () => {
      fireEvent.change(screen.getByLabelText('Image to scan'), { target: { files: [picture()] } });
    });
    expect(await screen.findByText('2 codes found.')).toBeTruthy();
    expect(onResult).toHaveBeenCalledWith([
      expect.objectContaining({ type: 'url' }),
      expect.objectContaining({ type: 'wifi' }),
    ]);
    expect(screen.getByText('Code 1')).toBeTruthy();
    expect(screen.getByText('Café; "Bar"')).toBeTruthy();
    // A link is shown as text, never as a link and never opened.
    expect(screen.queryByRole('link')).toBeNull();
    expect(
      screen.getByText('Links are shown, never opened: check the address before you visit it.'),
    ).toBeTruthy();
    // Without onEdit there is no way into a generator.
    expect(screen.queryByRole('button', { name: 'Edit in generator' })).toBeNull();
  });

  it('reads a picture pasted with Ctrl/⌘+V, and says when a picture holds no code', async () => {
    scanMocks.scanPicture.mockResolvedValue([]);
    render(<QrScanner locale="es-ES" />);
    const paste = new Event('paste', { bubbles: true }) as Event & { clipboardData: unknown };
    paste.clipboardData = { files: [picture()] };
    await act(async () => {
      document.dispatchEvent(paste);
    });
    expect(scanMocks.scanPicture).toHaveBeenCalledTimes(1);
    expect(
      await screen.findByText(
        'No se encontró ningún código QR en esta imagen. Prueba con una imagen más nítida o más cercana.',
      ),
    ).toBeTruthy();
  });

  it('says clearly why the camera cannot be used', async () => {
    const getUserMedia = vi.fn();
    Object.defineProperty(navigator, 'mediaDevices', { value: { getUserMedia }, configurable: true });
    render(<QrScanner />);
    for (const [name, message] of [
      ['NotAllowedError', 'Camera permission was refused.'],
      ['NotFoundError', 'No camera was found on this device.'],
    ]) {
      getUserMedia.mockRejectedValueOnce(new DOMException('no', name));
      await act(async () => {
        fireEvent.click(screen.getByRole('button', { name: 'Use camera' }));
      });
      expect((await screen.findByRole('alert')).textContent).toContain(message);
    }
    Object.defineProperty(navigator, 'mediaDevices', { value: undefined, configurable: true });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Use camera' }));
    });
    expect((await screen.findByRole('alert')).textContent).toContain(
      'This browser cannot use a camera here.',
    );
  });
});

describe('the Scan tab of the page', () => {
  it('opens a scanned code in its generator tab with the fields filled', async () => {
    const store = createQrStore({ languages: ['en-US'] });
    render(<QrPage store={store} />);
    await act(async () => {
      fireEvent.click(screen.getByRole('tab', { name: 'Scan' }));
    });
    expect(screen.queryByText('Encoded data')).toBeNull();
    await act(async () => {
      fireEvent.change(screen.getByLabelText('Image to scan'), { target: { files: [picture()] } });
    });
    const edits = await screen.findAllByRole('button', { name: 'Edit in generator' });
    await act(async () => {
      fireEvent.click(edits[1] as HTMLElement);
    });
    expect(store.getState().scanning).toBe(false);
    expect(store.getState().tab).toBe('wifi');
    expect((screen.getByLabelText('Network name (SSID)') as HTMLInputElement).value).toBe('Café; "Bar"');
    expect((screen.getByLabelText('Password') as HTMLInputElement).value).toBe('correct horse');
    expect(document.querySelector('pre')?.textContent).toBe(WIFI);
  });
});
