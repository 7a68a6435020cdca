// The edge-case pages' only script, inline and optional: a search box above
// the entries that shows those whose text holds every word typed (the id, the
// fragment, the spec's words, the entity drawn, the implementations), hides the
// section headings left empty and says how many are shown; the words typed are
// kept in the URL (?q=), so a search can be shared. Without it the page shows
// every entry.
#pragma once

#include <string_view>

namespace fragid::publish {

inline constexpr std::string_view search_script = R"js(
(function () {
  var box = document.getElementById('search');
  if (!box) return;
  var entries = [].slice.call(document.querySelectorAll('section.entry'));
  var heads = [].slice.call(document.querySelectorAll('h3[id]'));
  var label = document.createElement('label'), input = document.createElement('input'), count = document.createElement('span');
  label.textContent = 'Search ';
  input.type = 'search';
  input.placeholder = 'an id, a fragment, words of the spec';
  count.className = 'muted';
  label.appendChild(input); box.appendChild(label); box.appendChild(count);
  var texts = entries.map(function (e) { return e.textContent.toLowerCase(); });
  function apply() {
    var words = input.value.toLowerCase().split(/\s+/).filter(Boolean), shown = 0;
    entries.forEach(function (e, i) {
      var ok = words.every(function (w) { return texts[i].indexOf(w) >= 0; });
      e.hidden = !ok;
      if (ok) shown++;
    });
    heads.forEach(function (h) {
      var any = false;
      for (var x = h.nextElementSibling; x && x.tagName !== 'H3'; x = x.nextElementSibling) any = any || (x.matches('section.entry') && !x.hidden);
      h.hidden = !any;
    });
    count.textContent = words.length ? shown + ' of ' + entries.length + ' entries' : entries.length + ' entries';
    var url = new URL(window.location.href);
    if (input.value) url.searchParams.set('q', input.value); else url.searchParams.delete('q');
    try { history.replaceState(null, '', url.href); } catch (e) { /* file: URLs in some browsers */ }
  }
  input.addEventListener('input', apply);
  input.value = new URL(window.location.href).searchParams.get('q') || '';
  apply();
})();
)js";

}  // namespace fragid::publish
