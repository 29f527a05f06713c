import { type LogTone, type Random, randomInt } from '@demos/kit';

export interface DriveUsage {
  /** Gigabytes. */
  used: number;
  free: number;
}

/** Spec §3: the PowerShell audit result. */
export interface AuditResult {
  computer: string;
  os: string;
  uptime: string;
  cDrive: DriveUsage;
  dDrive: DriveUsage;
  services: { running: number; stopped: number };
  /** Pending Windows updates. */
  updates: number;
  /** When the audit finished (epoch ms). */
  generatedAt: number;
}

export interface AuditStep {
  at: number;
  text: string;
  tone: LogTone;
}

export const AUDIT_DURATION_MS = 3200;

/** What `Invoke-SystemAudit.ps1` prints while it collects the data. */
export const AUDIT_STEPS: readonly AuditStep[] = [
  { at: 0, text: 'PS C:\\Scripts> .\\Invoke-SystemAudit.ps1 -Verbose', tone: 'command' },
  { at: 300, text: 'VERBOSE: Get-CimInstance Win32_ComputerSystem, Win32_OperatingSystem', tone: 'muted' },
  { at: 800, text: 'VERBOSE: Computing uptime from LastBootUpTime', tone: 'muted' },
  { at: 1200, text: 'VERBOSE: Get-CimInstance Win32_LogicalDisk -Filter "DriveType=3"', tone: 'muted' },
  { at: 1800, text: 'VERBOSE: Get-Service | Group-Object Status', tone: 'muted' },
  {
    at: 2500,
    text: 'VERBOSE: Microsoft.Update.Session → Search("IsInstalled=0 and IsHidden=0")',
    tone: 'muted',
  },
  {
    at: AUDIT_DURATION_MS,
    text: 'Audit complete. Run Export-AuditReport to write the HTML report.',
    tone: 'success',
  },
];

const round1 = (value: number) => Math.round(value * 10) / 10;

/** A plausible workstation, drawn from `random`. */
export function sampleAudit(random: Random, now: number): AuditResult {
  const cSize = 476.3;
  const dSize = 1863;
  const cUsed = round1(cSize * (0.35 + random() * 0.45));
  const dUsed = round1(dSize * (0.2 + random() * 0.6));
  const days = randomInt(random, 0, 20);
  const hours = randomInt(random, 0, 23);
  const minutes = randomInt(random, 0, 59);
  const running = randomInt(random, 118, 156);
  return {
    computer: `WS-ACME-${String(randomInt(random, 1, 250)).padStart(3, '0')}`,
    os: 'Microsoft Windows 11 Pro 23H2 (build 22631.4460)',
    uptime: `${days} days, ${hours} hours, ${minutes} minutes`,
    cDrive: { used: cUsed, free: round1(cSize - cUsed) },
    dDrive: { used: dUsed, free: round1(dSize - dUsed) },
    services: { running, stopped: randomInt(random, 250, 290) - running },
    updates: randomInt(random, 0, 6),
    generatedAt: now,
  };
}

/** Escapes text for HTML element content and quoted attribute values. */
export function escapeHtml(value: unknown): string {
  return String(value)
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

const percentUsed = (drive: DriveUsage) => Math.round((drive.used / (drive.used + drive.free)) * 100);

/**
 * The full report as one self-contained HTML document (inline styles, no scripts, no external
 * resources), like ConvertTo-Html output with a stylesheet. Every value is escaped.
 */
export function renderHtmlReport(result: AuditResult): string {
  const e = escapeHtml;
  const drive = (letter: string, d: DriveUsage) => {
    const pct = percentUsed(d);
    return `<tr><th scope="row">${e(letter)}</th><td>${e(d.used.toFixed(1))} GB</td><td>${e(d.free.toFixed(1))} GB</td><td><div class="bar" role="img" aria-label="${e(pct)}% used"><span style="width:${e(pct)}%"></span></div> ${e(pct)}%</td></tr>`;
  };
  const when = new Date(result.generatedAt).toISOString().replace('T', ' ').slice(0, 19);
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'">
<title>System audit — ${e(result.computer)}</title>
<style>
  :root { color-scheme: light dark; --bg: #f6f7fb; --card: #fff; --text: #111827; --muted: #4b5563; --line: #d7dce6; --accent: #2f5bd3; --ok: #15803d; --warn: #b45309; }
  @media (prefers-color-scheme: dark) { :root { --bg: #0a0e17; --card: #111827; --text: #e8ecf4; --muted: #a3adc2; --line: #263044; --accent: #7aa7ff; --ok: #4ade80; --warn: #fbbf24; } }
  * { box-sizing: border-box; }
  body { margin: 0; padding: 2rem 1rem; background: var(--bg); color: var(--text); font: 15px/1.6 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
  main { max-width: 52rem; margin: 0 auto; display: grid; gap: 1.25rem; }
  h1 { margin: 0; font-size: 1.6rem; } h2 { margin: 0 0 .75rem; font-size: 1.1rem; }
  p.meta { margin: .25rem 0 0; color: var(--muted); }
  section { background: var(--card); border: 1px solid var(--line); border-radius: 12px; padding: 1.25rem; }
  dl { display: grid; grid-template-columns: max-content 1fr; gap: .4rem 1.5rem; margin: 0; }
  dt { color: var(--muted); } dd { margin: 0; font-weight: 600; overflow-wrap: anywhere; }
  table { width: 100%; border-collapse: collapse; }
  th, td { text-align: left; padding: .5rem; border-bottom: 1px solid var(--line); }
  .bar { display: inline-block; width: 8rem; height: .6rem; border-radius: 99px; background: var(--line); vertical-align: middle; overflow: hidden; }
  .bar span { display: block; height: 100%; background: var(--accent); }
  .ok { color: var(--ok); } .warn { color: var(--warn); }
</style>
</head>
<body>
<main>
<header>
<h1>System audit report</h1>
<p class="meta">${e(result.computer)} · generated ${e(when)} UTC by Invoke-SystemAudit.ps1</p>
</header>
<section>
<h2>System</h2>
<dl>
<dt>Computer</dt><dd>${e(result.computer)}</dd>
<dt>Operating system</dt><dd>${e(result.os)}</dd>
<dt>Uptime</dt><dd>${e(result.uptime)}</dd>
</dl>
</section>
<section>
<h2>Disks</h2>
<table>
<thead><tr><th scope="col">Drive</th><th scope="col">Used</th><th scope="col">Free</th><th scope="col">Usage</th></tr></thead>
<tbody>
${drive('C:', result.cDrive)}
${drive('D:', result.dDrive)}
</tbody>
</table>
</section>
<section>
<h2>Services and updates</h2>
<dl>
<dt>Services running</dt><dd class="ok">${e(result.services.running)}</dd>
<dt>Services stopped</dt><dd>${e(result.services.stopped)}</dd>
<dt>Pending updates</dt><dd class="${result.updates > 0 ? 'warn' : 'ok'}">${e(result.updates)}</dd>
</dl>
</section>
</main>
</body>
</html>
`;
}

export const reportFileName = (result: AuditResult) =>
  `system-audit-${result.computer.replace(/[^A-Za-z0-9_-]+/g, '_')}.html`;
