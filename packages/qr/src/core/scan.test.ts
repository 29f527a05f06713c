// @vitest-environment node
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { convertIndexedToRgb, decode } from 'fast-png';
import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';
import { addNoise, drawCode, type Picture, page, place } from '../../e2e/qr-images';
import { findQrCodes } from './scan';

/** A fixture PNG as RGBA (libqrencode writes 1-bit palette PNGs). */
const fixture = (name: string): Picture => {
  const png = decode(readFileSync(join(import.meta.dirname, '../../fixtures', name)));
  const rgb = png.palette ? convertIndexedToRgb(png) : png.data;
  const channels = png.palette ? rgb.length / (png.width * png.height) : png.channels;
  const data = new Uint8ClampedArray(png.width * png.height * 4);
  for (let i = 0; i < png.width * png.height; i += 1) {
    for (let c = 0; c < 4; c += 1) {
      const channel = channels >= 3 ? Math.min(c, channels - 1) : 0;
      data[i * 4 + c] = c === 3 && channels % 2 === 1 ? 255 : Number(rgb[i * channels + channel]);
    }
  }
  return { data, width: png.width, height: png.height };
};

/** The texts of packages/qr/fixtures/make.sh, made by libqrencode (not the generator's encoder). */
const QRENCODE_FIXTURES: Record<string, string> = {
  'url.png': 'https://example.com/a?b=c&d=%C3%A9#top',
  'vcard.png':
    'BEGIN:VCARD\r\nVERSION:3.0\r\nN:N\\\\;\\,úñez;Ana;;;\r\nFN:Ana Núñez\r\nTEL;TYPE=CELL:+34600112233\r\nEMAIL;TYPE=INTERNET:ana@example.es\r\nEND:VCARD',
  'wifi.png': 'WIFI:T:WPA;S:Café\\;Bar;P:pa\\:ss\\\\word;H:true;;',
  'tiny-utf8.png': '¡Hola, señor Müller! 😀 中文',
  'inverted.png': 'light modules on a dark background',
  'mecard.png': 'MECARD:N:Núñez,Ana;TEL:+34600112233;EMAIL:ana@example.es;;',
  'event.png':
    'BEGIN:VEVENT\r\nSUMMARY:Launch\\, party\r\nDTSTART:20261201T180000Z\r\nDTEND:20261201T200000Z\r\nLOCATION:Madrid\r\nEND:VEVENT',
  'epc.png': 'BCD\n002\n1\nSCT\nBPOTBEB1\nRed Cross of Belgium\nBE72000000001616\nEUR12.50\n\n\nUrgency fund',
  'otp.png': 'otpauth://totp/ACME:ana@example.es?secret=JBSWY3DPEHPK3PXP&issuer=ACME&digits=6&period=30',
};

const code = (
  text: string,
  options: Parameters<typeof drawCode>[1] = {},
  level: 'L' | 'M' | 'Q' | 'H' = 'M',
) => drawCode(QRCode.create(text, { errorCorrectionLevel: level }).modules, options);

const texts = (picture: Picture) => findQrCodes(picture).map((found) => found.text);

describe('findQrCodes', { timeout: 60_000 }, () => {
  it('reads every libqrencode fixture exactly (tiny, inverted, UTF-8, CRLF included)', () => {
    for (const [name, text] of Object.entries(QRENCODE_FIXTURES)) {
      expect(texts(fixture(name)), name).toEqual([text]);
    }
  });

  it("reads the generator's own codes at every error level", () => {
    for (const level of ['L', 'M', 'Q', 'H'] as const) {
      const text = `https://example.com/${level}?q=caf%C3%A9`;
      expect(texts(code(text, {}, level))).toEqual([text]);
    }
  });

  it('finds several codes in one picture, in reading order', () => {
    const sheet = page(900, 700);
    const labels = ['first', 'second', 'third', 'fourth', 'fifth'];
    place(sheet, code(labels[0] as string), 160, 160);
    place(sheet, code(labels[1] as string, { scale: 3 }), 700, 150, 12);
    place(sheet, code(labels[2] as string, { inverted: true }), 170, 520);
    place(sheet, code(labels[3] as string, { scale: 2 }), 470, 480, -25);
    place(sheet, code(labels[4] as string, { scale: 3 }), 760, 520, 90);
    expect(texts(sheet).sort()).toEqual([...labels].sort());
  });

  it('finds two codes that hold the same text as two codes', () => {
    const sheet = page(700, 320);
    place(sheet, code('twin'), 170, 160);
    place(sheet, code('twin'), 530, 160);
    expect(texts(sheet)).toEqual(['twin', 'twin']);
  });

  it('reads a code turned by any angle', () => {
    const failures: number[] = [];
    for (let degrees = 0; degrees < 360; degrees += 15) {
      const sheet = place(page(420, 420), code(`turned ${degrees}`, { scale: 5 }), 210, 210, degrees);
      if (texts(sheet)[0] !== `turned ${degrees}`) failures.push(degrees);
    }
    expect(failures).toEqual([]);
  });

  it('reads reversed, small, reduced and noisy codes', () => {
    expect(texts(code('reversed', { inverted: true }))).toEqual(['reversed']);
    // One pixel per module, as a thumbnail or a code far in a photograph.
    expect(texts(code('one pixel per module', { scale: 1, margin: 2 }))).toEqual(['one pixel per module']);
    const small = place(page(300, 200), code('reduced 1.6x', { scale: 4 }), 150, 100, 7, 0.4);
    expect(texts(small)).toEqual(['reduced 1.6x']);
    // Grain of ±60 levels; grain of ±20 with 2% of the pixels black or white. (Measured: ±30–60 grain
    // with 1–2% speckles defeats it at 5 px per module; see the package README.)
    const code20 = code('grain and speckles', { scale: 5 }, 'Q');
    const grainy = addNoise(place(page(500, 500), code20, 250, 250, 20), { amount: 60, speckles: 0 });
    expect(texts(grainy)).toEqual(['grain and speckles']);
    const dusty = addNoise(place(page(500, 500), code20, 250, 250, 20), { amount: 20, speckles: 0.02 });
    expect(texts(dusty)).toEqual(['grain and speckles']);
  });

  it('reads a code in a large photograph-sized picture', () => {
    const photo = page(3000, 2000, 0xcc);
    place(photo, code('in a big photo', { scale: 9 }), 2100, 1200, -8);
    expect(texts(photo)).toEqual(['in a big photo']);
  });

  it("reads a browser's ImageData, whose width and height live on its prototype", () => {
    const drawn = code('from a canvas');
    class CanvasPixels {
      get data() {
        return drawn.data;
      }
      get width() {
        return drawn.width;
      }
      get height() {
        return drawn.height;
      }
    }
    expect(texts(new CanvasPixels())).toEqual(['from a canvas']);
  });

  it('finds nothing in a blank or noisy picture', () => {
    expect(findQrCodes(page(300, 300))).toEqual([]);
    expect(findQrCodes(addNoise(page(300, 300), { speckles: 0.2 }))).toEqual([]);
  });
});

/** Each pixel pulled toward mid-grey: `factor` 1 keeps the contrast, 0.3 keeps 30% of it. */
const faded = (picture: Picture, factor: number): Picture => ({
  ...picture,
  data: picture.data.map((value, i) => (i % 4 === 3 ? value : 128 + (value - 128) * factor)),
});

/** Light and dark swapped. */
const inverted = (picture: Picture): Picture => ({
  ...picture,
  data: picture.data.map((value, i) => (i % 4 === 3 ? value : 255 - value)),
});

/** A 3 × 3 box blur, as a camera slightly out of focus. */
function blurred(picture: Picture): Picture {
  const { width, height, data } = picture;
  const out = new Uint8ClampedArray(data);
  for (let y = 1; y < height - 1; y += 1) {
    for (let x = 1; x < width - 1; x += 1) {
      for (let c = 0; c < 3; c += 1) {
        let sum = 0;
        for (let dy = -1; dy <= 1; dy += 1) {
          for (let dx = -1; dx <= 1; dx += 1) sum += data[((y + dy) * width + x + dx) * 4 + c] as number;
        }
        out[(y * width + x) * 4 + c] = sum / 9;
      }
    }
  }
  return { width, height, data: out };
}

/** The picture on a grey page turned by `degrees` and scaled by `zoom`. */
const onPage = (picture: Picture, degrees: number, zoom = 1) => {
  const side = Math.ceil(Math.hypot(picture.width, picture.height) * zoom) + 40;
  return place(page(side, side), picture, side / 2, side / 2, degrees, zoom);
};

/** The conditions of the scanner's fixture set; the README reports the rate it reaches. */
const CONDITIONS: Record<string, (picture: Picture) => Picture> = {
  'as made': (picture) => picture,
  'turned 30°': (picture) => onPage(picture, 30),
  'turned 135°': (picture) => onPage(picture, 135),
  'reduced to 60%': (picture) => onPage(picture, 0, 0.6),
  inverted,
  'blurred 3 × 3': (picture) => blurred(onPage(picture, 10)),
  '30% contrast': (picture) => faded(onPage(picture, 0), 0.3),
  'grain ±40': (picture) => addNoise(onPage(picture, 5), { amount: 40, speckles: 0, seed: 7 }),
  'grain ±20 and 1% speckles': (picture) =>
    addNoise(onPage(picture, 0), { amount: 20, speckles: 0.01, seed: 3 }),
};

describe('the scanner on its fixture set', { timeout: 180_000 }, () => {
  it('reads at least 90% of 9 libqrencode and 4 generator codes under 9 conditions, and reports the rate', () => {
    const sources: [string, Picture, string][] = [
      ...Object.entries(QRENCODE_FIXTURES).map(([name, text]): [string, Picture, string] => [
        name,
        fixture(name),
        text,
      ]),
      ...(['L', 'M', 'Q', 'H'] as const).map((level): [string, Picture, string] => {
        const text = `https://example.com/fixture/${level}?q=caf%C3%A9`;
        return [`generator ${level}`, code(text, { scale: 4 }, level), text];
      }),
    ];
    const failed: string[] = [];
    for (const [condition, transform] of Object.entries(CONDITIONS)) {
      for (const [name, picture, text] of sources) {
        if (!texts(transform(picture)).includes(text)) failed.push(`${name} ${condition}`);
      }
    }
    const total = sources.length * Object.keys(CONDITIONS).length;
    const rate = (total - failed.length) / total;
    console.log(
      `Scanner fixture set: ${total - failed.length} of ${total} read (${(rate * 100).toFixed(1)}%)` +
        (failed.length ? `; missed: ${failed.join(', ')}` : ''),
    );
    // 107 of 117 (91.5%) measured. What it misses are libqrencode's 1 to 3 px-a-module files made
    // smaller, blurred or speckled again: under 2 px a module the modules themselves are gone.
    expect(rate).toBeGreaterThanOrEqual(0.9);
  });
});
