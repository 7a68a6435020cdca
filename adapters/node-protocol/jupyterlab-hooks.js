// Node module hooks (module.register) that load one JupyterLab package's lib/
// outside a bundler, for the adapters that drive JupyterLab code in Node.
// JupyterLab publishes ES modules without "type": "module" and with
// extensionless relative imports, both of which webpack resolves and Node
// does not. An adapter's loader.js names its package and the imports it
// replaces by stand-ins (and says why each is safe to replace):
//
//     export const { resolve, load } = hooksFor('@jupyterlab/rendermime', {
//       '@jupyterlab/translation': 'export const nullTranslator = {};',
//     });
export function hooksFor(packageName, standins) {
  const libDirectory = `/node_modules/${packageName}/lib/`;

  async function resolve(specifier, context, next) {
    if (standins[specifier] !== undefined)
      return { url: 'data:text/javascript,' + encodeURIComponent(standins[specifier]), shortCircuit: true };
    try {
      return await next(specifier, context);
    } catch (e) {
      if (e.code !== 'ERR_MODULE_NOT_FOUND' || !specifier.startsWith('.')) throw e;
      return next(specifier + '.js', context);
    }
  }

  // The package's own files are ES modules whatever its package.json says.
  async function load(url, context, next) {
    if (url.includes(libDirectory) && url.endsWith('.js')) return next(url, { ...context, format: 'module' });
    return next(url, context);
  }

  return { resolve, load };
}
