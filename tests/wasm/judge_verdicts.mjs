// The npm package's judge() against the native runner, for every adapter in
// adapters/matrix.tsv: each is run through the whole suite by `fragid check
// --format jsonl`, whose records carry each case's answer (the outcome, the
// fragments produced, or the reason skipped or errored) and whose header
// carries the handshake's supports; judge(case, answer, supports) must give
// every record's verdict and detail. An npm adapter whose packages are not
// installed (scripts/setup.sh) is left out and named; at least one failure
// and one skip must be among the verdicts compared, or the test proves little.
//     node judge_verdicts.mjs FRAGID PACKAGE_DIR REPOSITORY
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const [fragidExe, packageDir, root] = process.argv.slice(2);
const { createFragid } = await import(pathToFileURL(path.join(packageDir, 'index.mjs')).href);
const fragid = await createFragid();
const suite = JSON.parse(fs.readFileSync(path.join(packageDir, 'fragid-suite.json'), 'utf8'));
const cases = new Map([...suite.cases, ...suite.producer_cases].map((c) => [c.id, c]));
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'fragid-judge-'));

// The answer a record says the adapter gave.
function answerOf(record) {
  if (record.produced) return { produced: record.produced.map(({ fragment, claim }) => ({ fragment, claim })) };
  if (record.actual) return { result: record.actual };
  if (record.verdict === 'skipped') return { skipped: record.detail ?? '' };
  return { errored: record.detail ?? '' };
}

let compared = 0;
const seen = {};
const differences = [];
const adapters = fs.readFileSync(path.join(root, 'adapters', 'matrix.tsv'), 'utf8').split('\n')
  .filter((line) => line && !line.startsWith('#')).map((line) => line.split('\t'));
for (const [name, command] of adapters) {
  const script = command.split(' ').find((word) => word.startsWith('adapters/'));
  const dir = path.join(root, path.dirname(script));
  if (fs.existsSync(path.join(dir, 'package.json')) && !fs.existsSync(path.join(dir, 'node_modules'))) {
    console.log(`${name}: left out, its npm packages are not installed (scripts/setup.sh)`);
    continue;
  }
  const report = path.join(tmp, `${name}.jsonl`);
  const run = spawnSync(fragidExe, ['check', '--impl', command, '--format', 'jsonl', '--output', report, '--no-progress'],
    { cwd: root, encoding: 'utf8' });
  if (run.status !== 0 && run.status !== 1) throw new Error(`${name}: fragid check exited ${run.status}: ${run.stderr}`);
  const records = fs.readFileSync(report, 'utf8').split('\n').filter(Boolean).map((line) => JSON.parse(line));
  const { supports } = records.find((r) => r.record === 'header');
  for (const record of records.filter((r) => r.record === 'case')) {
    const verdict = fragid.judge(cases.get(record.id), answerOf(record), supports);
    ++compared;
    seen[record.verdict] = (seen[record.verdict] ?? 0) + 1;
    if (verdict.verdict !== record.verdict || verdict.detail !== (record.detail ?? ''))
      differences.push(`${name} ${record.id}: runner ${record.verdict} ${JSON.stringify(record.detail ?? '')}, ` +
                       `judge() ${verdict.verdict} ${JSON.stringify(verdict.detail)}`);
  }
  console.log(`${name}: ${records.length - 2} records compared`);
}
fs.rmSync(tmp, { recursive: true, force: true });
console.log(`${compared} verdicts compared ${JSON.stringify(seen)}; ${differences.length} differ`);
for (const d of differences.slice(0, 20)) console.log(d);
const teeth = (seen.failed ?? 0) > 0 && (seen.skipped ?? 0) > 0;
if (!teeth) console.log('no failed or no skipped verdict among them: the comparison shows too little');
process.exit(differences.length === 0 && teeth ? 0 : 1);
