import { embedSrc, type PropValues } from '../usage/propValues';

/** What an embed document (/embed/<route>) tells the page that frames it: its content's height. */
export const EMBED_HEIGHT_MESSAGE = 'halcyon-demo-embed:height';

/**
 * The HTML another site pastes to show a page: a lazy iframe with a title and a starting size, and
 * the optional script that gives the frame its content's height as it changes.
 */
export function embedCode({
  origin,
  path,
  title,
  theme,
  props = {},
}: {
  origin: string;
  path: string;
  title: string;
  theme: 'light' | 'dark';
  /** Prop values set in "Use this demo": the embed renders the page with them. */
  props?: PropValues;
}): string {
  const src = `${origin}${embedSrc(path, theme, props)}`;
  const attribute = (value: string) =>
    value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
  return `<iframe src="${attribute(src)}" title="${attribute(title)}" width="100%" height="720" style="border:0" loading="lazy" allow="clipboard-write"></iframe>
<script>
  // Optional: the frame takes the height of its content as it changes.
  addEventListener('message', (event) => {
    if (event.origin !== ${JSON.stringify(origin).replace(/</g, '\\u003c')} || event.data?.type !== '${EMBED_HEIGHT_MESSAGE}') return;
    for (const frame of document.querySelectorAll('iframe')) {
      if (frame.contentWindow === event.source) frame.style.height = \`\${event.data.height}px\`;
    }
  });
</script>`;
}
