#!/usr/bin/env node
// fragid adapter (protocol v1, docs/adapter-protocol.md) for the npm package
// @jupyterlab/fileeditor: JupyterLab's text editor. Its FileEditorWidget has
// setFragment(fragment), which JupyterLab calls with a URL's `#line=…` to put
// the cursor on a line (lib/widget.js; its comment cites RFC 5147 s.3): a
// resolver of RFC 5147 line positions.
//
//     fragid check --impl 'node adapters/jupyterlab-fileeditor/adapter.js'
//
// What runs is the package's own setFragment over a real CodeMirror editor
// (@jupyterlab/codemirror's CodeMirrorEditor on a real CodeEditor.Model
// holding the entity's text) in jsdom, bundled for Node by build.js. The
// widget itself is a stand-in: setFragment uses only `this.context.ready`
// and `this.content.editor`, so those two are given (README.md says why).
// The answer is where the cursor lands, getCursorPosition(), as a position.
// For a fragment it does not take (anything but `line=`) setFragment leaves
// the cursor where it was (CodeMirror keeps the same selection): `ignored`.
// If it throws (its promise rejects), `errored`.
import { JSDOM } from 'jsdom';
import { createRequire } from 'node:module';
import { serve, answer, describeError, entityText } from '../node-protocol/protocol.js';
import { codePointsBefore } from '../node-protocol/char-fragment.js';

// JupyterLab's modules touch the DOM when they load: jsdom's, with the few
// things jsdom lacks given inert stand-ins (nothing here is painted).
const dom = new JSDOM('<!DOCTYPE html><body></body>', { pretendToBeVisual: true });
const matchMedia = () => ({ matches: false, media: '', addListener() {}, removeListener() {}, addEventListener() {}, removeEventListener() {} });
dom.window.matchMedia = matchMedia;
for (const key of Object.getOwnPropertyNames(dom.window))
  if (!(key in globalThis)) { try { globalThis[key] = dom.window[key]; } catch { /* read-only */ } }
Object.defineProperty(globalThis, 'navigator', { value: dom.window.navigator, configurable: true });
globalThis.DragEvent = class DragEvent extends dom.window.MouseEvent {};  // jsdom has none

const { FileEditorWidget, CodeMirrorEditor, CodeEditor } = await import('./node_modules/.fragid/editor.mjs');
const pkg = createRequire(import.meta.url)('@jupyterlab/fileeditor/package.json');

const HANDSHAKE = {
  protocol: 1,
  implementation: { name: '@jupyterlab/fileeditor', version: pkg.version, language: 'TypeScript (Node.js, jsdom)',
                    homepage: 'https://www.npmjs.com/package/@jupyterlab/fileeditor' },
  supports: {
    specs: ['rfc5147'],
    // setFragment takes `#line=` only (lib/widget.js: "TODO: expand to allow more
    // schemes of Fragment Identification Syntax"): char= is not claimed.
    schemes: ['line'],
    charsets: ['US-ASCII', 'UTF-8'],  // JupyterLab opens text files as UTF-8
    validates_entities: false,  // the adapter decodes leniently (U+FFFD); the editor sees a string
    line_ending_context: 'CRLF,LF,CR',  // CodeMirror splits lines at \r\n, \r and \n
    byte_offsets: false,  // an editor knows no bytes
    // The package moves a cursor; this adapter tells `ignored` (the cursor never moved) and counts the
    // characters before the cursor's CodeMirror offset itself.
    adapter_computes: ['status', 'characters'],
  },
};

// A real editor holding `text`, its cursor at the start, as a file opens.
function openEditor(text) {
  const model = new CodeEditor.Model({});
  model.sharedModel.setSource(text);
  const host = document.body.appendChild(document.createElement('div'));
  return { editor: new CodeMirrorEditor({ host, model }), model, host };
}

async function run(c) {
  if (c.spec !== 'rfc5147') return answer.skipped('the file editor resolves text/plain line= fragments only');
  const { editor, model, host } = openEditor(entityText(c.entity));
  try {
    const widget = { context: { ready: Promise.resolve() }, content: { editor } };
    // CodeMirror keeps the selection object through transactions that do not
    // set it, and makes a new one when the cursor is put anywhere.
    const before = editor.editor.state.selection;
    try {
      await FileEditorWidget.prototype.setFragment.call(widget, '#' + c.fragment);  // JupyterLab passes the hash, '#' included
    } catch (e) {
      return answer.errored(`setFragment threw ${describeError(e)}`);
    }
    if (editor.editor.state.selection === before) return answer.ignored('setFragment left the cursor where it was');
    // CodeMirror's offsets count each line break as one UTF-16 unit of its document.
    const doc = editor.doc.toString();
    const character = codePointsBefore(doc, editor.getOffsetAt(editor.getCursorPosition()));
    return answer.ok({ position: true, start: { character }, end: { character } });
  } finally {
    editor.dispose();
    model.dispose();
    host.remove();
  }
}

serve({ handshake: HANDSHAKE, run });
