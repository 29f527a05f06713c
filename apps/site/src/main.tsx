// The entry the HTML loads: small on purpose. A prerendered page is painted before any of the
// app's code is fetched or evaluated (a phone spends a few hundred milliseconds on that, and the
// page is already there to be read); then the document's inert preloads (the app's and the page's
// modules, see build-plugins.ts) go into the head and download in parallel.
const root = document.getElementById('root');
if (root?.firstElementChild) {
  await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
  const preloads = document.getElementById('deferred-preloads');
  if (preloads instanceof HTMLTemplateElement) document.head.append(preloads.content);
}
await import('./start');
