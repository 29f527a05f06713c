import { describe, expect, it } from 'vitest';
import { EMBED_HEIGHT_MESSAGE, embedCode } from './embedCode';
import { embeddedPath, embedTheme } from './embedPath';

describe('embeds', () => {
  it('reads the page and the theme from an embed URL', () => {
    expect(embeddedPath('/embed/qr-generator')).toBe('/qr-generator');
    expect(embeddedPath('/qr-generator')).toBeNull();
    expect(embeddedPath('/embedded')).toBeNull();
    expect(embedTheme('?theme=light')).toBe('light');
    expect(embedTheme('?theme=%3Cscript%3E')).toBeUndefined();
  });

  it('hands out a frame whose address is the embed route, quoted safely', () => {
    const code = embedCode({
      origin: 'https://demos.example',
      path: '/qr-generator',
      title: 'QR "Generator" <demo> & co',
      theme: 'dark',
    });
    const src = /<iframe src="([^"]+)"/.exec(code)?.[1] ?? '';
    expect(embeddedPath(new URL(src).pathname)).toBe('/qr-generator');
    expect(embedTheme(new URL(src).search)).toBe('dark');
    expect(code).toContain('title="QR &quot;Generator&quot; &lt;demo> &amp; co"');
    expect(code).toContain('loading="lazy"');
    expect(code).toContain(`event.origin !== "https://demos.example"`);
    expect(code).toContain(EMBED_HEIGHT_MESSAGE);
  });
});
