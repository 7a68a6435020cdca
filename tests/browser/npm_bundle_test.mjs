// The npm package bundled for a browser by esbuild and run in Chromium (issue 40): a page's
// script that imports 'fragid' from an installed package, and the package's worker.mjs as a
// second entry (esbuild does not follow `new Worker(new URL(...))`, README.md "Bundlers"), are
// bundled for the browser (no `node:worker_threads` marked external: the package must not make
// a bundler look for it), served over HTTP from 127.0.0.1, and loaded in Debian's Chromium
// driven by playwright-core. In the page: resolve() answers; resolveBounded() answers through
// the bundled worker (workerUrl), stops a match() that does not end with the native sandbox's
// words, and rejects with code "worker" when its worker's URL does not exist.
//     node npm_bundle_test.mjs PROJECT_DIR ESBUILD_DIR WORK_DIR
// PROJECT_DIR has the package installed (tests/wasm/install_package.sh); ESBUILD_DIR is
// npm/node_modules/esbuild. Exits 77 (skipped) without Chromium, playwright-core or esbuild.
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { extname, join, resolve } from 'node:path';

const SKIP = 77;
const [project, esbuildDir, work] = process.argv.slice(2).map((p) => p && resolve(p));
const skip = (why) => { console.log(`SKIP: ${why}`); process.exit(SKIP); };
const browserPath = [process.env.FRAGID_CHROMIUM, '/usr/bin/chromium'].filter(Boolean).find((p) => existsSync(p));
if (!browserPath) skip("no Chromium (scripts/setup.sh installs Debian's chromium)");
let chromium, esbuild;
try {
  ({ chromium } = await import('playwright-core'));
} catch (e) {
  skip(`tests/browser/node_modules is missing (scripts/setup.sh runs npm ci there): ${e.message}`);
}
try {
  esbuild = createRequire(join(esbuildDir, 'package.json'))('esbuild');
} catch (e) {
  skip(`esbuild is not in npm/node_modules (scripts/setup.sh runs npm ci there): ${e.message}`);
}

// The page's script: what a user of the package writes.
const app = `
import { createFragid } from 'fragid';
const fragid = await createFragid();
const workerUrl = new URL('./worker.js', import.meta.url);
const out = { resolve: fragid.resolve('line=1,2', 'a\\nb\\nc\\n') };
out.bounded = await fragid.resolveBounded('match(b)', 'abc', { spec: 'wilde', workerUrl });
out.stopped = await fragid.resolveBounded('match(\\\\(a*\\\\)*\\\\1\\\\1\\\\1\\\\1\\\\1b)', 'b' + 'a'.repeat(26),
                                          { spec: 'wilde', regexSeconds: 0.5, workerUrl });
try {
  out.missing = await fragid.resolveBounded('char=1', 'abc', { workerUrl: new URL('./no-such-worker.js', import.meta.url) });
} catch (e) {
  out.missing = { code: e.code, message: e.message };
}
out.after = await fragid.resolveBounded('char=0,1', 'abc', { workerUrl });
globalThis.fragidResult = out;
`;
rmSync(work, { recursive: true, force: true });
mkdirSync(join(work, 'dist'), { recursive: true });
writeFileSync(join(project, 'app.mjs'), app);
const built = await esbuild.build({
  absWorkingDir: project,
  entryPoints: { app: join(project, 'app.mjs'), worker: join(project, 'node_modules/fragid/worker.mjs') },
  bundle: true, format: 'esm', platform: 'browser', target: 'chrome100', outdir: join(work, 'dist'),
  logLevel: 'silent',
});
const failures = [];
const check = (ok, what) => { if (!ok) failures.push(what); };
check(built.errors.length === 0 && built.warnings.length === 0,
      `esbuild: ${[...built.errors, ...built.warnings].map((m) => m.text).join(' | ')}`);
writeFileSync(join(work, 'dist', 'index.html'), '<!doctype html><title>fragid bundled</title><script type="module" src="app.js"></script>\n');

// Served over HTTP: a module Worker cannot be started from file://.
const types = { '.html': 'text/html', '.js': 'text/javascript' };
const server = createServer((request, response) => {
  const path = join(work, 'dist', new URL(request.url, 'http://x').pathname);
  if (!path.startsWith(join(work, 'dist')) || !existsSync(path)) {
    response.writeHead(404).end();
    return;
  }
  response.writeHead(200, { 'content-type': types[extname(path)] ?? 'application/octet-stream' }).end(readFileSync(path));
});
await new Promise((ready) => server.listen(0, '127.0.0.1', ready));
const browser = await chromium.launch({
  executablePath: browserPath,
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update',
         '--disable-sync', '--no-first-run'],
});
try {
  const page = await browser.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(`http://127.0.0.1:${server.address().port}/index.html`);
  await page.waitForFunction(() => globalThis.fragidResult !== undefined, null, { timeout: 60000 });
  const r = await page.evaluate(() => globalThis.fragidResult);
  check(r.resolve.status === 'ok' && r.resolve.start.character === 2 && r.resolve.end.character === 4,
        `resolve('line=1,2') in the bundle: ${JSON.stringify(r.resolve)}`);
  check(r.bounded.status === 'ok' && r.bounded.spans?.[0]?.start.character === 1,
        `resolveBounded('match(b)') through the bundled worker: ${JSON.stringify(r.bounded)}`);
  check(r.stopped.status === 'resource-limit' && r.stopped.reason.includes('matching took more than the limit of 500 ms'),
        `a match() that does not end: ${JSON.stringify(r.stopped)}`);
  check(r.missing.code === 'worker' && r.missing.message.includes('no-such-worker.js'),
        `resolveBounded() with a worker that cannot start: ${JSON.stringify(r.missing)}`);
  check(r.after.status === 'ok', `resolveBounded() after a worker that could not start: ${JSON.stringify(r.after)}`);
  check(errors.length === 0, `script errors in the page: ${errors.join(' | ')}`);
  console.log(`in Chromium: ${JSON.stringify({ resolve: r.resolve.status, bounded: r.bounded.status,
                                               stopped: r.stopped.reason, missing: r.missing })}`);
} finally {
  await browser.close();
  server.close();
}
if (failures.length) {
  for (const f of failures) console.log(`FAIL: ${f}`);
  process.exit(1);
}
console.log('the package bundled by esbuild ran in Chromium');
