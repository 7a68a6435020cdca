#!/usr/bin/env node
// fragid adapter (protocol v1, docs/adapter-protocol.md) for the npm package
// @jupyterlab/rendermime: JupyterLab's output renderers. When it renders an
// error (renderError, as for a Python traceback) it turns file paths with a
// line number (`File "/p.py", line N` and `/p.py:N[:col]`) into links whose
// fragment is an RFC 5147 line locator (PathLinker.createAnchor in
// lib/renderers.js: "Store line using RFC 5147 fragment locator"): a producer
// of `line=` fragments (s.6, "rfc5147-lines").
//
//     fragid check --impl 'node adapters/jupyterlab-rendermime/adapter.js' --id 'rfc5147-produce-*'
//
// What runs is the package's own renderError on text that mentions the
// case's entity as /srv/entity.txt: a traceback line and a `path:N` line for
// every line N of the entity (1-based, as Python prints them), for the line
// after the last, for line 0 and for a number past any file (10^21). The
// fragment of each link, as the package hands it to the link handler
// (handlePathAnchor), is reported with the claim that follows from the
// traceback: the link of line N points at the start of line N of the entity,
// a number past the end at the end (RFC 5147 s.4.2), line 0 at the start.
// The resolver and link handler are the smallest that take every path (a
// real JupyterLab asks its file browser); jsdom is the DOM.
import { register, createRequire } from 'node:module';
import { JSDOM } from 'jsdom';
import { serve, answer, entityBytes, isUtf8 } from '../node-protocol/protocol.js';
import { lineStarts, charactersBefore } from './line-starts.js';

const dom = new JSDOM('', { pretendToBeVisual: true });
for (const key of Object.getOwnPropertyNames(dom.window))
  if (!(key in globalThis)) { try { globalThis[key] = dom.window[key]; } catch { /* read-only */ } }
Object.defineProperty(globalThis, 'navigator', { value: dom.window.navigator, configurable: true });

register('./loader.js', import.meta.url);
const { renderError } = await import('@jupyterlab/rendermime/lib/renderers.js');
const pkg = createRequire(import.meta.url)('@jupyterlab/rendermime/package.json');

const HANDSHAKE = {
  protocol: 1,
  implementation: { name: '@jupyterlab/rendermime', version: pkg.version, language: 'TypeScript (Node.js, jsdom)',
                    homepage: 'https://www.npmjs.com/package/@jupyterlab/rendermime' },
  // JupyterLab opens text files as UTF-8 (US-ASCII is a subset).
  supports: { specs: ['rfc5147'], charsets: ['US-ASCII', 'UTF-8'], produce: ['rfc5147-lines'],
              // The package writes the fragments; what each is claimed to identify is this adapter's reading of the traceback.
              adapter_computes: ['claims'] },
};

const PATH = '/srv/entity.txt';
const PAST_ANY_FILE = 10n ** 21n;

// The error output that mentions line n of the file, both ways renderError links.
const mention = (n) => `Traceback (most recent call last):\n  File "${PATH}", line ${n}, in <module>\nat ${PATH}:${n}\n`;

// The fragments renderError links the mentions of `lines` to, in order, each once.
async function linkedFragments(lines) {
  const host = document.createElement('div');
  const fragments = [];
  const linkHandler = {
    handleLink() {},
    handlePath: (anchor, path, scope, locator) => { if (path === PATH) fragments.push(locator.replace(/^#/, '')); },
  };
  const resolver = { resolvePath: async (path) => ({ path, scope: 'server' }), resolveUrl: async (u) => u, getDownloadUrl: async (u) => u };
  await renderError({ host, source: lines.map(mention).join(''), sanitizer: { sanitize: (s) => s }, resolver, linkHandler });
  return fragments;
}

// The text position at code point `index`, a line start: its characters as
// RFC 5147 counts them (each line ending one, s.4.1) and its UTF-8 bytes.
function at(codePoints, index, bomBytes, lineEndings) {
  const byte = Buffer.byteLength(codePoints.slice(0, index).join(''), 'utf8') + bomBytes;
  return { character: charactersBefore(codePoints, index, lineEndings), byte };
}

async function produce(c) {
  if (c.spec !== 'rfc5147' || c.produce !== 'lines') return answer.skipped(`cannot produce ${c.spec}-${c.produce}`);
  if (!isUtf8(c.entity) && !/^(us-ascii|ascii)$/i.test(c.entity.charset)) return answer.skipped(`charset ${c.entity.charset}`);
  const bytes = entityBytes(c.entity);
  const bomBytes = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? 3 : 0;
  const codePoints = [...new TextDecoder('utf-8').decode(bytes)];
  const starts = lineStarts(codePoints, c.entity.line_endings);
  // Line n (1-based) starts at starts[n-1]; past the last line, the end (s.4.2).
  const claimFor = (n) => {
    const index = n === 0n ? 0 : n - 1n < BigInt(starts.length) ? starts[Number(n - 1n)] : codePoints.length;
    const position = at(codePoints, index, bomBytes, c.entity.line_endings);
    return { status: 'ok', position: true, start: position, end: position };
  };
  const lines = [0n];
  for (let n = 1n; n <= BigInt(starts.length) + 1n; n++) lines.push(n);
  lines.push(PAST_ANY_FILE);
  const produced = [];
  for (const n of lines) {
    const fragments = [...new Set(await linkedFragments([n]))];
    for (const fragment of fragments) produced.push({ fragment, claim: claimFor(n) });
  }
  return answer.produced(produced);
}

serve({ handshake: HANDSHAKE, produce });
