// @jupyterlab/csvviewer as installed beside the adapter (../node_modules, by `npm ci`), loaded in
// Node without the adapter and without fragid, for the reproductions of this folder.
//
// Its lib/ loads through module hooks (../../repro/jupyterlab-hooks.mjs: JupyterLab's ES modules
// need a bundler's resolution). lib/widget.js imports four framework packages for base
// classes, the toolbar and an activity monitor, none of which setFragment touches: they get empty
// stand-ins (the real ones import .svg/.css, which only a bundler loads). lib/model.js (DSVModel)
// and @lumino/datagrid load unchanged; jsdom is the DOM Lumino needs.
//
// The package's own code that runs: CSVDocumentWidget.prototype.setFragment (lib/widget.js:347-363),
// DSVModel (lib/model.js) and, for the grid, @lumino/datagrid's DataGrid.scrollToRow, which
// CSVViewer.goToLine calls (lib/widget.js:279-281).
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { installDom } from '../../repro/cause.mjs';
import { loadLibWithoutBundler } from '../../repro/jupyterlab-hooks.mjs';

const adapterDir = new URL('../', import.meta.url);
const require = createRequire(new URL('package.json', adapterDir));
const load = (specifier) => import(pathToFileURL(require.resolve(specifier)).href);

const standins = {
  '@jupyterlab/docregistry': 'export class DocumentWidget {} export class ABCWidgetFactory {}',
  '@jupyterlab/coreutils': 'export class ActivityMonitor {}',
  '@jupyterlab/translation': 'export const nullTranslator = {};',
  '@jupyterlab/ui-components': 'export const Styling = {};',
};
loadLibWithoutBundler('@jupyterlab/csvviewer', standins);

const { JSDOM } = await load('jsdom');
const dom = new JSDOM('', { pretendToBeVisual: true });
installDom(dom);
globalThis.DragEvent = class DragEvent extends dom.window.MouseEvent {};  // jsdom has none; Lumino's dragdrop extends it
dom.window.HTMLCanvasElement.prototype.getContext = () => null;  // jsdom cannot paint

const csvviewer = new URL('node_modules/@jupyterlab/csvviewer/', adapterDir).href;
const { CSVDocumentWidget } = await import(csvviewer + 'lib/widget.js');
const { DSVModel } = await import(csvviewer + 'lib/model.js');
const { DataGrid } = await load('@lumino/datagrid');
const { Widget } = await load('@lumino/widgets');
const { MessageLoop } = await load('@lumino/messaging');
// Painting fails without a canvas; it is not what is observed here.
MessageLoop.setExceptionHandler(() => {});

// What setFragment(hash) hands to the viewer's goToLine, or why nothing: {row} (the argument, as
// given), {none: true} (goToLine is not called) or {threw}. setFragment's `this` needs only
// `context.ready` and `content.goToLine` (lib/widget.js:360-362); the content records the call.
export async function rowSentTo(hash) {
  let row, called = false;
  const widget = { context: { ready: Promise.resolve() }, content: { goToLine: (n) => { called = true; row = n; } } };
  try {
    CSVDocumentWidget.prototype.setFragment.call(widget, hash);
  } catch (e) {
    return { threw: `${e.name}: ${e.message}` };
  }
  await new Promise((done) => setImmediate(done));  // setFragment waits for context.ready
  return called ? { row } : { none: true };
}

export const sent = (r) => r.threw ? `setFragment threw ${r.threw}` : r.none ? 'goToLine not called' : `goToLine(${r.row})`;

// The viewer's model of a CSV text, as CSVViewer._updateGrid makes it (lib/widget.js:297-300:
// data and delimiter only, so the first record is the header).
export function modelOf(text) {
  return new DSVModel({ data: text, delimiter: ',' });
}

// The grid's vertical scroll after DataGrid.scrollToRow(row), the call CSVViewer.goToLine makes:
// a real DataGrid over `model`, attached to the jsdom document, its viewport showing two body rows.
export function scrollAfter(model, row) {
  const grid = new DataGrid({ defaultSizes: { rowHeight: 24, columnWidth: 144, rowHeaderWidth: 64, columnHeaderHeight: 36 } });
  grid.dataModel = model;
  Widget.attach(grid, document.body);
  MessageLoop.sendMessage(grid.viewport, new Widget.ResizeMessage(400, 36 + 24 * 2));
  grid.scrollToRow(row);
  MessageLoop.flush();
  const y = grid.scrollY;
  Widget.detach(grid);
  return y;
}
