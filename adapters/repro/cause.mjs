// The frame every reproduction in adapters/<name>/repro/ runs in (adapters/repro/README.md).
// A reproduction is `<cause>.mjs` beside `<cause>.json`, the data it shares with its issue text
// (`<cause>.md`, written by issue-text.mjs): the package, the spec's sentence, what the library
// does and the sentence that names the deviation. The script only calls the package and says,
// for each input, what the spec identifies and what the library did.
//
// Exit status, the contract the ctest `repro.reproduce` (run-all.mjs) relies on:
//   1  the library deviates as the cause says (the issue is still open)
//   0  the library does what the spec says (fixed, or the reproduction is wrong)
//   2  the reproduction itself failed (the package is not installed, or it broke)
// A reproduction's own failure must never read as "deviates": Node exits 1 on an uncaught
// error, so every error is caught here and turned into 2.
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const OWN_ERROR = 2;

function ownError(error) {
  process.stderr.write(`reproduction error (not a verdict): ${error?.stack ?? error}\n`);
  process.exit(OWN_ERROR);
}

// The data of the reproduction at `scriptUrl` (its import.meta.url): `<cause>.json` beside it.
export function causeData(scriptUrl) {
  return JSON.parse(readFileSync(fileURLToPath(scriptUrl.replace(/\.mjs$/, '.json')), 'utf8'));
}

// The installed version of `name` in the adapter folder `adapterDir` (adapters/<name>/), read from
// its package.json there: what npm ci installed from the committed lockfile, not a range. A
// dependency of the package `from` is looked for where Node finds it: in that package's own
// node_modules first (two packages of one folder may pin different versions of it).
export function installedVersion(adapterDir, name, from) {
  const places = from ? [`node_modules/${from}/node_modules/${name}/`, `node_modules/${name}/`] : [`node_modules/${name}/`];
  const place = places.find((dir) => existsSync(new URL(dir + 'package.json', adapterDir))) ?? places.at(-1);
  return JSON.parse(readFileSync(new URL(place + 'package.json', adapterDir), 'utf8')).version;
}

// The packages a cause names, with their installed versions: "pkg 1.2.3 (with dep 4.5.6)".
export function versionsLine(data, adapterDir) {
  if (!data.package) return '(no package: a test of this frame)';
  const main = `${data.package} ${installedVersion(adapterDir, data.package)}`;
  const with_ = (data.with ?? []).map((name) => `${name} ${installedVersion(adapterDir, name, data.package)}`);
  return with_.length ? `${main} (with ${with_.join(', ')})` : main;
}

// Runs `answer(check)` on every check of a data file and says, for each, the input (`input(check)`),
// what the spec identifies (`check.spec`, in the words `answer` uses) and what the library did; true
// when the two differ on any check.
export async function differsOnAny(checks, input, answer, say) {
  let deviations = 0;
  for (const check of checks) {
    const got = await answer(check);
    if (got !== check.spec) deviations++;
    say(`  ${input(check)}: spec ${check.spec}; library ${got}`);
  }
  return deviations > 0;
}

// Makes jsdom's window the global scope Node code that expects a browser runs in (what a
// reproduction's library and its UI toolkit touch: document, navigator, events).
export function installDom(dom) {
  for (const key of Object.getOwnPropertyNames(dom.window))
    if (!(key in globalThis)) { try { globalThis[key] = dom.window[key]; } catch { /* read-only */ } }
  Object.defineProperty(globalThis, 'navigator', { value: dom.window.navigator, configurable: true });
}

// Runs a reproduction: prints the versions and the spec's sentence, then `body(data, say)`, which
// calls the package, prints what it finds with `say` and returns true while the library deviates.
// The verdict's sentence is the data's (a verb phrase: "reads ...", "throws ..."), so the issue text
// and the run say the same thing.
export async function reproduce(scriptUrl, body) {
  process.on('uncaughtException', ownError);
  process.on('unhandledRejection', ownError);
  try {
    const data = causeData(scriptUrl);
    const adapterDir = new URL('../', scriptUrl);
    const say = (line) => console.log(line);
    say(versionsLine(data, adapterDir));
    for (const { where, sentence } of data.spec) say(`spec (${where}): “${sentence}”`);
    const deviates = await body(data, say);
    if (typeof deviates !== 'boolean') throw new Error('the reproduction gave no verdict');
    say(deviates ? `DEVIATES: ${data.deviation}` : `AS THE SPEC SAYS: no longer ${data.deviation}`);
    process.exitCode = deviates ? 1 : 0;
  } catch (error) {
    ownError(error);
  }
}
