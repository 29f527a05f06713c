import { expect, test } from '../../../tooling/playwright/fixtures';
import { chooseType } from './chooseType';
import { DOWNLOAD_LABELS, readDownloads, readDownloadsWithPng } from './readDownloads';
import { LOCALE_WIDTHS } from './variants';

/**
 * Issue 39: the Event, Payment, OTP and Crypto types (chosen under `More`), in English at 1280 px and Spanish
 * at 390 px (variants.ts): each code downloaded as PNG and SVG and read back by ZBar to exactly the
 * text its format asks for; `Invalid IBAN` on its field; the OTP secret never in the address bar;
 * a scanned payment opened with `Edit in generator` fills the Payment form.
 */

const EVENT =
  'BEGIN:VEVENT\r\nSUMMARY:Launch\\; Q4\\, "v2" 😀\r\nDTSTART:20261201T180000\r\nDTEND:20261201T203000\r\nLOCATION:Sala 3\\, Madrid\r\nEND:VEVENT';
const PAYMENT =
  'BCD\n002\n1\nSCT\nCAIXESBBXXX\nNúñez & Hijos, S.L.\nES9121000418450200051332\nEUR1234.5\n\n\nInvoice 2026/17; thanks';
const OTP =
  'otpauth://totp/ACME%20%26%20Co:ana%40example.es?secret=JBSWY3DPEHPK3PXP&issuer=ACME%20%26%20Co&digits=8&period=30';
const ETHEREUM = 'ethereum:0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed?value=500000000000000000';

const LABELS = {
  'en-US': {
    more: 'More',
    type: 'Type of content',
    types: { event: 'Event', payment: 'Payment', otp: 'OTP', crypto: 'Crypto' },
    title: 'Title',
    start: 'Start',
    end: 'End (optional)',
    place: 'Place (optional)',
    payee: 'Beneficiary name',
    bic: 'BIC (optional)',
    amount: 'Amount in euros (optional)',
    reference: 'Reference (optional)',
    invalidIban: 'Invalid IBAN',
    issuer: 'Issuer (optional)',
    account: 'Account',
    secret: 'Secret key (base32)',
    digits: 'Digits',
    coin: 'Currency',
    address: 'Address',
    coinAmount: 'Amount (optional)',
    scan: 'Scan',
    image: 'Image to scan',
    edit: 'Edit in generator',
  },
  'es-ES': {
    more: 'Más',
    type: 'Tipo de contenido',
    types: { event: 'Evento', payment: 'Pago', otp: 'OTP', crypto: 'Cripto' },
    title: 'Título',
    start: 'Inicio',
    end: 'Fin (opcional)',
    place: 'Lugar (opcional)',
    payee: 'Nombre del beneficiario',
    bic: 'BIC (opcional)',
    amount: 'Importe en euros (opcional)',
    reference: 'Concepto (opcional)',
    invalidIban: 'IBAN no válido',
    issuer: 'Emisor (opcional)',
    account: 'Cuenta',
    secret: 'Clave secreta (base32)',
    digits: 'Dígitos',
    coin: 'Moneda',
    address: 'Dirección',
    coinAmount: 'Importe (opcional)',
    scan: 'Escanear',
    image: 'Imagen que escanear',
    edit: 'Editar en el generador',
  },
} as const;

test.describe('QR generator: Event, Payment, OTP and Crypto read back by ZBar', () => {
  test.describe.configure({ timeout: 240_000 });

  for (const [locale, width] of LOCALE_WIDTHS) {
    test(`${locale} at ${width} px`, async ({ page }) => {
      const l = LABELS[locale];
      const downloads = DOWNLOAD_LABELS[locale];
      const choose = (type: string) => chooseType(page, type, l);
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/qr-generator');
      if (locale === 'es-ES') await page.getByLabel('Language').selectOption('es-ES', { timeout: 20_000 });

      // The tab list is one row: every tab at the same height.
      const tops = await page
        .getByRole('tab')
        .evaluateAll((tabs) => tabs.map((tab) => Math.round(tab.getBoundingClientRect().top)));
      expect(tops).toHaveLength(7);
      expect(new Set(tops).size).toBe(1);

      await choose(l.types.event);
      await page.getByLabel(l.title, { exact: true }).fill('Launch; Q4, "v2" 😀');
      await page.getByLabel(l.start, { exact: true }).fill('2026-12-01T18:00');
      await page.getByLabel(l.end, { exact: true }).fill('2026-12-01T20:30');
      await page.getByLabel(l.place, { exact: true }).fill('Sala 3, Madrid');
      expect(await readDownloads(page, downloads)).toBe(EVENT);

      await choose(l.types.payment);
      await page.getByLabel(l.payee, { exact: true }).fill('Núñez & Hijos, S.L.');
      const iban = page.getByLabel('IBAN', { exact: true });
      await iban.fill('ES91 2100 0418 4502 0005 1333');
      await expect(page.getByText(l.invalidIban, { exact: true })).toBeVisible();
      await expect(iban).toHaveAttribute('aria-invalid', 'true');
      await expect(page.getByRole('button', { name: downloads.png })).toBeDisabled();
      await iban.fill('ES91 2100 0418 4502 0005 1332');
      await page.getByLabel(l.bic, { exact: true }).fill('caixesbbxxx');
      await page.getByLabel(l.amount, { exact: true }).fill('1234,5');
      await page.getByLabel(l.reference, { exact: true }).fill('Invoice 2026/17; thanks');
      const payment = await readDownloadsWithPng(page, downloads);
      expect(payment.text).toBe(PAYMENT);

      await choose(l.types.otp);
      await page.getByLabel(l.issuer, { exact: true }).fill('ACME & Co');
      await page.getByLabel(l.account, { exact: true }).fill('ana@example.es');
      await page.getByLabel(l.secret, { exact: true }).fill('jbsw y3dp ehpk 3pxp');
      await page.getByLabel(l.digits, { exact: true }).fill('8');
      expect(await readDownloads(page, downloads)).toBe(OTP);
      // The shared link keeps the account but never the secret.
      expect(new URL(page.url()).searchParams.get('account')).toBe('ana@example.es');
      expect(page.url().toUpperCase()).not.toContain('JBSW');

      await choose(l.types.crypto);
      await page.getByLabel(l.coin, { exact: true }).selectOption('ethereum');
      await page.getByLabel(l.address, { exact: true }).fill('0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed');
      await page.getByLabel(l.coinAmount, { exact: true }).fill('0.5');
      expect(await readDownloads(page, downloads)).toBe(ETHEREUM);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

      // The payment code, scanned, opens in the Payment form with its fields.
      await page.getByRole('tab', { name: l.scan }).click();
      await page
        .getByLabel(l.image)
        .setInputFiles({ name: 'payment.png', mimeType: 'image/png', buffer: Buffer.from(payment.png) });
      const results = page.locator('[data-scan-result]');
      await expect(results.locator('pre')).toHaveText(PAYMENT, { timeout: 30_000 });
      await results.getByRole('button', { name: l.edit }).click();
      await expect(page.getByRole('tab', { name: l.more, selected: true })).toBeVisible();
      await expect(page.getByLabel(l.type, { exact: true }).locator('option:checked')).toHaveText(
        l.types.payment,
      );
      await expect(page.getByLabel('IBAN', { exact: true })).toHaveValue('ES9121000418450200051332');
      await expect(page.getByLabel(l.payee, { exact: true })).toHaveValue('Núñez & Hijos, S.L.');
    });
  }
});
