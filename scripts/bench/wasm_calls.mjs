// The npm package's calls against the native program, side by side (issue 40,
// a part of scripts/bench.sh): for each small entity and fragment, the CPU
// time of one resolve() (the module in this process, after a warm-up) and of
// one fragment of `fragid resolve --json --fragments LIST ENTITY` (the native
// program's CPU time for COUNT copies of the fragment, less its time for one,
// divided by COUNT - 1: the per-fragment cost, without the start). Both are
// timed in turns, RUNS times each, and the medians compared: resolve() should
// cost at most twice the native fragment. resolveFragments(), which reads the
// entity once for the whole list as --fragments does, is timed per fragment
// too. Every answer is checked against the native one first (the same JSON,
// without "fragment" and "line"). CPU time, not elapsed time, so that other
// work on the machine weighs on both sides alike; /usr/bin/time gives the
// child's. Prints a Markdown table; exits 1 when an answer differs.
//     node wasm_calls.mjs FRAGID PACKAGE_DIR WORK_DIR [COUNT [RUNS]]
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { pathToFileURL } from 'node:url';

const [fragidExe, packageDir, work, countArg = '20000', runsArg = '5'] = process.argv.slice(2);
const count = Number(countArg), runs = Number(runsArg);
const { createFragid } = await import(pathToFileURL(path.join(packageDir, 'index.mjs')).href);
const fragid = await createFragid();
fs.mkdirSync(work, { recursive: true });

// Small entities, as an implementer's tests use them, and a fragment of each kind.
const text = 'one\ntwo\r\nthree\nfour\n';
const csv = 'a,b,c\r\n1,"x\r\ny",3\r\n4,5,6\r\n';
const jobs = [
  { name: 'text, char=1,5', entity: text, fragment: 'char=1,5', options: {} },
  { name: 'text, line=1,3;length=21', entity: text, fragment: 'line=1,3;length=21', options: {} },
  { name: 'text, a syntax error', entity: text, fragment: 'line=1,x', options: {} },
  { name: 'csv, cell=2,2-3,3', entity: csv, fragment: 'cell=2,2-3,3', options: { mediaType: 'text/csv' } },
  { name: 'draft, line(2)', entity: text, fragment: 'line(2)', options: { spec: 'wilde' } },
];
const flags = (options) => (options.mediaType ? ['--type', options.mediaType] : options.spec ? ['--type', options.spec] : []);

// The native program's user + system CPU seconds for `resolve --fragments` over `lines` copies.
function nativeSeconds(job, lines) {
  const list = path.join(work, 'list'), entity = path.join(work, 'entity');
  fs.writeFileSync(entity, job.entity);
  fs.writeFileSync(list, `${job.fragment}\n`.repeat(lines));
  const run = spawnSync('/usr/bin/time', ['-f', '%U %S', fragidExe, 'resolve', '--json', ...flags(job.options),
                                          '--fragments', list, entity], { encoding: 'utf8', maxBuffer: 1 << 30 });
  // Exit 1 says that some fragment identified nothing (a syntax error, ...): an answer all the same.
  if (run.status !== 0 && run.status !== 1) throw new Error(`fragid resolve --fragments failed: ${run.stderr}`);
  const [user, system] = run.stderr.trim().split('\n').pop().split(' ').map(Number);
  return { seconds: user + system, first: JSON.parse(run.stdout.slice(0, run.stdout.indexOf('\n'))) };
}

// This process's CPU seconds for `calls` calls of `call`.
function ownSeconds(call, calls) {
  const before = process.cpuUsage();
  for (let i = 0; i < calls; ++i) call();
  const used = process.cpuUsage(before);
  return (used.user + used.system) / 1e6;
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const us = (s) => (s * 1e6).toFixed(2);
let differ = 0;
console.log(`| call, small entity | native \`--fragments\`, per fragment | \`resolve()\` | ratio | \`resolveFragments()\`, per fragment | within 2x? |`);
console.log('|---|---|---|---|---|---|');
for (const job of jobs) {
  const { fragment: _f, line: _l, ...native } = nativeSeconds(job, 1).first;
  const mine = fragid.resolve(job.fragment, job.entity, job.options);
  if (!isDeepStrictEqual(mine, native)) {
    console.log(`| ${job.name} | **the answers differ**: ${JSON.stringify(native)} / ${JSON.stringify(mine)} | | | | |`);
    differ++;
    continue;
  }
  const list = Array(count).fill(job.fragment);
  ownSeconds(() => fragid.resolve(job.fragment, job.entity, job.options), 2000);  // warm-up
  const nativeEach = [], resolveEach = [], batchEach = [];
  for (let r = 0; r < runs; ++r) {
    const one = nativeSeconds(job, 1).seconds, all = nativeSeconds(job, count).seconds;
    nativeEach.push(Math.max(0, all - one) / (count - 1));
    resolveEach.push(ownSeconds(() => fragid.resolve(job.fragment, job.entity, job.options), count) / count);
    batchEach.push(ownSeconds(() => fragid.resolveFragments(list, job.entity, job.options), 1) / count);
  }
  const n = median(nativeEach), w = median(resolveEach), b = median(batchEach);
  console.log(`| ${job.name} | ${us(n)} µs | ${us(w)} µs | ${(w / n).toFixed(2)} | ${us(b)} µs | ${w <= 2 * n ? 'yes' : '**no**'} |`);
}
process.exit(differ ? 1 : 0);
