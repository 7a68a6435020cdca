// What the adapter needs of JupyterLab, bundled for Node by build.js: the
// package's FileEditorWidget (for its setFragment) and a real CodeMirror
// editor over a real editor model, as JupyterLab's file editor has.
export { FileEditorWidget } from '@jupyterlab/fileeditor/lib/widget.js';
export { CodeMirrorEditor } from '@jupyterlab/codemirror';
export { CodeEditor } from '@jupyterlab/codeeditor';
