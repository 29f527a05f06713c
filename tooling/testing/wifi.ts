/**
 * An independent reader of the WIFI: format, written from ZXing's description (not from the page's
 * writer): fields split on unescaped `;`, each `K:value`, a backslash takes the next character
 * literally, and the payload ends with `;;`.
 */
export function parseWifi(payload: string): Record<string, string> {
  if (!payload.startsWith('WIFI:') || !payload.endsWith(';;')) {
    throw new Error(`not a WIFI: payload: ${JSON.stringify(payload)}`);
  }
  const fields: Record<string, string> = {};
  let key = '';
  let value = '';
  let inKey = true;
  const chars = Array.from(payload.slice('WIFI:'.length, -1));
  for (let i = 0; i < chars.length; i += 1) {
    const c = chars[i] as string;
    if (inKey) {
      if (c === ':') inKey = false;
      else key += c;
    } else if (c === '\\') {
      i += 1;
      value += chars[i];
    } else if (c === ';') {
      fields[key] = value;
      [key, value, inKey] = ['', '', true];
    } else value += c;
  }
  return fields;
}
