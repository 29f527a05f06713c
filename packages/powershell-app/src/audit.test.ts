import { seededRandom } from '@demos/kit';
import { describe, expect, it } from 'vitest';
import { type AuditResult, escapeHtml, renderHtmlReport, reportFileName, sampleAudit } from './audit';

const base: AuditResult = {
  computer: 'WS-ACME-042',
  os: 'Microsoft Windows 11 Pro 23H2 (build 22631.4460)',
  uptime: '3 days, 4 hours, 12 minutes',
  cDrive: { used: 187.4, free: 288.9 },
  dDrive: { used: 612.3, free: 1250.7 },
  services: { running: 142, stopped: 121 },
  updates: 3,
  generatedAt: Date.UTC(2026, 0, 15, 9, 30, 0),
};

describe('HTML report', () => {
  it('is a self-contained document with every field of the result', () => {
    const html = renderHtmlReport(base);
    const doc = new DOMParser().parseFromString(html, 'text/html');
    expect(doc.title).toBe('System audit — WS-ACME-042');
    const text = doc.body.textContent ?? '';
    for (const part of [
      'WS-ACME-042',
      'Microsoft Windows 11 Pro 23H2',
      '3 days, 4 hours, 12 minutes',
      '187.4 GB',
      '288.9 GB',
      '612.3 GB',
      '1250.7 GB',
      '142',
      '121',
      '2026-01-15 09:30:00 UTC',
    ]) {
      expect(text).toContain(part);
    }
    expect(doc.querySelectorAll('script, link, img, iframe')).toHaveLength(0);
    expect(html).not.toMatch(/https?:\/\//);
    expect(doc.querySelectorAll('tbody tr')).toHaveLength(2);
  });

  it('escapes every inserted value', () => {
    const evil = '<img src=x onerror=alert(1)>"\'&';
    const html = renderHtmlReport({ ...base, computer: evil, os: evil, uptime: evil });
    const doc = new DOMParser().parseFromString(html, 'text/html');
    expect(doc.querySelectorAll('img')).toHaveLength(0);
    expect(doc.querySelector('dd')?.textContent).toBe(evil);
    expect(doc.title).toBe(`System audit — ${evil}`);
    expect(escapeHtml(evil)).toBe('&lt;img src=x onerror=alert(1)&gt;&quot;&#39;&amp;');
  });

  it('names the file after the computer, safely', () => {
    expect(reportFileName(base)).toBe('system-audit-WS-ACME-042.html');
    expect(reportFileName({ ...base, computer: '../x y' })).toBe('system-audit-_x_y.html');
  });

  it('samples plausible machines', () => {
    const random = seededRandom(3);
    for (let i = 0; i < 200; i++) {
      const audit = sampleAudit(random, 0);
      expect(audit.cDrive.used).toBeGreaterThan(0);
      expect(audit.cDrive.free).toBeGreaterThan(0);
      expect(audit.dDrive.free).toBeGreaterThan(0);
      expect(audit.services.running).toBeGreaterThanOrEqual(118);
      expect(audit.services.stopped).toBeGreaterThan(90);
      expect(audit.updates).toBeGreaterThanOrEqual(0);
      expect(audit.updates).toBeLessThanOrEqual(6);
    }
  });
});
