// @jupyterlab/rendermime as installed beside the adapter (../node_modules, by `npm ci`), loaded in
// Node without the adapter and without fragid, for the reproductions of this folder.
//
// Its lib/ loads through module hooks (../../repro/jupyterlab-hooks.mjs: JupyterLab's ES modules
// need a bundler's resolution). lib/renderers.js imports @jupyterlab/translation for a default translator renderError never
// uses (the real package pulls in the server connection): it gets an empty stand-in. Everything
// else (renderers.js, @jupyterlab/coreutils' URLExt, lodash.escape) loads unchanged; jsdom is the DOM.
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { installDom } from '../../repro/cause.mjs';
import { loadLibWithoutBundler } from '../../repro/jupyterlab-hooks.mjs';

const adapterDir = new URL('../', import.meta.url);
const require = createRequire(new URL('package.json', adapterDir));

loadLibWithoutBundler('@jupyterlab/rendermime', { '@jupyterlab/translation': 'export const nullTranslator = {};' });

const { JSDOM } = await import(pathToFileURL(require.resolve('jsdom')).href);
const dom = new JSDOM('', { pretendToBeVisual: true });
installDom(dom);

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
