// The JavaScript API's input rules (issue 40), each against the native
// program where it has one:
//  - typed input: resolve(), explain() and drawing() take a fragment bare,
//    with its '#', or in a whole URI reference, percent-decoded once, as
//    `fragid resolve` and `fragid explain` take it (their answers compared);
//    exactFragment takes the fragment itself; fragmentOf() says where it is;
//  - strict options: an unknown key (of resolve's options, explain's, make's,
//    judge's supports) is a usage error naming it and the nearest known key;
//    numbers outside the CLI's range for the same flag are refused, in its words;
//  - regexMegabytes is enforced in the module: a match() that needs more
//    memory is resource-limit in the native sandbox's words, and the module
//    does not grow past the budget;
//  - resolveFragments() answers as `fragid resolve --fragments` does;
//  - resolveBounded() rejects when its Worker cannot start, and refuses its
//    options before it starts one.
//     node api_rules.mjs FRAGID PACKAGE_DIR
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const [fragidExe, packageDir] = process.argv.slice(2);
const { createFragid, FragidError } = await import(pathToFileURL(path.join(packageDir, 'index.mjs')).href);
const fragid = await createFragid();
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'fragid-api-'));
const text = 'one\ntwo\nthree\n';
const file = path.join(tmp, 'entity');
fs.writeFileSync(file, text);

function native(...args) {
  const run = spawnSync(fragidExe, args, { encoding: 'utf8' });
  return { code: run.status, out: run.stdout, err: run.stderr };
}
function refusal(call) {
  try {
    call();
  } catch (e) {
    assert.ok(e instanceof FragidError, `not a FragidError: ${e}`);
    return e;
  }
  assert.fail('no FragidError');
}

// Typed input, as the CLI takes it.
for (const typed of ['char=1,5', '#char=1,5', 'http://example.com/a.txt#char=1,5', 'a.txt?x=1#line=1,2', 'char=1%2C5x',
                     '#char=1%2C5x', '#char=1#char=2', '##char=1', '#', 'line=1,2;length=14', 'row=1', '#line(2)']) {
  const cli = native('resolve', '--json', typed, file);
  assert.equal(cli.code === 2, false, `${typed}: the CLI refused it: ${cli.err}`);
  assert.deepEqual(fragid.resolve(typed, text), JSON.parse(cli.out), `resolve('${typed}') is not what fragid resolve --json says`);
  const said = native('explain', typed);
  assert.equal(`${fragid.explain(typed).text}\n`, said.out, `explain('${typed}') is not what fragid explain says`);
  assert.equal(fragid.drawing(typed, text), fragid.drawing(fragid.fragmentOf(typed).fragment, text, { exactFragment: true }));
}
assert.equal(fragid.resolve('char=1%2C5x', text).error_offset, 10);
assert.equal(fragid.resolve('#char=1%2C5x', text).error_offset, 10);
assert.deepEqual(fragid.fragmentOf('http://example.com/a.txt#char=1,5'), { fragment: 'char=1,5', offset: 25 });
assert.deepEqual(fragid.fragmentOf('char=1'), { fragment: 'char=1', offset: 0 });
for (const uri of ['http://x/a.txt', 'urn:x-y:z']) {
  const cli = native('resolve', '--json', uri, file);
  const e = refusal(() => fragid.resolve(uri, text));
  assert.equal(e.code, 'usage');
  assert.equal(`fragid: ${e.message}\n`, cli.err, `resolve('${uri}'): not the CLI's words`);
  assert.equal(refusal(() => fragid.explain(uri)).message, e.message);
}
// exactFragment: the fragment itself, as the suite's cases give it.
for (const [exact, offset] of [['#char=1', 0], ['char=1#char=2', 6], ['http://x/a.txt#char=1', 0]]) {
  const r = fragid.resolve(exact, text, { exactFragment: true });
  assert.equal(r.status, 'syntax-error', exact);
  assert.equal(r.error_offset, offset, exact);
  assert.ok(fragid.explain(exact, { exactFragment: true }).syntax_error, exact);
}

// Strict options: unknown keys named with the nearest, wrong types, the CLI's ranges.
const unknown = [
  [() => fragid.resolve('char=1', text, { charSet: 'UTF-8' }), 'options: unknown key "charSet" (did you mean "charset"?)'],
  [() => fragid.resolve('char=1', text, { mediatype: 'text/plain' }), 'options: unknown key "mediatype" (did you mean "mediaType"?)'],
  [() => fragid.resolve('char=1', text, { regexSecond: 1 }), 'options: unknown key "regexSecond" (did you mean "regexSeconds"?)'],
  [() => fragid.explain('char=1', { charset: 'UTF-8' }), 'options: unknown key "charset"'],
  [() => fragid.drawing('char=1', text, { specs: 'rfc5147' }), 'options: unknown key "specs" (did you mean "spec"?)'],
  [() => fragid.make({ entity: text, line: '1' }), 'make: unknown key "line" (did you mean "lines"?)'],
  [() => fragid.resolveFragments(['char=1'], text, { linEndings: 'LF' }), 'options: unknown key "linEndings" (did you mean "lineEndings"?)'],
];
for (const [call, words] of unknown) {
  const e = refusal(call);
  assert.equal(e.code, 'usage');
  assert.ok(e.message.startsWith(words), `"${e.message}" does not start "${words}"`);
}
const suite = JSON.parse(fs.readFileSync(path.join(packageDir, 'fragid-suite.json'), 'utf8'));
const csvCase = suite.cases.find((c) => c.spec === 'rfc7111');
for (const [supports, words] of [
  [{ spec: ['rfc7111'] }, 'supports: unknown key "spec" (did you mean "specs"?)'],
  [{ specs: ['rfc7111'], charset: ['UTF-8'] }, 'supports: unknown key "charset" (did you mean "charsets"?)'],
  [{ specs: ['rfc7111'], byteOffsets: false }, 'supports: unknown key "byteOffsets" (did you mean "byte_offsets"?)'],
  [{ charsets: ['UTF-8'] }, 'supports: specs is required'],
  [{ specs: [] }, 'supports: specs is required'],
]) {
  const e = refusal(() => fragid.judge(csvCase, { skipped: 'x' }, supports));
  assert.equal(e.code, 'usage', JSON.stringify(supports));
  assert.ok(e.message.startsWith(words), `"${e.message}" does not start "${words}"`);
}
for (const [options, words] of [
  [{ regexSeconds: -1 }, 'regexSeconds: -1 is not a number of seconds from 0.001 to 86400'],
  [{ regexSeconds: 0 }, 'regexSeconds: 0 is not a number of seconds from 0.001 to 86400'],
  [{ regexSeconds: 86401 }, 'regexSeconds: 86401 is not'],
  [{ regexMegabytes: -1 }, 'regexMegabytes: -1 is not a whole number from 16 to 1048576'],
  [{ regexMegabytes: 8 }, 'regexMegabytes: 8 is not'],
  [{ regexMegabytes: 64.5 }, 'regexMegabytes: 64.5 is not'],
  [{ regexSeconds: Number.NaN }, 'regexSeconds: NaN is not a number of seconds from 0.001 to 86400'],
  [{ regexMegabytes: Infinity }, 'regexMegabytes: Infinity is not a whole number from 16 to 1048576'],
]) {
  const e = refusal(() => fragid.resolve('match(a)', 'a', { spec: 'wilde', ...options }));
  assert.equal(e.code, 'usage', JSON.stringify(options));
  assert.ok(e.message.startsWith(words), `"${e.message}" does not start "${words}"`);
}
for (const [options, code] of [[{ regexSeconds: '1' }, 'bad-request'], [{ exactFragment: 'yes' }, 'bad-request'],
                               [{ charset: 3 }, 'bad-request'], [[], 'bad-request']])
  assert.equal(refusal(() => fragid.resolve('char=1', text, options)).code, code, JSON.stringify(options));
// The CLI's own range, for the record: the same numbers are refused there.
assert.equal(native('resolve', '--regex-seconds', '-1', 'match(a)', file).code, 2);
assert.equal(native('resolve', '--regex-megabytes', '8', 'match(a)', file).code, 2);

// regexMegabytes, enforced: a bounded repetition that musl's regcomp expands into about 360 MiB
// (glibc's takes more than 64 MiB too) is stopped at 64 MiB, in the native sandbox's words, and
// the module grows by about that, not by what the search would take; with 512 MiB both answer ok.
const hungry = 'match(\\(a\\{1,255\\}\\)\\{1,100\\})';
const before = fragid.memoryBytes;
const limited = fragid.resolve(hungry, 'aaaa', { spec: 'wilde', regexMegabytes: 64 });
const cliLimited = JSON.parse(native('resolve', '--json', '--type', 'wilde', '--regex-megabytes', '64', hungry, file).out);
assert.equal(limited.status, 'resource-limit', JSON.stringify(limited));
assert.equal(limited.reason, cliLimited.reason);
assert.ok(limited.reason.includes('matching ran out of memory (limit 64 MiB)'), limited.reason);
const grown = fragid.memoryBytes - before;
assert.ok(grown < 100 * 2 ** 20, `the module grew by ${grown} bytes for a search limited to 64 MiB`);
const small = 'match(\\(a\\{1,255\\}\\)\\{1,20\\})';
assert.equal(fragid.resolve(small, 'aaaa', { spec: 'wilde', regexMegabytes: 16 }).status, 'resource-limit');
assert.equal(fragid.resolve(small, 'aaaa', { spec: 'wilde' }).status, 'ok');
assert.equal(fragid.resolve('match(b)', 'abc', { spec: 'wilde', regexMegabytes: 16 }).status, 'ok');
console.log(`regexMegabytes 64: "${limited.reason}", as natively; the module grew by ${(grown / 2 ** 20).toFixed(1)} MiB`);

// resolveFragments(): as --fragments answers the same lines, without "fragment" and "line".
const lines = ['line=0,1', '#line=1,2', 'http://x/a.txt', 'char=1,x', 'line=2;md5=0cc175b9c0f1b6a831c399e269772661',
               'row=1', 'line(2)', 'http://example.com/a.txt#char=0,3'];
const list = path.join(tmp, 'list');
fs.writeFileSync(list, lines.join('\n') + '\n');
const batch = native('resolve', '--json', '--fragments', list, file).out.trim().split('\n').map((l) => JSON.parse(l));
const answers = fragid.resolveFragments(lines, text);
assert.equal(answers.length, lines.length);
answers.forEach((answer, i) => {
  const { fragment, line, ...cli } = batch[i];
  assert.deepEqual(answer, cli, `resolveFragments, ${lines[i]}`);
  if (!('error' in answer)) assert.deepEqual(answer, fragid.resolve(lines[i], text), `resolveFragments and resolve, ${lines[i]}`);
});

// resolveBounded(): its options refused before a Worker starts; a Worker that cannot start rejects.
let e = await fragid.resolveBounded('match(a)', 'a', { spec: 'wilde', regexSeconds: -1 }).catch((x) => x);
assert.ok(e instanceof FragidError && e.code === 'usage', String(e));
e = await fragid.resolveBounded('match(a)', 'a', { spec: 'wilde', workerUrl: new URL(pathToFileURL(path.join(tmp, 'none.mjs'))) })
  .catch((x) => x);
assert.ok(e instanceof FragidError && e.code === 'worker' && e.message.includes('none.mjs'), String(e));
e = await fragid.resolveBounded('match(a)', 'a', { workerUrl: 'https://example.com/worker.js' }).catch((x) => x);
assert.ok(e instanceof FragidError && e.code === 'worker' && e.message.includes('example.com'), String(e));  // refused by the constructor
fs.writeFileSync(path.join(tmp, 'throws.mjs'), 'throw new Error("broken worker");\n');
e = await fragid.resolveBounded('match(a)', 'a', { workerUrl: new URL(pathToFileURL(path.join(tmp, 'throws.mjs'))) })
  .catch((x) => x);
assert.ok(e instanceof FragidError && e.code === 'worker' && e.message.includes('broken worker'), String(e));
const after = await fragid.resolveBounded('match(a)', 'a', { spec: 'wilde' });
assert.equal(after.status, 'ok');
fs.rmSync(tmp, { recursive: true, force: true });
console.log('typed input as the CLI takes it; options refused as the CLI refuses them; resolveFragments as --fragments');
