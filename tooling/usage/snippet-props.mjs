// A page's snippet with props passed to it: `<Page />` becomes `<Page name="value" />`, in the code
// and in its highlighted tokens alike. One home for the site's "Use this demo" panel (the values a
// visitor sets) and the release rehearsal (which builds such a snippet in an npm consumer app).
// Plain JavaScript with no imports: the site bundles it.

/** A text a JSX attribute may hold between double quotes as it is (no entity, quote or brace). */
const plainAttribute = /^[^"&{}<>\n\\]*$/;

/**
 * ` name="value"` for each prop, as highlighted tokens (joined, the exact code): a string in
 * quotes (or as a JS string in braces when it holds a quote, brace or entity), `{5}`, `{false}`,
 * a bare name for true.
 * @param {Record<string, string | number | boolean>} props
 */
export function jsxAttributeTokens(props) {
  return Object.entries(props).flatMap(([name, value]) => {
    if (value === true) return [' ', ['property', name]];
    if (typeof value === 'string' && plainAttribute.test(value))
      return [' ', ['property', name], '=', ['string', `"${value}"`]];
    const literal =
      typeof value === 'number'
        ? ['number', String(value)]
        : typeof value === 'boolean'
          ? ['keyword', String(value)]
          : ['string', JSON.stringify(value).replace(/</g, '\\u003c')];
    return [' ', ['property', name], '={', literal, '}'];
  });
}

const tokenText = (token) => (typeof token === 'string' ? token : token[1]);

/**
 * The snippet file with the props passed to the page's element (`<Component />`, its first
 * occurrence); its tokens split where the attributes go. Unchanged without props or element.
 * @param {{ code: string, tokens?: (string | readonly [string, string])[] }} file
 * @param {string} component
 * @param {Record<string, string | number | boolean>} props
 */
export function withProps(file, component, props) {
  const attributes = jsxAttributeTokens(props);
  const tag = `<${component}`;
  const at = file.code.indexOf(`${tag} />`);
  if (attributes.length === 0 || at < 0) return file;
  const cut = at + tag.length;
  const code = file.code.slice(0, cut) + attributes.map(tokenText).join('') + file.code.slice(cut);
  if (!file.tokens) return { ...file, code };
  const tokens = [];
  let offset = 0;
  for (const token of file.tokens) {
    const text = tokenText(token);
    const end = offset + text.length;
    if (offset < cut && cut <= end) {
      // Split this token where the attributes go (its kind stays on both halves).
      const piece = (part) => (typeof token === 'string' ? part : [token[0], part]);
      const before = text.slice(0, cut - offset);
      const after = text.slice(cut - offset);
      if (before) tokens.push(piece(before));
      tokens.push(...attributes);
      if (after) tokens.push(piece(after));
    } else tokens.push(token);
    offset = end;
  }
  return { ...file, code, tokens };
}
