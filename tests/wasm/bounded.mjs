// resolveBounded() (npm/index.mjs): a match() search that does not end in
// regexSeconds is stopped by ending its Worker and answered resource-limit in
// the native sandbox's words; the next call gets a new Worker; an answer in
// time is resolve()'s own. The pattern is one musl's regexec takes exponential
// time on (glibc's finds its match at once: npm/README.md says so).
//     node bounded.mjs PACKAGE_DIR
import assert from 'node:assert';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const { createFragid } = await import(pathToFileURL(path.join(process.argv[2], 'index.mjs')).href);
const fragid = await createFragid();
const text = 'b' + 'a'.repeat(26);
const options = { spec: 'wilde', regexSeconds: 0.5 };
const pattern = '\\(a*\\)*\\1\\1\\1\\1\\1b';

const quick = await fragid.resolveBounded('match(a)', text, options);
assert.deepStrictEqual(quick, fragid.resolve('match(a)', text, options));
assert.strictEqual(quick.status, 'ok');

const started = performance.now();
const stopped = await fragid.resolveBounded(`match(${pattern})`, text, options);
const seconds = (performance.now() - started) / 1000;
assert.strictEqual(stopped.status, 'resource-limit');
assert.strictEqual(stopped.reason, `match(${pattern}): matching took more than the limit of 500 ms of CPU time, ` +
                                   "which the fragment's match() parts share (s.6)");
assert.ok(seconds < 5, `stopped after ${seconds} s`);

const after = await fragid.resolveBounded('line=1', 'a\nb', {});
assert.strictEqual(after.status, 'ok');
console.log(`a search that does not end was stopped after ${seconds.toFixed(2)} s: ${stopped.reason}`);
