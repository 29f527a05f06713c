// Runs before first paint: applies the theme saved under localStorage "theme" (default dark).
// A plain external script because the CSP forbids inline scripts.
(() => {
  let theme = 'dark';
  try {
    const stored = localStorage.getItem('theme');
    if (stored === 'light' || stored === 'dark') theme = stored;
  } catch {
    // Storage blocked (privacy mode): keep the default.
  }
  document.documentElement.setAttribute('data-theme', theme);
})();
