// Node module hooks that let the adapter load @jupyterlab/rendermime's
// renderers outside a bundler. JupyterLab publishes ES modules without
// "type": "module" and with extensionless relative imports (webpack resolves
// both). lib/renderers.js imports @jupyterlab/translation only for a default
// translator that renderError never uses; that package would pull in the
// server connection, so it is replaced by an empty stand-in. Everything else
// (the renderers, @jupyterlab/coreutils' URLExt, lodash.escape) loads unchanged.
const STANDINS = {
  '@jupyterlab/translation': 'export const nullTranslator = {};',
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
  if (url.includes('/node_modules/@jupyterlab/rendermime/lib/') && url.endsWith('.js'))
    return next(url, { ...context, format: 'module' });
  return next(url, context);
}
