// The matrix page's only script, inline and optional: it adds a filter by
// status, implementation and level above the tables (without it the page shows
// everything and loses nothing), and opens every <details> before printing so
// that a printed FAIL shows the whole answer.
#pragma once

#include <string_view>

namespace fragid::publish {

inline constexpr std::string_view matrix_filter_script = R"js(
(function () {
  var box = document.getElementById('filter');
  window.addEventListener('beforeprint', function () {
    document.querySelectorAll('details').forEach(function (d) { d.open = true; });
  });
  if (!box) return;
  var rows = [].slice.call(document.querySelectorAll('table.cases tbody tr[data-level]'));
  var impls = [], levels = [];
  rows.forEach(function (r) {
    if (levels.indexOf(r.dataset.level) < 0) levels.push(r.dataset.level);
    r.querySelectorAll('td.res').forEach(function (c) {
      if (impls.indexOf(c.dataset.impl) < 0) impls.push(c.dataset.impl);
    });
  });
  function select(label, options) {
    var l = document.createElement('label'), s = document.createElement('select');
    l.textContent = label + ' ';
    [['', 'any']].concat(options).forEach(function (o) {
      var e = document.createElement('option');
      e.value = o[0]; e.textContent = o[1]; s.appendChild(e);
    });
    s.addEventListener('change', apply);
    l.appendChild(s); box.appendChild(l);
    return s;
  }
  var pair = function (x) { return [x, x]; };
  var status = select('Status', [['dev', 'FAIL or no answer'], ['fail', 'FAIL'], ['broken', 'no answer'],
                                 ['pass', 'pass'], ['skip', 'skip']]);
  var impl = select('Implementation', impls.map(pair));
  var level = select('Level', levels.map(pair));
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
    count.textContent = shown + ' of ' + rows.length + ' cases shown';
  }
  apply();
})();
)js";

}  // namespace fragid::publish
