// Node module hooks that let the adapter load @jupyterlab/csvviewer outside a
// bundler. JupyterLab publishes ES modules without "type": "module" and with
// extensionless relative imports (webpack resolves both); and the widget
// module imports the JupyterLab document framework only for base classes and
// the toolbar, none of which take part in setFragment. Those few imports are
// replaced by empty stand-ins; the package's own lib/ files load unchanged.
const STANDINS = {
  '@jupyterlab/docregistry': 'export class DocumentWidget {} export class ABCWidgetFactory {}',
  '@jupyterlab/coreutils': 'export class ActivityMonitor {}',
  '@jupyterlab/translation': 'export const nullTranslator = {};',
  '@jupyterlab/ui-components': 'export const Styling = {};',
};

export async function resolve(specifier, context, next) {
  if (STANDINS[specifier] !== undefined)
    return { url: 'data:text/javascript,' + encodeURIComponent(STANDINS[specifier]), shortCircuit: true };
  try {
    return await next(specifier, context);
  } catch (e) {
    if (e.code !== 'ERR_MODULE_NOT_FOUND' || !specifier.startsWith('.')) throw e;
    return next(specifier + '.js', context);
  }
}

export async function load(url, context, next) {
  if (url.includes('/node_modules/@jupyterlab/csvviewer/lib/') && url.endsWith('.js'))
    return next(url, { ...context, format: 'module' });
  return next(url, context);
}
