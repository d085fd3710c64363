// Text typed into the server-rendered landing search before the app's scripts have run is
// searched at once, by this small script that arrives long before them: on a slow connection
// the suggestions then need not wait for the app and after it for a request of their own. The
// app stops this script and takes its answer over when it hydrates the box
// (src/lib/early-typing.ts), and asks again itself whenever the text or the place differ from
// what was asked here.
(function () {
  var box = document.querySelector('input[data-landing-search]');
  if (!box || !window.fetch || !window.URLSearchParams) return;
  var timer;
  var early = { asked: null, stop: stop };
  window.__sokoniEarlySearch = early;

  // The delivery place kept on this device ('deliveryPlace', src/lib/delivery-place-storage.ts).
  function place() {
    try {
      var value = JSON.parse(localStorage.getItem('deliveryPlace') || 'null');
      return value && typeof value.town === 'string' && typeof value.location === 'string' ? value : null;
    } catch {
      return null;
    }
  }

  function ask() {
    var q = box.value.trim();
    if (!q) return;
    var params = new URLSearchParams({ q: q });
    var where = place();
    if (where) {
      params.set('near', where.location);
      params.set('town', where.town);
    }
    var path = '/api/search?' + params.toString();
    if (early.asked && early.asked.path === path) return;
    var answer = fetch(path, { headers: { accept: 'application/json' } })
      .then(function (response) {
        return response.ok ? response.json() : null;
      })
      .catch(function () {
        return null;
      });
    early.asked = { path: path, answer: answer };
  }

  // The same pause the app waits for before asking (SEARCH_DEBOUNCE_MS).
  function onInput() {
    clearTimeout(timer);
    timer = setTimeout(ask, 300);
  }

  function stop() {
    clearTimeout(timer);
    box.removeEventListener('input', onInput);
  }

  box.addEventListener('input', onInput);
  ask();
})();
