// Loads one JupyterLab package's lib/ in Node without a bundler, for the reproductions that call
// JupyterLab code (the CSV viewer, rendermime). JupyterLab publishes ES modules without
// "type": "module" and with extensionless relative imports, which webpack resolves and Node does
// not: the module hooks registered here only mark the package's lib/*.js as ES modules and add
// ".js", and replace the imports a reproduction names by stand-ins (each reproduction says why
// its stand-ins are safe: the code it calls does not touch them).
import { register } from 'node:module';

export function loadLibWithoutBundler(packageName, standins) {
  const hooks = `
const standins = ${JSON.stringify(standins)};
const libDirectory = ${JSON.stringify(`/node_modules/${packageName}/lib/`)};
export async function resolve(specifier, context, next) {
  if (standins[specifier] !== undefined) return { url: 'data:text/javascript,' + encodeURIComponent(standins[specifier]), shortCircuit: true };
  try { return await next(specifier, context); } catch (e) {
    if (e.code !== 'ERR_MODULE_NOT_FOUND' || !specifier.startsWith('.')) throw e;
    return next(specifier + '.js', context);
  }
}
export async function load(url, context, next) {
  if (url.includes(libDirectory) && url.endsWith('.js')) return next(url, { ...context, format: 'module' });
  return next(url, context);
}`;
  register('data:text/javascript,' + encodeURIComponent(hooks));
}
