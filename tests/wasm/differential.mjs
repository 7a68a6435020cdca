// The WebAssembly reference against the native one on generated fragments and
// entities (issue 31): fast-check generates entities (text with every line
// ending, CSV with quotes, bytes that are not UTF-8, byte order marks) with
// the options to read them in (--type, --charset, --line-endings), and
// fragments of all three specs (well formed, near misses, integrity checks,
// match()), typed bare, after their '#' or in a URI reference; the native
// answers come from `fragid resolve --json --fragments`
// (one run per entity), the WebAssembly ones from the npm package's
// resolve(); they must be the same JSON objects. Seeded: the same cases each run.
//     node differential.mjs FRAGID PACKAGE_DIR REPOSITORY [ENTITIES [FRAGMENTS_EACH]]
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { pathToFileURL } from 'node:url';

const [fragidExe, packageDir, root, entityCount = '20', fragmentCount = '10'] = process.argv.slice(2);
let fc;
try {
  fc = createRequire(path.resolve(root, 'npm', 'package.json'))('fast-check');
} catch {
  console.log('fast-check is not installed in npm/ (scripts/setup.sh runs npm ci there): skipped');
  process.exit(77);
}
const { createFragid } = await import(pathToFileURL(path.join(packageDir, 'index.mjs')).href);
const fragid = await createFragid();

// --- Fragments ------------------------------------------------------------------------------
const number = fc.oneof(fc.integer({ min: 0, max: 12 }), fc.constantFrom(99, 18446744073709551616n)).map(String);
const range = fc.oneof(number, fc.tuple(number, number).map(([a, b]) => `${a},${b}`), fc.constantFrom('', ',', '1,', ',2'));
const csvPosition = fc.oneof(number, fc.constant('*'));
const csvSpan = fc.oneof(csvPosition, fc.tuple(csvPosition, csvPosition).map(([a, b]) => `${a}-${b}`));
const csvCell = fc.tuple(csvPosition, csvPosition).map(([r, c]) => `${r},${c}`);
const csvCells = fc.oneof(csvCell, fc.tuple(csvCell, csvCell).map(([a, b]) => `${a}-${b}`));
const integrity = fc.oneof(fc.constant(''), number.map((n) => `;length=${n}`),
  fc.constantFrom(';md5=0cc175b9c0f1b6a831c399e269772661', ';md5=d41d8cd98f00b204e9800998ecf8427e', ';md5=xyz'),
  fc.constantFrom(';length=3,UTF-8', ';length=1,iso-8859-1', ';md5=0cc175b9c0f1b6a831c399e269772661,utf-8'));
// Patterns glibc and musl both read alike: POSIX leaves a BRE with two
// duplications in a row undefined ("c**": glibc refuses it, musl takes it as
// "c*"; npm/README.md says so), and their regerror words differ.
const pattern = fc.stringMatching(/^[abc.*\\^$]{1,4}$/)
  .filter((p) => !/\\$/.test(p) && !/\\[^.*^$\\]/.test(p) && !/[*][*]|[\\^][*][*]/.test(p));
const fragment = fc.oneof(
  fc.tuple(fc.constantFrom('char', 'line'), range, integrity).map(([s, r, i]) => `${s}=${r}${i}`),
  fc.tuple(fc.constantFrom('row', 'col'), fc.array(csvSpan, { minLength: 1, maxLength: 3 })).map(([s, l]) => `${s}=${l.join(';')}`),
  fc.array(csvCells, { minLength: 1, maxLength: 2 }).map((l) => `cell=${l.join(';')}`),
  fc.tuple(fc.constantFrom('char', 'line'), number, number).map(([s, a, b]) => `${s}(${a},${b})`),
  pattern.map((p) => `match(${p})`),
  fc.stringMatching(/^[a-z=,;%0-9*()-]{0,12}$/));
// As a user types it: bare, after its '#', or in a whole URI reference; resolve() takes all three
// as `fragid resolve` does (grammar/typed_fragment.hpp). A blank line --fragments skips.
const typed = fc.oneof({ weight: 4, arbitrary: fragment }, fragment.map((f) => `#${f}`),
                       fragment.map((f) => `http://example.com/a.txt#${f}`)).filter((f) => f.trim() !== '');

// --- Entities -------------------------------------------------------------------------------
const piece = fc.constantFrom('a', 'b', 'é', '€', ',', '"', '\r\n', '\n', '\r', '\u0085', '\u2028', ' ', 'x,y', '"q,"');
const text = fc.array(piece, { maxLength: 24 }).map((p) => Buffer.from(p.join(''), 'utf8'));
const bytes = fc.uint8Array({ maxLength: 16 }).map((b) => Buffer.from(b));
const withMark = fc.tuple(fc.constantFrom('\xEF\xBB\xBF', '\xFF\xFE', '\xFE\xFF'), text).map(([m, t]) => Buffer.concat([Buffer.from(m, 'latin1'), t]));
const entity = fc.oneof({ weight: 4, arbitrary: text }, { weight: 1, arbitrary: bytes }, { weight: 1, arbitrary: withMark });
const options = fc.record({
  type: fc.constantFrom(undefined, 'text/plain', 'text/csv', 'wilde'),
  charset: fc.constantFrom(undefined, 'UTF-8', 'ISO-8859-1', 'UTF-16', 'windows-1252', 'US-ASCII'),
  lineEndings: fc.constantFrom(undefined, 'all', 'CRLF,LF', 'LF', 'none'),
}, { requiredKeys: [] });

const samples = fc.sample(fc.tuple(entity, options, fc.array(typed, {
  minLength: Number(fragmentCount), maxLength: Number(fragmentCount) })), { numRuns: Number(entityCount), seed: 20261127 });

// --- Both answers ---------------------------------------------------------------------------
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'fragid-differential-'));
let compared = 0;
const differences = [];
for (const [n, [bytesOfEntity, o, fragments]] of samples.entries()) {
  const entityFile = path.join(tmp, `entity-${n}`);  // no extension: the CLI tries every spec unless --type says
  const fragmentsFile = path.join(tmp, `fragments-${n}`);
  fs.writeFileSync(entityFile, bytesOfEntity);
  fs.writeFileSync(fragmentsFile, fragments.join('\n') + '\n');
  const args = ['resolve', '--json', '--fragments', fragmentsFile, entityFile];
  if (o.type) args.push('--type', o.type);
  if (o.charset) args.push('--charset', o.charset);
  if (o.lineEndings) args.push('--line-endings', o.lineEndings);
  const run = spawnSync(fragidExe, args, { encoding: 'utf8' });
  if (run.status === 2) throw new Error(`fragid ${args.join(' ')}: ${run.stderr}`);
  const native = run.stdout.split('\n').filter(Boolean).map((line) => JSON.parse(line));
  const options = { spec: o.type === 'wilde' ? 'wilde' : undefined, mediaType: o.type === 'wilde' ? undefined : o.type,
                    charset: o.charset, lineEndings: o.lineEndings };
  for (const answer of native) {
    const { fragment: typed, line, fragment_hex: hex, ...expected } = answer;
    const actual = fragid.resolve(typed, bytesOfEntity, options);
    ++compared;
    if (!isDeepStrictEqual(actual, expected))
      differences.push(`#${typed} in ${JSON.stringify(bytesOfEntity.toString('latin1'))} ${JSON.stringify(o)}:\n` +
                       `  native ${JSON.stringify(expected)}\n  wasm   ${JSON.stringify(actual)}`);
  }
}
// explain(): its text is the line `fragid explain FRAGMENT` prints, for the first fragment of each entity.
let explained = 0;
for (const [, o, fragments] of samples) {
  const args = ['explain'];
  if (o.type) args.push('--type', o.type);
  args.push('--', fragments[0]);  // a fragment may start with a dash
  const line = spawnSync(fragidExe, args, { encoding: 'utf8' }).stdout.split('\n')[0];
  const options = o.type === 'wilde' ? { spec: 'wilde' } : { mediaType: o.type };
  const text = fragid.explain(fragments[0], options).text;
  ++explained;
  if (text !== line) differences.push(`explain #${fragments[0]} ${JSON.stringify(o)}:\n  native ${line}\n  wasm   ${text}`);
}
// make(): the JSON `fragid make --json` prints for lines and rows selections, or both refuse.
let made = 0;
for (const [n, [bytesOfEntity, o]] of samples.entries()) {
  const entityFile = path.join(tmp, `entity-${n}`);
  for (const [option, key, value] of [['--lines', 'lines', '2-*'], ['--chars', 'chars', '1-3'], ['--rows', 'rows', '1-2']]) {
    const args = ['make', '--json', entityFile, option, value];  // --rows takes every value after it: FILE first
    if (o.charset) args.push('--charset', o.charset);
    if (o.lineEndings) args.push('--line-endings', o.lineEndings);
    const run = spawnSync(fragidExe, args, { encoding: 'utf8' });
    let actual;
    try {
      actual = fragid.make({ entity: bytesOfEntity, [key]: value, charset: o.charset, lineEndings: o.lineEndings });
    } catch (e) {
      actual = e.code;
    }
    const expected = run.status === 0 ? JSON.parse(run.stdout) : run.status === 1 ? 'refused' : `exit ${run.status}`;
    ++made;
    if (!isDeepStrictEqual(actual, expected))
      differences.push(`make ${option} ${value} in ${JSON.stringify(bytesOfEntity.toString('latin1'))} ${JSON.stringify(o)}:\n` +
                       `  native ${JSON.stringify(expected)}\n  wasm   ${JSON.stringify(actual)}`);
  }
}
fs.rmSync(tmp, { recursive: true, force: true });
console.log(`${explained} explained and ${made} made compared too`);
console.log(`${compared} generated fragments compared in ${samples.length} entities; ${differences.length} differ`);
for (const d of differences.slice(0, 10)) console.log(d);
process.exit(compared > 0 && differences.length === 0 ? 0 : 1);
