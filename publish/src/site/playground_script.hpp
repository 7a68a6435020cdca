// The script of the edge-case pages' "try it" panel (playground.hpp), inline
// and optional. It loads the module (fragid-wasm.js, a classic script that
// defines createFragid(): the JavaScript API of issue 31) and only once it has
// loaded shows the panel and gives each entry a "Try it" button; a page whose
// module is missing, or that runs no script, stays as it was.
//
// On every change it asks the module for what `fragid resolve --json` says
// (status, reason, the integrity checks; a syntax error's offset marked in the
// fragment), for `fragid explain`'s words, and for the drawing of the entity
// with the answer marked: publish's drawing_html compiled into the module, so
// that a typed case is drawn as the entries are.
#pragma once

#include <string_view>

namespace fragid::publish {

inline constexpr std::string_view playground_script = R"js(
(function () {
  var panel = document.getElementById('playground');
  var data = document.getElementById('playground-cases');
  if (!panel || !data) return;
  var cases = JSON.parse(data.textContent);
  var $ = function (id) { return document.getElementById(id); };
  var form = { as: $('pg-as'), entity: $('pg-entity'), spec: $('pg-spec'), charset: $('pg-charset'),
               endings: $('pg-line-endings'), fragment: $('pg-fragment') };
  var out = { status: $('pg-status'), drawing: $('pg-drawing'), explain: $('pg-explain'), checks: $('pg-checks'),
              json: $('pg-json') };

  var script = document.createElement('script');
  script.src = panel.getAttribute('data-module');
  script.onload = function () {
    if (typeof createFragid !== 'function') return;
    createFragid().then(start, function (e) { console.warn('fragid: the WebAssembly module did not start', e); });
  };
  document.body.appendChild(script);

  function el(tag, text, cls) {
    var e = document.createElement(tag);
    if (text !== undefined) e.textContent = text;
    if (cls) e.className = cls;
    return e;
  }

  // The entity's bytes: text as UTF-8, or hex digits (spaces, commas and 0x allowed).
  function entityBytes() {
    if (form.as.value === 'text') return new TextEncoder().encode(form.entity.value);
    var digits = form.entity.value.replace(/0x/gi, '').replace(/[\s,]/g, '');
    if (/[^0-9a-f]/i.test(digits)) throw new Error('hex: "' + digits.match(/[^0-9a-f]/i)[0] + '" is not a hex digit');
    if (digits.length % 2) throw new Error('hex: ' + digits.length + ' digits, not whole bytes');
    var bytes = new Uint8Array(digits.length / 2);
    for (var i = 0; i < bytes.length; i++) bytes[i] = parseInt(digits.substr(2 * i, 2), 16);
    return bytes;
  }

  function options() {
    var o = { spec: form.spec.value, mediaType: form.spec.selectedOptions[0].getAttribute('data-media-type') };
    if (form.charset.value.trim()) o.charset = form.charset.value.trim();
    if (form.endings.value.trim() && form.endings.value.trim() !== 'all') o.lineEndings = form.endings.value.trim();
    return o;
  }

  // The fragment with the byte at a syntax error's offset marked (offsets count its UTF-8 bytes).
  function markedFragment(fragment, offset) {
    var bytes = new TextEncoder().encode(fragment), dec = new TextDecoder();
    var code = el('code');
    code.appendChild(document.createTextNode(dec.decode(bytes.slice(0, offset))));
    var at = offset < bytes.length ? dec.decode(bytes.slice(offset, offset + 1)) : '';
    code.appendChild(el('mark', at || '\u00A0', 'pg-err'));
    code.appendChild(document.createTextNode(dec.decode(bytes.slice(offset + 1))));
    return code;
  }

  function showChecks(result) {
    out.checks.textContent = '';
    if (!result.checks || !result.checks.length) return;
    out.checks.appendChild(el('strong', 'Integrity checks'));
    var ul = el('ul');
    result.checks.forEach(function (c) {
      var check = c.check || {};
      var li = el('li');
      li.appendChild(el('code', check.type + '=' + check.value + (check.charset ? ',' + check.charset : '')));
      li.appendChild(document.createTextNode(': ' + c.outcome + (c.detail ? ' (' + c.detail + ')' : '')));
      ul.appendChild(li);
    });
    out.checks.appendChild(ul);
  }

  function explanation(value) {
    if (typeof value === 'string') return value;
    if (value && typeof value === 'object')
      return value.explanation || value.text || value.words || value.meaning || value.reason || JSON.stringify(value);
    return '';
  }

  function update(fragid) {
    var fragment = form.fragment.value;  // as typed: a '#' in it is part of the fragment (the vectors' number-sign cases)
    out.status.textContent = '';
    out.explain.textContent = '';
    out.checks.textContent = '';
    out.json.textContent = '';
    var bytes, o = options();
    try {
      bytes = entityBytes();
    } catch (e) {
      out.status.appendChild(el('span', e.message, 'pg-error'));
      out.drawing.textContent = '';
      return;
    }
    try {
      var result = fragid.resolve(fragment, bytes, o);
      out.json.textContent = JSON.stringify(result, null, 2);
      out.status.appendChild(el('strong', result.status));
      if (result.status === 'syntax-error' && typeof result.error_offset === 'number') {
        out.status.appendChild(document.createTextNode(' at offset ' + result.error_offset + ': '));
        out.status.appendChild(markedFragment(fragment, result.error_offset));
        out.status.appendChild(el('br'));
      } else {
        out.status.appendChild(document.createTextNode(': '));
      }
      out.status.appendChild(document.createTextNode(result.reason || ''));
      showChecks(result);
      var drawing = fragid.drawing(fragment, bytes, o);
      out.drawing.innerHTML = bytes.length ? drawing : '<span class="muted">(empty)</span>' + drawing;
      out.explain.textContent = explanation(fragid.explain(fragment, o));
    } catch (e) {
      out.status.textContent = '';
      out.status.appendChild(el('span', (e && e.code ? e.code + ': ' : '') + (e && e.message ? e.message : e), 'pg-error'));
    }
  }

  function load(id, entry, fragid) {
    var c = cases[id];
    form.spec.value = c.spec;
    form.as.value = c.hex !== undefined ? 'hex' : 'text';
    form.entity.value = c.hex !== undefined ? c.hex : c.text;
    form.charset.value = c.charset || '';
    form.endings.value = c.lineEndings || 'all';
    form.fragment.value = c.fragment;
    entry.parentNode.insertBefore(panel, entry.nextSibling);
    update(fragid);
    panel.scrollIntoView({ block: 'nearest' });
  }

  function start(fragid) {
    var pending = 0;
    var later = function () { clearTimeout(pending); pending = setTimeout(function () { update(fragid); }, 60); };
    [form.entity, form.charset, form.endings, form.fragment].forEach(function (f) { f.addEventListener('input', later); });
    [form.as, form.spec].forEach(function (f) { f.addEventListener('change', later); });
    document.querySelectorAll('section.entry').forEach(function (entry) {
      if (!cases[entry.id]) return;
      var b = el('button', 'Try it', 'try');
      b.type = 'button';
      b.title = 'Load this case into the panel, below the entry';
      b.addEventListener('click', function () { load(entry.id, entry, fragid); });
      var line = entry.querySelector('p');
      if (line) line.appendChild(b);
    });
    panel.hidden = false;
    panel.setAttribute('data-ready', '');
    update(fragid);
  }
})();
)js";

}  // namespace fragid::publish
