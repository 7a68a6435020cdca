// @jupyterlab/fileeditor and the editor it drives, @jupyterlab/codemirror (CodeMirror 6), as
// installed beside the adapter (../node_modules, by `npm ci`), loaded in Node without the adapter
// and without fragid, for the reproductions of this folder.
//
// JupyterLab publishes ES modules without "type": "module", with extensionless and directory
// imports and with .svg/.css imports that only a bundler resolves, so the three modules used here
// are bundled, unchanged, by the esbuild installed beside them into a temporary file, loaded and
// deleted. jsdom is the DOM; it lacks matchMedia and DragEvent, which get inert stand-ins.
//
// The package's own code that runs: FileEditorWidget.prototype.setFragment (lib/widget.js:157-182)
// over a real CodeMirrorEditor on a real CodeEditor.Model, whose setCursorPosition and getOffsetAt
// are @jupyterlab/codemirror lib/editor.js:346-358 and :210-213.
import { createRequire } from 'node:module';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { differsOnAny, installDom } from '../../repro/cause.mjs';

const adapterDir = new URL('../', import.meta.url);
const require = createRequire(new URL('package.json', adapterDir));
const load = (specifier) => import(pathToFileURL(require.resolve(specifier)).href);

const { JSDOM } = await load('jsdom');
const dom = new JSDOM('<!DOCTYPE html><body></body>', { pretendToBeVisual: true });
dom.window.matchMedia = () => ({ matches: false, media: '', addListener() {}, removeListener() {}, addEventListener() {}, removeEventListener() {} });
installDom(dom);
globalThis.DragEvent = class DragEvent extends dom.window.MouseEvent {};

const esbuild = await load('esbuild');
const scratch = mkdtempSync(join(tmpdir(), 'fileeditor-repro-'));
let loaded;
try {
  const bundle = join(scratch, 'editor.mjs');
  await esbuild.build({
    stdin: {
      contents: "export { FileEditorWidget } from '@jupyterlab/fileeditor/lib/widget.js';\n" +
                "export { CodeMirrorEditor } from '@jupyterlab/codemirror';\n" +
                "export { CodeEditor } from '@jupyterlab/codeeditor';\n",
      resolveDir: fileURLToPath(adapterDir), loader: 'js',
    },
    outfile: bundle, bundle: true, platform: 'node', format: 'esm', logLevel: 'error',
    loader: { '.svg': 'text', '.css': 'empty' },
    banner: { js: "import { createRequire as __reproRequire } from 'node:module'; const require = __reproRequire(import.meta.url);" },
  });
  loaded = await import(pathToFileURL(bundle).href);
} finally {
  rmSync(scratch, { recursive: true, force: true });  // the bundle is loaded; nothing is left behind
}
const { FileEditorWidget, CodeMirrorEditor, CodeEditor } = loaded;

// Where setFragment(hash) puts the cursor in an editor holding `text`: {offset} (CodeMirror's
// document offset, each line break one unit), {unmoved: true} (the selection is the one the editor
// had: setFragment did not take the fragment) or {threw}. setFragment's `this` needs only
// `context.ready` and `content.editor` (lib/widget.js:174-180).
export async function cursorAfter(text, hash) {
  const model = new CodeEditor.Model({});
  model.sharedModel.setSource(text);
  const host = document.body.appendChild(document.createElement('div'));
  const editor = new CodeMirrorEditor({ host, model });
  try {
    const before = editor.editor.state.selection;
    try {
      await FileEditorWidget.prototype.setFragment.call({ context: { ready: Promise.resolve() }, content: { editor } }, hash);
    } catch (e) {
      return { threw: `${e.name}: ${e.message}` };
    }
    if (editor.editor.state.selection === before) return { unmoved: true };
    const sel = editor.editor.state.selection.main;
    return { offset: editor.getOffsetAt(editor.getCursorPosition()), anchor: sel.anchor, head: sel.head };
  } finally {
    editor.dispose(); model.dispose(); host.remove();
  }
}

// The outcome in the words the data files use for what the spec identifies.
export function describe(r) {
  return r.threw ? `setFragment throws ${r.threw}` : r.unmoved ? 'cursor not moved' :
    r.anchor === r.head ? `cursor at offset ${r.offset}` : `selection ${r.anchor}..${r.head}`;
}

// Runs every check of a data file ({entity, fragment, spec: the outcome the spec gives}), saying
// each; true when the library's outcome differs from the spec's in any.
export function deviatesOn(checks, say) {
  return differsOnAny(checks, ({ entity, fragment }) => `${JSON.stringify(entity)} ${fragment}`,
                      async ({ entity, fragment }) => describe(await cursorAfter(entity, fragment)), say);
}
