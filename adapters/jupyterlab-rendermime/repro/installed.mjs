// @jupyterlab/rendermime as installed beside the adapter (../node_modules, by `npm ci`), loaded in
// Node without the adapter and without fragid, for the reproductions of this folder.
//
// JupyterLab publishes ES modules without "type": "module" and with extensionless relative
// imports: the hooks below only mark the package's lib/*.js as ES modules and add ".js".
// lib/renderers.js imports @jupyterlab/translation for a default translator renderError never
// uses (the real package pulls in the server connection): it gets an empty stand-in. Everything
// else (renderers.js, @jupyterlab/coreutils' URLExt, lodash.escape) loads unchanged; jsdom is the DOM.
import { register, createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';

const adapterDir = new URL('../', import.meta.url);
const require = createRequire(new URL('package.json', adapterDir));

const hooks = `
const standins = { '@jupyterlab/translation': 'export const nullTranslator = {};' };
export async function resolve(specifier, context, next) {
  if (standins[specifier] !== undefined) return { url: 'data:text/javascript,' + encodeURIComponent(standins[specifier]), shortCircuit: true };
  try { return await next(specifier, context); } catch (e) {
    if (e.code !== 'ERR_MODULE_NOT_FOUND' || !specifier.startsWith('.')) throw e;
    return next(specifier + '.js', context);
  }
}
export async function load(url, context, next) {
  if (/\\/node_modules\\/@jupyterlab\\/rendermime\\/lib\\/.*\\.js$/.test(url)) return next(url, { ...context, format: 'module' });
  return next(url, context);
}`;
register('data:text/javascript,' + encodeURIComponent(hooks));

const { JSDOM } = await import(pathToFileURL(require.resolve('jsdom')).href);
const dom = new JSDOM('', { pretendToBeVisual: true });
for (const key of Object.getOwnPropertyNames(dom.window))
  if (!(key in globalThis)) { try { globalThis[key] = dom.window[key]; } catch { /* read-only */ } }
Object.defineProperty(globalThis, 'navigator', { value: dom.window.navigator, configurable: true });

const { renderError } = await import(new URL('node_modules/@jupyterlab/rendermime/lib/renderers.js', adapterDir).href);

// The fragments renderError links an error output `source` with (handlePath's 4th argument, '#' and
// all), one per linked path. The resolver and link handler are the smallest that take every path.
export async function fragmentsWritten(source) {
  const host = document.createElement('div');
  const locators = [];
  const linkHandler = { handleLink() {}, handlePath: (anchor, path, scope, locator) => locators.push(locator) };
  const resolver = { resolvePath: async (path) => ({ path, scope: 'server' }), resolveUrl: async (u) => u, getDownloadUrl: async (u) => u };
  await renderError({ host, source, sanitizer: { sanitize: (s) => s }, resolver, linkHandler });
  return locators;
}

// Runs every check of a data file ({output: an error output, spec: the fragment RFC 5147 gives for
// the line it names, in words}), saying each; true when a fragment the library writes is not the
// spec's. A check with `accept` (a regular expression) takes any fragment it matches, and no link
// at all: where the spec gives no one fragment (a "line 0"), only the grammar decides.
export async function deviatesOn(checks, say) {
  let deviations = 0;
  for (const { output, spec, accept } of checks) {
    const written = await fragmentsWritten(output);
    const right = accept ? (fragment) => new RegExp(accept).test(fragment) : (fragment) => fragment === spec;
    if ((!accept && written.length === 0) || !written.every(right)) deviations++;
    say(`  error output ${JSON.stringify(output)}: spec ${spec}; library links ${written.join(', ') || 'nothing'}`);
  }
  return deviations > 0;
}
