// dom-anchor-text-position (with its dependency dom-seek) as installed beside the adapter
// (../node_modules, by `npm ci`), required by its package name as a user requires it, for the
// reproductions of this folder; jsdom (installed beside it) is the DOM. No adapter, no fragid.
import { createRequire } from 'node:module';
import { differsOnAny } from '../../repro/cause.mjs';

const require = createRequire(new URL('../package.json', import.meta.url));
const { toRange } = require('dom-anchor-text-position');
const { JSDOM } = require('jsdom');
const { document } = new JSDOM('<!DOCTYPE html><body></body>').window;

// toRange(root, {start, end}) on a <pre> holding `text` as one text node, in the words the data
// files use for what the spec identifies: the Range's ends as UTF-16 offsets in that node, or the
// error it throws.
function range(text, start, end) {
  const root = document.createElement('pre');
  const node = root.appendChild(document.createTextNode(text));
  try {
    const r = toRange(root, { start, end });
    if (r.startContainer !== node || r.endContainer !== node) return 'a Range outside the text node';
    return `UTF-16 offsets ${r.startOffset}..${r.endOffset}`;
  } catch (e) {
    return `throws ${e.name}: ${e.message}`;
  }
}

// Runs every check of a data file ({text, start, end, spec}), saying each; true when the library's
// answer differs from the spec's in any.
export function deviatesOn(checks, say) {
  return differsOnAny(checks, ({ text, start, end }) => `text ${JSON.stringify(text)}, {start: ${start}, end: ${end}}`,
                      async ({ text, start, end }) => range(text, start, end), say);
}
