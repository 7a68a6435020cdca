#!/usr/bin/env node
// Runs every reproduction (adapters/<folder>/repro/<cause>.mjs) against the packages installed from
// the committed lockfiles, one after the other, and requires each to exit 1: the library still
// deviates as its cause says. One that exits 0 has stopped reproducing (the library was fixed, or
// the reproduction is wrong), one that exits 2 is broken: either fails this run, to be noticed.
// Every real implementation of adapters/matrix.tsv must have at least one reproduction.
//
//     node adapters/repro/run-all.mjs [ADAPTERS_DIR]    exit 0 all reproduce, 1 not, 77 nothing installed
// (the ctest repro.reproduce; ADAPTERS_DIR defaults to this folder's parent.)
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { matrixImplementations, reproductions } from './reproductions.mjs';

const SKIPPED = 77;  // ctest's SKIP_RETURN_CODE for this test
const adaptersDir = process.argv[2] ?? fileURLToPath(new URL('../', import.meta.url));
const all = reproductions(adaptersDir);
const problems = [];

for (const name of matrixImplementations(adaptersDir))
  if (!all.some((r) => r.data.implementation === name))
    problems.push(`${name}: a real implementation of matrix.tsv with no reproduction`);

let ran = 0;
for (const r of all) {
  const where = `${r.folder}/repro/${r.file}.mjs`;
  if (!existsSync(r.script)) { problems.push(`${where}: missing (its .json is there)`); continue; }
  if (!r.installed) { console.log(`skipped ${where}: adapters/${r.folder}/node_modules is missing (bash scripts/setup.sh installs it)`); continue; }
  const run = spawnSync(process.execPath, [r.script], { encoding: 'utf8' });
  ran++;
  const verdict = run.status === 1 ? 'reproduces (exit 1)'
    : run.status === 0 ? 'exited 0: the library no longer deviates (fixed?) or the reproduction is wrong'
    : `exited ${run.status ?? run.signal}: the reproduction itself failed`;
  console.log(`${run.status === 1 ? 'ok  ' : 'FAIL'} ${where} [${r.data.cause}]: ${verdict}`);
  if (run.status !== 1) {
    problems.push(`${where}: ${verdict}`);
    for (const [text, mark] of [[run.stdout, '|'], [run.stderr, '!']])
      for (const line of text.trimEnd().split('\n').filter(Boolean)) console.log(`     ${mark} ${line}`);
  }
}

if (problems.length) {
  console.log(`\n${problems.length} problem(s):\n${problems.map((p) => `  ${p}`).join('\n')}`);
  process.exit(1);
}
if (ran === 0) {
  console.log('no reproduction ran: no adapter has its node_modules (bash scripts/setup.sh)');
  process.exit(SKIPPED);
}
console.log(`${ran} reproduction(s), each still reproducing its cause`);
