const UNITS = ['Bytes', 'KB', 'MB', 'GB'] as const;

/** Human size in Bytes, KB, MB or GB (1024 steps, two decimals at most), e.g. 1536 → "1.5 KB". */
export function formatSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes <= 0) return '0 Bytes';
  const unit = Math.min(UNITS.length - 1, Math.floor(Math.log(bytes) / Math.log(1024)));
  const value = Number.parseFloat((bytes / 1024 ** unit).toFixed(2));
  return `${value} ${UNITS[unit]}`;
}

/** `photo.jpg` → `photo_encoded.png` (the extension of the carrier is replaced). */
export function encodedFileName(carrierName: string): string {
  const base = carrierName.replace(/\.[^./\\]*$/, '') || 'image';
  return `${base}_encoded.png`;
}

/** A recovered name that is safe to offer as a download name (no path, no control characters). */
export function safeDownloadName(name: string): string {
  const base = name.split(/[/\\]/).pop() ?? '';
  // biome-ignore lint/suspicious/noControlCharactersInRegex: stripping control characters is the point.
  const clean = base.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return clean === '' || clean === '.' || clean === '..' ? 'fichier_recupere' : clean;
}
