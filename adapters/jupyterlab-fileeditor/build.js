// Bundles editor-entry.js for Node (npm ci runs it as postinstall): JupyterLab
// publishes ES modules without "type": "module", with extensionless imports
// and with .svg/.css imports that only a bundler resolves. The bundle goes
// into node_modules/, so it lives and dies with the install it is made from.
import { build } from 'esbuild';

await build({
  entryPoints: [new URL('./editor-entry.js', import.meta.url).pathname],
  outfile: new URL('./node_modules/.fragid/editor.mjs', import.meta.url).pathname,
  bundle: true,
  platform: 'node',
  format: 'esm',
  logLevel: 'warning',
  loader: { '.svg': 'text', '.css': 'empty' },
  // CommonJS dependencies that call require() at run time inside an ES bundle.
  banner: { js: "import { createRequire as __fragidRequire } from 'node:module'; const require = __fragidRequire(import.meta.url);" },
});
