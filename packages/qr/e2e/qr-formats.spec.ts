import { expect, test } from '../../../tooling/playwright/fixtures';
import { parseWifi } from '../../../tooling/testing/wifi.ts';
import { chooseType } from './chooseType';
import { readBytes } from './qr-decoders';
import { download, readDownloads } from './readDownloads';

/**
 * Issue 21: the Wi-Fi, E-mail, SMS, Phone and Location codes, read back by ZBar from the page's own
 * downloads with hostile field values, equal byte for byte to what was typed; the options (level,
 * size, quiet zone, colours, logo); downloads refused with a reason when a code would not scan;
 * settings kept in the URL query.
 */

test.use({ locale: 'en-US' });

// 28 + 4 = 32 bytes: the longest SSID there is, with every character the format escapes.
const SSID_32 = `${'😀'.repeat(7)};:"\\`;
const PASSWORD = 'p@ss;w:o"r\\d,😀 x';
const HOSTILE = 'Re: "plan"; a,b \\ 😀 & 100% ?#=';
const BODY = 'Line 1; a:b "c"\nLine 2 \\ 😀 & 50% off?';

const utf8Equal = (a: string, b: string) =>
  expect(Buffer.from(new TextEncoder().encode(a)).toString('hex')).toBe(
    Buffer.from(new TextEncoder().encode(b)).toString('hex'),
  );

test.describe('QR generator: payload types read back by ZBar', () => {
  test.describe.configure({ timeout: 180_000 });

  test('Wi-Fi with a 32-byte hostile SSID, hidden, WPA', async ({ page }) => {
    await page.goto('/qr-generator');
    await page.getByRole('tab', { name: 'Wi-Fi' }).click({ timeout: 20_000 });
    await page.getByLabel('Network name (SSID)').fill(`${SSID_32}x`);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await expect(page.getByText('A network name is at most 32 bytes; this one is 33 bytes.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Download PNG' })).toBeDisabled();
    await page.getByLabel('Network name (SSID)').fill(SSID_32);
    await page.getByRole('switch', { name: 'Hidden network' }).click();
    const fields = parseWifi(await readDownloads(page));
    expect(fields).toEqual({ T: 'WPA', S: SSID_32, P: PASSWORD, H: 'true' });
    utf8Equal(fields.S as string, SSID_32);
    utf8Equal(fields.P as string, PASSWORD);
    // The shared link keeps the network but never the password.
    expect(new URL(page.url()).searchParams.get('ssid')).toBe(SSID_32);
    expect(page.url()).not.toContain(encodeURIComponent(PASSWORD));

    await page.getByLabel('Network name (SSID)').fill('');
    await expect(page.getByText('Required: the code cannot be made without it.')).toBeVisible();
  });

  test('E-mail, SMS and Phone with hostile subject, body and message', async ({ page }) => {
    await page.goto('/qr-generator');
    await chooseType(page, 'E-mail');
    await page.getByLabel('To', { exact: true }).fill('zoë+qr@example.es');
    await page.getByLabel('Subject').fill(HOSTILE);
    await page.getByLabel('Message').fill(BODY);
    const mail = new URL(await readDownloads(page));
    expect(mail.protocol).toBe('mailto:');
    utf8Equal(decodeURIComponent(mail.pathname), 'zoë+qr@example.es');
    utf8Equal(mail.searchParams.get('subject') as string, HOSTILE);
    utf8Equal(mail.searchParams.get('body') as string, BODY.replace(/\n/g, '\r\n'));

    await chooseType(page, 'SMS');
    await page.getByLabel('Phone number').fill('+34 600-11-22-33');
    await page.getByLabel('Message').fill(HOSTILE);
    const sms = new URL(await readDownloads(page));
    expect(sms.protocol).toBe('sms:');
    expect(sms.pathname).toBe('+34600112233');
    utf8Equal(sms.searchParams.get('body') as string, HOSTILE);

    await chooseType(page, 'Phone');
    await page.getByLabel('Phone number').fill('call me');
    await expect(page.getByText('Enter 3 to 15 digits, with an optional leading +.')).toBeVisible();
    await page.getByLabel('Phone number').fill('+34 (600) 11 22 33');
    expect(await readDownloads(page)).toBe('tel:+34600112233');
  });

  test('Location: a latitude of 91 says why; a valid place reads back', async ({ page }) => {
    await page.goto('/qr-generator');
    await chooseType(page, 'Location');
    await page.getByLabel('Latitude').fill('91');
    await page.getByLabel('Longitude').fill('-3.7038');
    await expect(page.getByText('A latitude is between -90 and 90.')).toBeVisible();
    await expect(page.getByText('Fix the marked fields to make a code.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Download PNG' })).toBeDisabled();
    await page.getByLabel('Latitude').fill('40,4168');
    expect(await readDownloads(page)).toBe('geo:40.4168,-3.7038');
  });
});

test.describe('QR generator: options, refused downloads, shared settings', () => {
  test.describe.configure({ timeout: 180_000 });

  test('level, size, quiet zone and colours; light on dark and low contrast are refused', async ({
    page,
  }) => {
    await page.goto('/qr-generator');
    await page.getByLabel('Website address').fill('example.com/a?b=c#d', { timeout: 20_000 });
    await page.getByLabel('Error correction').selectOption('Q');
    await page.getByLabel('Size (px)').fill('500');
    await page.getByLabel('Quiet zone (modules)').fill('2');
    await expect(
      page.getByText('Under 4 modules (the standard quiet zone), some scanners cannot find the code.'),
    ).toBeVisible();
    await page.getByLabel('Module colour', { exact: true }).fill('#1e3a8a');
    await page.getByLabel('Background colour', { exact: true }).fill('#fef3c7');
    expect(await readDownloads(page)).toBe('https://example.com/a?b=c#d');

    await page.getByLabel('Module colour', { exact: true }).fill('#fef3c7');
    await page.getByLabel('Background colour', { exact: true }).fill('#1e3a8a');
    const reasons = page.getByRole('status').filter({ hasText: 'Download disabled:' });
    await expect(reasons).toContainText('the modules are lighter than the background', { timeout: 20_000 });
    await expect(page.getByRole('button', { name: 'Download PNG' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Download SVG' })).toBeDisabled();

    await page.getByLabel('Module colour', { exact: true }).fill('#9ca3af');
    await page.getByLabel('Background colour', { exact: true }).fill('#ffffff');
    await expect(reasons).toContainText('scanners need at least 3:1', { timeout: 20_000 });
    await expect(page.getByRole('button', { name: 'Download PNG' })).toBeDisabled();

    await page.getByLabel('Module colour', { exact: true }).fill('blue');
    await expect(page.getByText('Enter a colour as #rrggbb, for example #111827.')).toBeVisible();

    // Reload: the settings come back from the query (after hydration).
    await page.getByLabel('Module colour', { exact: true }).fill('#1e3a8a');
    await expect(page.getByText('Scans correctly')).toBeVisible({ timeout: 20_000 });
    const query = new URL(page.url()).searchParams;
    expect(Object.fromEntries(query)).toEqual({
      url: 'example.com/a?b=c#d',
      size: '500',
      margin: '2',
      fg: '#1e3a8a',
      ec: 'Q',
    });
    await page.reload();
    await expect(page.getByLabel('Website address')).toHaveValue('example.com/a?b=c#d', { timeout: 20_000 });
    await expect(page.getByLabel('Error correction')).toHaveValue('Q');
    await expect(page.getByLabel('Size (px)')).toHaveValue('500');
    await expect(page.getByLabel('Quiet zone (modules)')).toHaveValue('2');
    await expect(page.getByLabel('Module colour', { exact: true })).toHaveValue('#1e3a8a');
    expect(await readDownloads(page)).toBe('https://example.com/a?b=c#d');
  });

  test('a centre logo: level H, still scans; too large or not an image is refused', async ({ page }) => {
    await page.goto('/qr-generator');
    await page.getByLabel('Website address').fill('https://example.com/menu', { timeout: 20_000 });
    const logoPicker = page.getByLabel('Centre logo (optional)');
    await logoPicker.setInputFiles({
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('hello'),
    });
    await expect(
      page.getByText('This file is not an image: choose a PNG, JPEG, WebP, GIF or SVG file.'),
    ).toBeVisible();
    await logoPicker.setInputFiles({
      name: 'big.png',
      mimeType: 'image/png',
      buffer: Buffer.alloc(1024 * 1024 + 1),
    });
    await expect(page.getByText('This image is over 1 MB: choose a smaller file.')).toBeVisible();

    const logo = `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><circle cx="32" cy="32" r="30" fill="#e11d48"/><text x="32" y="42" font-size="28" text-anchor="middle" fill="#fff">Q</text></svg>`;
    await logoPicker.setInputFiles({
      name: 'logo.svg',
      mimeType: 'image/svg+xml',
      buffer: Buffer.from(logo),
    });
    // The drop zone names the chosen logo (the full name in its title) and its size.
    const chosen = page.locator('[data-file-name]');
    await expect(chosen).toBeVisible();
    await expect(chosen).toHaveText('logo.svg');
    await expect(chosen).toHaveAttribute('title', 'logo.svg');
    await expect(page.getByText(`${Buffer.byteLength(logo)} B`, { exact: true })).toBeVisible();
    await expect(page.getByLabel('Error correction')).toHaveValue('H');
    await expect(page.getByLabel('Error correction')).toBeDisabled();
    expect(await readDownloads(page)).toBe('https://example.com/menu');
    const svg = new TextDecoder().decode(
      await readBytes(await (await download(page, 'Download SVG')).path()),
    );
    expect(svg).toContain('<image ');
    expect(svg).toContain('href="data:image/png;base64,');

    const slider = page.getByRole('slider', { name: 'Logo size' });
    await slider.focus();
    await page.keyboard.press('End');
    await expect(page.getByRole('status').filter({ hasText: 'Download disabled:' })).toContainText(
      'level H can safely restore 15%',
      { timeout: 20_000 },
    );
    await expect(page.getByRole('button', { name: 'Download PNG' })).toBeDisabled();

    await page.getByRole('button', { name: 'Remove logo' }).click();
    await expect(page.locator('[data-file-name]')).toHaveCount(0);
    await expect(page.getByLabel('Error correction')).toHaveValue('M');
    await expect(page.getByRole('button', { name: 'Download PNG' })).toBeEnabled({ timeout: 20_000 });
  });
});
