#!/usr/bin/env node
// fragid adapter (protocol v1, docs/adapter-protocol.md) for the npm package
// @jupyterlab/csvviewer: JupyterLab's CSV viewer. Its CSVDocumentWidget has
// setFragment(fragment), which JupyterLab calls with a URL's `#row=…` to
// scroll the grid to a row: a resolver of RFC 7111 row fragments.
//
//     fragid check --impl 'node adapters/jupyterlab-csvviewer/adapter.js'
//
// What runs is the package's own setFragment, on a widget whose context is
// ready at once and whose content records the row it is sent to (goToLine,
// which in the package only calls the grid's scrollToRow). The entity is read
// by the package's own DSVModel, as the viewer does (comma, header row on).
// The viewer's rows are 0-based and count data rows below the header, so body
// row N is record N+2 of the file; its cells are the model's columns. The row
// is the one the grid really scrolls to: goToLine calls Lumino's
// DataGrid.scrollToRow, which floors the number and clamps it into the grid's
// rows, so a row past the last is the last. A fragment after which
// setFragment sends the grid nowhere, to NaN, or into an empty grid moves
// nothing and identifies nothing: `ignored`.
import { register } from 'node:module';
import { createRequire } from 'node:module';
import { JSDOM } from 'jsdom';
import { serve, answer, describeError, entityText, isUtf8 } from '../node-protocol/protocol.js';

// The widget module loads Lumino's DOM toolkit, which needs a DOM: jsdom's.
const dom = new JSDOM('', { pretendToBeVisual: true });
for (const key of Object.getOwnPropertyNames(dom.window))
  if (!(key in globalThis)) { try { globalThis[key] = dom.window[key]; } catch { /* read-only */ } }
globalThis.window = dom.window;
Object.defineProperty(globalThis, 'navigator', { value: dom.window.navigator, configurable: true });
globalThis.DragEvent = class DragEvent extends dom.window.MouseEvent {};  // jsdom has none
dom.window.HTMLCanvasElement.prototype.getContext = () => null;  // no canvas: the grid is never painted

register('./loader.js', import.meta.url);
const { CSVDocumentWidget } = await import('@jupyterlab/csvviewer/lib/widget.js');
const { DSVModel } = await import('@jupyterlab/csvviewer/lib/model.js');
const pkg = createRequire(import.meta.url)('@jupyterlab/csvviewer/package.json');

const HANDSHAKE = {
  protocol: 1,
  implementation: { name: '@jupyterlab/csvviewer', version: pkg.version, language: 'TypeScript (Node.js, jsdom)',
                    homepage: 'https://www.npmjs.com/package/@jupyterlab/csvviewer' },
  // The viewer reads the file as text that JupyterLab decoded as UTF-8.
  // setFragment takes `#row=` only (lib/widget.js: "TODO: expand to allow
  // columns and cells to be selected"): col= and cell= are not claimed.
  // The package scrolls to a row; which cells that row holds is computed
  // here, from the package's own DSVModel (docs/adapter-protocol.md s.1).
  supports: { specs: ['rfc7111'], schemes: ['row'], charsets: ['UTF-8'], adapter_computes: ['cells'] },
};

// The row setFragment sends the grid to, or undefined if it sends it nowhere.
async function rowSentTo(fragment) {
  let row;
  const widget = { context: { ready: Promise.resolve() }, content: { goToLine: (n) => { row = n; } } };
  CSVDocumentWidget.prototype.setFragment.call(widget, '#' + fragment);  // JupyterLab passes the URL's hash, '#' included
  await new Promise((done) => setImmediate(done));  // setFragment waits for context.ready
  return row;
}

// The body row DataGrid.scrollToRow scrolls to when sent `row` in a grid of
// `rows` body rows (@lumino/datagrid 2.5.9, dist/index.js:6515-6525): none in
// an empty grid (:6519-6521); else the row floored and clamped into
// [0, rows-1] (:6522-6525), where NaN stays NaN and scrolls nowhere.
function scrolledTo(row, rows) {
  if (rows === 0) return undefined;
  const clamped = Math.max(0, Math.min(Math.floor(row), rows - 1));
  return Number.isNaN(clamped) ? undefined : clamped;
}

async function run(c) {
  if (c.spec !== 'rfc7111') return answer.skipped('the CSV viewer resolves text/csv only');
  if (!isUtf8(c.entity)) return answer.skipped(`charset ${c.entity.charset}: JupyterLab reads text files as UTF-8`);
  let row;
  try {
    row = await rowSentTo(c.fragment);
  } catch (e) {
    return answer.errored(`setFragment threw ${describeError(e)}`);
  }
  if (row === undefined) return answer.ignored('setFragment did not move the grid');
  const model = new DSVModel({ data: entityText(c.entity), delimiter: ',' });
  const rows = model.rowCount('body');
  const shown = scrolledTo(row, rows);
  if (shown === undefined) return answer.ignored(`the grid was sent to row ${row} of ${rows} body rows and does not move`);
  const record = shown + 2;  // 0-based, below the one header row
  const fields = [];
  for (let col = 1; col <= model.columnCount('body'); col++) fields.push({ row: record, col });
  return answer.ok({ parts: [{ fields }] });
}

serve({ handshake: HANDSHAKE, run });
