// Runs before first paint: applies the theme saved under localStorage "theme" (default dark).
(function () {
  var theme = 'dark';
  try {
    var stored = localStorage.getItem('theme');
    if (stored === 'light' || stored === 'dark') theme = stored;
  } catch (e) {}
  document.documentElement.setAttribute('data-theme', theme);
})();
