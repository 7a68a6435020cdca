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
// that a typed case is drawn as the entries are. The fragment field takes
// what `fragid resolve` takes (bare, with its '#', or a URI reference); an
// entry whose fragment that would cut (a '#' inside it, a scheme in front) is
// loaded with a '#' before it. What is typed for the draft, whose match() may
// not end, is resolved by resolveBounded() in a Worker made from a blob URL
// (fragidWorkerUrl(), wasm/site_script.cmake: it works from file://), ended
// after 2 s with the native sandbox's resource-limit words. Switching the
// entity between text and hex converts it.
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
  var shownAs = form.as.value;  // what the entity field holds now: 'text' or 'hex'
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
  function entityBytes() { return bytesAs(shownAs, form.entity.value); }
  function bytesAs(as, value) {
    if (as === 'text') return new TextEncoder().encode(value);
    var digits = value.replace(/0x/gi, '').replace(/[\s,]/g, '');
    if (/[^0-9a-f]/i.test(digits)) throw new Error('hex: "' + digits.match(/[^0-9a-f]/i)[0] + '" is not a hex digit');
    if (digits.length % 2) throw new Error('hex: ' + digits.length + ' digits, not whole bytes');
    var bytes = new Uint8Array(digits.length / 2);
    for (var i = 0; i < bytes.length; i++) bytes[i] = parseInt(digits.substr(2 * i, 2), 16);
    return bytes;
  }

  function hexOf(bytes) {
    return Array.prototype.map.call(bytes, function (b) { return (b < 16 ? '0' : '') + b.toString(16).toUpperCase(); }).join(' ');
  }

  // Text <-> hex: the same bytes, written the other way. Bytes a textarea cannot give back as
  // they are (not UTF-8, or a CR, which it turns into LF) stay hex, and the status says why.
  function convertEntity() {
    var to = form.as.value, bytes;
    if (to === shownAs) return true;
    try {
      bytes = bytesAs(shownAs, form.entity.value);
    } catch (e) {
      form.as.value = shownAs;
      out.status.textContent = '';
      out.status.appendChild(el('span', e.message + ': fix it before switching to text', 'pg-error'));
      return false;
    }
    if (to === 'hex') {
      form.entity.value = hexOf(bytes);
    } else {
      var text = null;
      try { text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bytes); } catch (e) { text = null; }
      if (text === null || text.indexOf('\r') >= 0) {
        form.as.value = shownAs;
        out.status.textContent = '';
        out.status.appendChild(el('span', text === null ? 'these bytes are not UTF-8: they stay hex'
                                                        : 'a CR would become LF in a text field: the bytes stay hex', 'pg-error'));
        return false;
      }
      form.entity.value = text;
    }
    shownAs = to;
    return true;
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

  function showError(e) {
    out.status.textContent = '';
    out.status.appendChild(el('span', (e && e.code ? e.code + ': ' : '') + (e && e.message ? e.message : e), 'pg-error'));
  }

  // The answer shown: status (a syntax error's offset marked in the typed text, past what
  // precedes the fragment in it), reason, checks, the drawing, the explanation.
  function show(fragid, typed, bytes, o, result) {
    out.json.textContent = JSON.stringify(result, null, 2);
    out.status.appendChild(el('strong', result.status));
    if (result.status === 'syntax-error' && typeof result.error_offset === 'number') {
      out.status.appendChild(document.createTextNode(' at offset ' + result.error_offset + ': '));
      out.status.appendChild(markedFragment(typed, fragid.fragmentOf(typed).offset + result.error_offset));
      out.status.appendChild(el('br'));
    } else {
      out.status.appendChild(document.createTextNode(': '));
    }
    out.status.appendChild(document.createTextNode(result.reason || ''));
    showChecks(result);
    // A match() stopped for its time is not run again to draw: the entity is drawn with nothing marked.
    var drawing = result.status === 'resource-limit'
      ? fragid.drawing('', bytes, { spec: o.spec, charset: o.charset, lineEndings: o.lineEndings, exactFragment: true })
      : fragid.drawing(typed, bytes, o);
    out.drawing.innerHTML = bytes.length ? drawing : '<span class="muted">(empty)</span>' + drawing;
    out.explain.textContent = explanation(fragid.explain(typed, { spec: o.spec, mediaType: o.mediaType }));
  }

  // The latest update; an answer to an earlier one is dropped. The panel's data-asked and
  // data-answered say which update was asked and which is shown (data-pending: one is waiting to
  // be asked), so that whoever reads the panel can wait for its answer.
  var asked = 0;
  function answered(mine) { panel.setAttribute('data-answered', String(mine)); }

  // bounded: resolve in the Worker (what is typed on the draft's page, whose match() may not end).
  function update(fragid, bounded) {
    var typed = form.fragment.value, mine = ++asked;
    panel.setAttribute('data-asked', String(mine));
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
      answered(mine);
      return;
    }
    var shown = function (result) {
      if (mine !== asked) return;
      try { show(fragid, typed, bytes, o, result); } catch (e) { showError(e); }
      answered(mine);
    };
    var failed = function (e) {
      if (mine !== asked) return;
      showError(e);
      answered(mine);
    };
    if (bounded && typeof fragidWorkerUrl === 'function') {
      out.status.appendChild(el('span', 'resolving...', 'muted'));
      fragid.resolveBounded(typed, bytes, Object.assign({ workerUrl: fragidWorkerUrl() }, o))
        .then(function (result) { out.status.textContent = ''; shown(result); }, failed);
      return;
    }
    try { shown(fragid.resolve(typed, bytes, o)); } catch (e) { failed(e); }
  }

  function load(id, entry, fragid) {
    var c = cases[id];
    form.spec.value = c.spec;
    form.as.value = shownAs = c.hex !== undefined ? 'hex' : 'text';
    form.entity.value = c.hex !== undefined ? c.hex : c.text;
    form.charset.value = c.charset || '';
    form.endings.value = c.lineEndings || 'all';
    // The field takes typed input: a fragment it would cut is written after a '#', which gives it whole.
    var whole;
    try { whole = fragid.fragmentOf(c.fragment).fragment === c.fragment; } catch (e) { whole = false; }
    form.fragment.value = whole ? c.fragment : '#' + c.fragment;
    entry.parentNode.insertBefore(panel, entry.nextSibling);
    update(fragid);
    panel.scrollIntoView({ block: 'nearest' });
  }

  function start(fragid) {
    var pending = 0;
    var later = function () {
      clearTimeout(pending);
      panel.setAttribute('data-pending', '');
      pending = setTimeout(function () {
        panel.removeAttribute('data-pending');
        update(fragid, form.spec.value === 'wilde');
      }, 60);
    };
    [form.entity, form.charset, form.endings, form.fragment].forEach(function (f) { f.addEventListener('input', later); });
    form.spec.addEventListener('change', later);
    form.as.addEventListener('change', function () { if (convertEntity()) later(); });
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
