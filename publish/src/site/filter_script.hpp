// The matrix page's only script, inline and optional: it adds a filter by
// status, implementation and level above the tables (without it the page shows
// everything and loses nothing). The filter lives in the URL's query
// (?status=fail&impl=NAME&level=must), so that a view can be shared and a
// filtered URL opens on the same view; a spec whose rows are all filtered out
// is hidden with its heading. A link to a case folded among those no
// implementation ran opens the fold.
#pragma once

#include <string_view>

namespace fragid::publish {

inline constexpr std::string_view matrix_filter_script = R"js(
(function () {
  function unfold() {
    var target = window.location.hash && document.getElementById(window.location.hash.slice(1));
    for (var x = target; x; x = x.parentElement) if (x.tagName === 'DETAILS') x.open = true;
    if (target) target.scrollIntoView();
  }
  window.addEventListener('hashchange', unfold);
  var box = document.getElementById('filter');
  if (!box) return;
  var rows = [].slice.call(document.querySelectorAll('table.cases tbody tr[data-level]'));
  var impls = [], levels = [];
  rows.forEach(function (r) {
    if (levels.indexOf(r.dataset.level) < 0) levels.push(r.dataset.level);
    r.querySelectorAll('td.res').forEach(function (c) {
      if (impls.indexOf(c.dataset.impl) < 0) impls.push(c.dataset.impl);
    });
  });
  var query = new URL(window.location.href).searchParams;
  function select(label, key, options) {
    var l = document.createElement('label'), s = document.createElement('select');
    l.textContent = label + ' ';
    s.name = key;
    [['', 'any']].concat(options).forEach(function (o) {
      var e = document.createElement('option');
      e.value = o[0]; e.textContent = o[1]; s.appendChild(e);
    });
    if (options.some(function (o) { return o[0] === query.get(key); })) s.value = query.get(key);
    s.addEventListener('change', function () { apply(); remember(); });
    l.appendChild(s); box.appendChild(l);
    return s;
  }
  var pair = function (x) { return [x, x]; };
  var status = select('Status', 'status', [['dev', 'FAIL or no answer'], ['fail', 'FAIL'], ['broken', 'no answer'],
                                           ['pass', 'pass'], ['skip', 'skip']]);
  var impl = select('Implementation', 'impl', impls.map(pair));
  var level = select('Level', 'level', levels.map(pair));
  var count = document.createElement('span');
  count.className = 'muted';
  box.appendChild(count);
  function matches(cell) {
    var c = cell.classList;
    if (status.value === 'dev') return c.contains('fail') || c.contains('broken');
    if (status.value) return c.contains(status.value);
    return !c.contains('skip');
  }
  function apply() {
    var shown = 0;
    rows.forEach(function (r) {
      var ok = !level.value || r.dataset.level === level.value;
      if (ok && (status.value || impl.value)) {
        ok = [].some.call(r.querySelectorAll('td.res'), function (c) {
          return (!impl.value || c.dataset.impl === impl.value) && matches(c);
        });
      }
      r.hidden = !ok;
      if (ok) shown++;
    });
    document.querySelectorAll('table.cases tbody tr.group').forEach(function (g) {
      var any = false;
      for (var x = g.nextElementSibling; x && !x.classList.contains('group'); x = x.nextElementSibling) any = any || !x.hidden;
      g.hidden = !any;
    });
    // A table, a fold or a whole spec with no row left goes too, heading and all.
    document.querySelectorAll('table.cases').forEach(function (t) {
      t.hidden = !t.querySelector('tbody tr[data-level]:not([hidden])');
    });
    document.querySelectorAll('details.unrun').forEach(function (d) { d.hidden = d.querySelector('table').hidden; });
    document.querySelectorAll('section.spec').forEach(function (s) {
      s.hidden = !s.querySelector('tbody tr[data-level]:not([hidden])');
    });
    count.textContent = shown + ' of ' + rows.length + ' cases shown';
  }
  function remember() {
    var url = new URL(window.location.href);
    [status, impl, level].forEach(function (s) {
      if (s.value) url.searchParams.set(s.name, s.value); else url.searchParams.delete(s.name);
    });
    try { history.replaceState(null, '', url.href); } catch (e) { /* a browser that refuses it on file: URLs */ }
  }
  apply();
  unfold();
})();
)js";

}  // namespace fragid::publish
