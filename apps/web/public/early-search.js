// Text typed into the server-rendered landing search before the app's scripts have run is
// searched at once, by this small script that arrives long before them: on a slow connection
// the suggestions then need not wait for the app and after it for a request of their own. Its
// answer shows as plain links under the box (decision 045), which work before the app does. The
// app stops this script asking when it starts hydrating the box and takes its answer over
// (src/lib/early-typing.ts); an answer that comes while it hydrates still shows, until the app's
// landing search has taken the box over (`release`). The app drops these links once its own list
// shows, and asks again itself whenever the text or the place differ from what was asked here.
(function () {
  var box = document.querySelector('input[data-landing-search]');
  if (!box || !window.fetch || !window.URLSearchParams) return;
  var form = box.form;
  // The empty place the landing search keeps for this list, with the words it is labelled with.
  var list = form && form.querySelector('[data-early-suggestions]');
  var words = null;
  try {
    words = list && JSON.parse(list.getAttribute('data-early-suggestions') || 'null');
  } catch {
    words = null;
  }
  // The popup under the box, as the app's list draws it (POPUP in landing-search.tsx).
  var POPUP = 'absolute inset-x-0 top-full z-30 mt-2 rounded-2xl border border-stone-200 bg-white shadow-xl';
  var timer;
  var released = false;
  var early = { asked: null, stop: stop, release: release };
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
    // The same question again (after Escape, say) shows the answer it already has.
    if (!early.asked || early.asked.path !== path) {
      var answer = fetch(path, { headers: { accept: 'application/json' } })
        .then(function (response) {
          return response.ok ? response.json() : null;
        })
        .catch(function () {
          return null;
        });
      early.asked = { path: path, answer: answer };
    }
    var asked = early.asked;
    asked.answer.then(function (found) {
      // Only the latest question's answer shows, and only while the box is still being typed into.
      if (!released && early.asked === asked && found && document.activeElement === box && box.value.trim()) show(found);
    });
  }

  function element(tag, className, text) {
    var node = document.createElement(tag);
    if (className) node.className = className;
    if (text) node.textContent = text;
    return node;
  }

  // The app's own suggestion list (landing-search.tsx): the same groups, order, looks and links
  // (suggestionsOf and suggestionHref in src/features/catalog/hooks/search-target.ts).
  function show(found) {
    if (!list || !words) return;
    var menu = function (key, value) {
      var query = {};
      query[key] = value;
      return '/menu?' + new URLSearchParams(query).toString();
    };
    var further = function (reach) {
      return Boolean(reach && !reach.deliversHere);
    };
    var groups = [
      ['category', (found.categories || []).map(function (label) {
        return { label: label, href: menu('category', label) };
      })],
      ['subcategory', (found.subcategories || []).map(function (label) {
        return { label: label, href: menu('subcategory', label) };
      })],
      ['store', (found.partners || []).map(function (p) {
        return { label: p.businessName, href: '/store/' + encodeURIComponent(p.slug || p._id), further: further(p.reach) };
      })],
      ['product', (found.products || []).map(function (p) {
        return { label: p.name, href: '/product/' + p._id, further: further(p.reach) };
      })],
    ];
    var popup = element('div', POPUP + ' max-h-[60dvh] overflow-y-auto py-2');
    popup.setAttribute('role', 'region');
    popup.setAttribute('aria-label', words.suggestions);
    groups.forEach(function (group) {
      if (group[1].length === 0) return;
      var heading = element('div', 'px-4 pb-1 pt-2 text-xs font-semibold uppercase tracking-wider text-stone-500', words.groups[group[0]]);
      heading.id = 'early-suggestions-' + group[0];
      var section = element('div');
      section.setAttribute('role', 'group');
      section.setAttribute('aria-labelledby', heading.id);
      section.appendChild(heading);
      group[1].forEach(function (item) {
        var link = element('a', 'block truncate px-4 py-2.5 text-sm text-stone-800 hover:bg-primary-50 focus:bg-primary-50 focus:outline-none', item.label);
        link.href = item.href;
        if (item.further) link.appendChild(element('span', 'text-xs text-stone-500', ' · ' + words.further));
        section.appendChild(link);
      });
      popup.appendChild(section);
    });
    hide();
    if (popup.childNodes.length > 0) {
      list.appendChild(popup);
    } else {
      // Nothing matches: said at once, as the app's list says it.
      var none = element('div', POPUP + ' flex items-center gap-2 px-4 py-3 text-sm text-stone-600', words.noResults);
      none.setAttribute('role', 'status');
      list.appendChild(none);
    }
  }

  function hide() {
    if (list) list.textContent = '';
  }

  // The same pause the app waits for before asking (SEARCH_DEBOUNCE_MS).
  function onInput() {
    clearTimeout(timer);
    if (!box.value.trim()) hide();
    timer = setTimeout(ask, 300);
  }

  function onKeyDown(event) {
    if (event.key === 'Escape') hide();
  }

  // Leaving the search closes the list, as the app's does; a tap on a link keeps the box's focus
  // until the link opens.
  function onFocusOut(event) {
    if (!form.contains(event.relatedTarget)) hide();
  }

  function keepFocus(event) {
    event.preventDefault();
  }

  // The app reads the box from now on: nothing more is asked.
  function stop() {
    clearTimeout(timer);
    box.removeEventListener('input', onInput);
  }

  // The app's landing search runs: it keeps or drops what is shown, and nothing more shows. A
  // press on a link it kept still keeps the box's focus, or the app would close the list under it.
  function release() {
    released = true;
    stop();
    box.removeEventListener('keydown', onKeyDown);
    if (form) form.removeEventListener('focusout', onFocusOut);
  }

  box.addEventListener('input', onInput);
  box.addEventListener('keydown', onKeyDown);
  if (form) form.addEventListener('focusout', onFocusOut);
  if (list) list.addEventListener('mousedown', keepFocus);
  ask();
})();
