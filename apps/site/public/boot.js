// Runs before first paint, from the document's head (an external file: the CSP forbids inline
// scripts). Three jobs that cannot wait for the app's code:
//
// 1. The theme saved under localStorage "theme" (default dark; an embed's ?theme= first) is
//    applied, so the first paint has the right colours.
// 2. The sidebar's Favourites group, which the app renders once hydrated, gets its place now: the
//    number of favourites stored (localStorage "demos:favourites") goes to `html[data-favourites]`
//    and the `--favourites-count` property, and the stylesheet reserves that many rows.
// 3. The visitor's first input is kept. Pages arrive prerendered, so their controls are visible
//    (and clickable) before React has hydrated them, and until then nothing listens: a click, an
//    Enter or a Ctrl+B would be lost. Until the app calls `__bootInput.replay()` (once hydrated),
//    such input is held here and then delivered again, in order, to the same elements. Links
//    still navigate and file choosers still open natively (their choice is replayed as a change);
//    text typed into a field stays in the field and is announced to the app as typed input.
// 4. The service worker (docs/operations.md, "Offline"): a production document (the prerender
//    writes its <meta name="service-worker">; not vite dev, not an embed) registers it once loaded.
//    A new deployment's worker waits: the app offers `Reload to update` (window.__serviceWorker,
//    announced by a `service-worker-waiting` event) and only that click lets it take over.
//    It registers once the page has been quiet for a few seconds (see `whenQuiet`): a first
//    visit's precache (the whole site) costs about two CPU-seconds in the browser, which on two
//    cores made a 12 MP steganography encode pressed meanwhile half as slow again.
// Type-checked from its JSDoc (apps/site/tsconfig.json includes it, strict).
/**
 * @typedef {HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement} Field
 * @typedef {{ type: 'click'; target: Element; init: MouseEventInit }
 *   | { type: 'keydown'; target: EventTarget; init: KeyboardEventInit }
 *   | { type: 'change'; target: Field; value: string }
 *   | { type: 'submit'; target: HTMLFormElement; submitter: HTMLElement | null }} HeldInput
 */
(() => {
  let theme = 'dark';
  try {
    const stored = localStorage.getItem('theme');
    if (stored === 'light' || stored === 'dark') theme = stored;
  } catch {
    // Storage blocked (privacy mode): keep the default.
  }
  // An embed (/embed/<route>) is drawn in the theme its URL names (?theme=light|dark), which the
  // framing site chose.
  if (location.pathname.startsWith('/embed/')) {
    const asked = new URLSearchParams(location.search).get('theme');
    if (asked === 'light' || asked === 'dark') theme = asked;
  }
  const root = document.documentElement;
  root.setAttribute('data-theme', theme);

  try {
    // The stored JSON array's length (a value that is no array reserves nothing, or too much).
    const count = JSON.parse(localStorage.getItem('demos:favourites') ?? '[]').length;
    if (count > 0) {
      root.dataset.favourites = '';
      // CSSOM, not a style attribute: the CSP allows it.
      root.style.setProperty('--favourites-count', count);
    }
  } catch {
    // Blocked storage or a value written by hand: no place is kept, the group appears when loaded.
  }

  // Only in the page itself, not in a frame that embeds the site.
  if (window.top !== window) return;

  // Web Locks name that a page's heavy work holds (shared) while it runs (the steganography
  // worker's jobs: packages/steganography/src/client.ts, BUSY_LOCK).
  const BUSY_LOCK = 'demos:busy';
  // How long the page must be quiet (no heavy work) before the service worker registers: longer
  // than the pauses between one job and the next (an image's read-ahead, then the action).
  const QUIET_MS = 5000;
  /** Resolves once no page has held BUSY_LOCK for QUIET_MS (looked at four times a second). */
  const whenQuiet = () =>
    /** @type {Promise<void>} */ (
      new Promise((resolve) => {
        const locks = navigator.locks;
        if (!locks) {
          setTimeout(resolve, QUIET_MS);
          return;
        }
        let quietSince = performance.now();
        const look = () =>
          locks.query().then(
            ({ held }) => {
              const now = performance.now();
              if (held?.some((lock) => lock.name === BUSY_LOCK)) quietSince = now;
              if (now - quietSince >= QUIET_MS) resolve();
              else setTimeout(look, 250);
            },
            () => resolve(),
          );
        look();
      })
    );

  addEventListener('load', async () => {
    const url = document.querySelector('meta[name="service-worker"]')?.getAttribute('content');
    if (!url || !('serviceWorker' in navigator)) return;
    await whenQuiet();
    const workers = navigator.serviceWorker;
    /** @param {ServiceWorkerRegistration} registration */
    const announce = (registration) => {
      const waiting = registration.waiting;
      // The first worker (nothing controls the page yet) is no update.
      if (!waiting || !workers.controller) return;
      window.__serviceWorker = {
        update() {
          workers.addEventListener('controllerchange', () => location.reload(), { once: true });
          waiting.postMessage({ type: 'SKIP_WAITING' });
        },
      };
      dispatchEvent(new Event('service-worker-waiting'));
    };
    workers.register(url).then(
      (registration) => {
        // Blocked registrations may resolve empty (Playwright's `serviceWorkers: 'block'` does).
        if (!registration) return;
        announce(registration);
        registration.addEventListener('updatefound', () => {
          const installing = registration.installing;
          installing?.addEventListener('statechange', () => {
            if (installing.state === 'installed') announce(registration);
          });
        });
      },
      // Not registered (storage blocked, an old browser): the site works online as before.
      () => {},
    );
  });

  /** @type {HeldInput[]} */
  const queue = [];
  // Field → the text typed into it: hydration sets a controlled field back to the app's state.
  /** @type {Map<HTMLInputElement | HTMLTextAreaElement, string>} */
  const typedFields = new Map();
  let held = 0;
  const types = ['click', 'submit', 'keydown', 'input', 'change'];
  /** @type {(node: EventTarget | null) => node is Element} */
  const inApp = (node) => node instanceof Element && node.closest('#root') !== null;
  /** @type {(node: unknown) => node is HTMLInputElement | HTMLTextAreaElement} */
  const isTextField = (node) =>
    node instanceof HTMLTextAreaElement ||
    (node instanceof HTMLInputElement &&
      !/^(button|submit|reset|checkbox|radio|file|image|range|color)$/.test(node.type));
  /** @param {Element} node */
  const opensNatively = (node) => {
    const control = node.closest('label')?.control ?? node;
    return (
      node.closest('a[href]') !== null ||
      (control instanceof HTMLInputElement && control.type === 'file') ||
      isTextField(control) ||
      control instanceof HTMLSelectElement
    );
  };
  /** @param {Event} event @param {HeldInput} item */
  const hold = (event, item) => {
    event.preventDefault();
    event.stopImmediatePropagation();
    queue.push(item);
    held += 1;
  };

  /** @param {Event} event */
  const keep = (event) => {
    const target = event.target;
    if (event instanceof KeyboardEvent) {
      if (target && (event.key === 'Enter' || event.key === 'Escape' || event.ctrlKey || event.metaKey)) {
        // Not prevented: Enter in a form still submits (held below), a newline still goes in.
        event.stopImmediatePropagation();
        queue.push({ type: 'keydown', target, init: keyInit(event) });
        held += 1;
      }
      return;
    }
    if (!inApp(target)) return;
    if (event.type === 'input') {
      if (isTextField(target)) {
        if (!typedFields.has(target)) held += 1;
        typedFields.set(target, target.value);
      }
    } else if (event.type === 'change') {
      // Hydration puts a controlled select back to the app's state: keep the chosen value.
      if (!isTextField(target) && (target instanceof HTMLInputElement || target instanceof HTMLSelectElement))
        hold(event, { type: 'change', target, value: target.value });
    } else if (event.type === 'submit' && target instanceof HTMLFormElement) {
      hold(event, {
        type: 'submit',
        target,
        submitter: event instanceof SubmitEvent ? event.submitter : null,
      });
    } else if (event instanceof MouseEvent && !opensNatively(target)) {
      hold(event, { type: 'click', target, init: mouseInit(event) });
    }
  };

  /** @param {KeyboardEvent} event @returns {KeyboardEventInit} */
  const keyInit = (event) => ({
    key: event.key,
    code: event.code,
    ctrlKey: event.ctrlKey,
    metaKey: event.metaKey,
    shiftKey: event.shiftKey,
    altKey: event.altKey,
    bubbles: true,
    cancelable: true,
    composed: true,
  });
  /** @param {MouseEvent} event @returns {MouseEventInit} */
  const mouseInit = (event) => ({
    clientX: event.clientX,
    clientY: event.clientY,
    screenX: event.screenX,
    screenY: event.screenY,
    button: event.button,
    buttons: event.buttons,
    detail: event.detail,
    ctrlKey: event.ctrlKey,
    metaKey: event.metaKey,
    shiftKey: event.shiftKey,
    altKey: event.altKey,
    bubbles: true,
    cancelable: true,
    composed: true,
    view: window,
  });

  // A controlled field renders the app's state, which has not seen the typed text or the chosen
  // option (hydration even puts the field back to that state): set the value again past React's
  // value tracker, so the app receives it as an ordinary input.
  /** @param {Field} field @param {string} value */
  const restoreValue = (field, value) => {
    const setNative = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set;
    field.value = '';
    if (setNative) setNative.call(field, value);
    else field.value = value;
  };
  /** @param {HTMLInputElement | HTMLTextAreaElement} field @param {string} value */
  const announceTyped = (field, value) => {
    restoreValue(field, value);
    field.dispatchEvent(new Event('input', { bubbles: true }));
    if (document.activeElement === field) {
      try {
        field.setSelectionRange(value.length, value.length);
      } catch {
        // Fields such as type=email have no selection.
      }
    }
  };

  /** @param {HeldInput} item */
  const deliver = (item) => {
    if (item.type === 'click') item.target.dispatchEvent(new MouseEvent('click', item.init));
    else if (item.type === 'keydown') item.target.dispatchEvent(new KeyboardEvent('keydown', item.init));
    else if (item.type === 'change') {
      const { target } = item;
      if (!(target instanceof HTMLInputElement && target.type === 'file')) {
        restoreValue(target, item.value);
        target.dispatchEvent(new Event('input', { bubbles: true }));
      }
      target.dispatchEvent(new Event('change', { bubbles: true }));
    } else {
      const { target, submitter } = item;
      const own = submitter && 'form' in submitter && submitter.form === target ? submitter : undefined;
      target.requestSubmit(own);
    }
  };

  let live = false;
  for (const type of types) window.addEventListener(type, keep, true);

  window.__bootInput = {
    /** How many inputs are waiting for the app (for tests and diagnostics). */
    pending: () => queue.length + typedFields.size,
    /** How many inputs were held in all, delivered or not. */
    held: () => held,
    /** Called by the app once it has hydrated: delivers what was held, in order, once. */
    replay() {
      if (live) return;
      live = true;
      for (const type of types) window.removeEventListener(type, keep, true);
      for (const [field, value] of typedFields) if (field.isConnected) announceTyped(field, value);
      for (const item of queue.splice(0)) {
        // A node that hydration replaced (a mismatch) is gone; its input cannot be delivered.
        const { target } = item;
        const connected =
          target === document || target === window || (target instanceof Node && target.isConnected);
        if (connected) deliver(item);
      }
      typedFields.clear();
    },
  };
})();
