// kit-shared-chunk: loaded with the shell by every page (the rule is in apps/site/vite.config.ts).
/** Saves data as a file through a temporary object URL (no data: URLs, allowed by the CSP). */
export function downloadBlob(data: Blob | string, filename: string, type = 'text/plain;charset=utf-8'): void {
  const blob = typeof data === 'string' ? new Blob([data], { type }) : data;
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoke on the next task: Chromium reads the URL after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
