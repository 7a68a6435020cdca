// Node module hooks that let the adapter load @jupyterlab/csvviewer outside a
// bundler (node-protocol/jupyterlab-hooks.js says what they do). The widget
// module imports the JupyterLab document framework only for base classes and
// the toolbar, none of which take part in setFragment: those few imports are
// replaced by empty stand-ins; the package's own lib/ files load unchanged.
import { hooksFor } from '../node-protocol/jupyterlab-hooks.js';

export const { resolve, load } = hooksFor('@jupyterlab/csvviewer', {
  '@jupyterlab/docregistry': 'export class DocumentWidget {} export class ABCWidgetFactory {}',
  '@jupyterlab/coreutils': 'export class ActivityMonitor {}',
  '@jupyterlab/translation': 'export const nullTranslator = {};',
  '@jupyterlab/ui-components': 'export const Styling = {};',
});
