// Two JSON Lines reports of `fragid check` (--format jsonl), case by case: the
// same cases, and for each the same verdict, detail, and answer (the outcome
// or the fragments produced). Exit 0 if they agree on every case, 1 if not.
//     node compare_reports.mjs NATIVE.jsonl WASM.jsonl
import fs from 'node:fs';

const [nativeFile, wasmFile] = process.argv.slice(2);
const cases = (file) => new Map(fs.readFileSync(file, 'utf8').split('\n').filter(Boolean).map((line) => JSON.parse(line))
  .filter((r) => r.record === 'case').map((r) => [r.id, r]));
const [native, wasm] = [cases(nativeFile), cases(wasmFile)];
// What a verdict is made of; not `seconds`.
const judged = (r) => JSON.stringify([r.verdict, r.detail ?? '', r.actual ?? null, r.produced ?? null, r.reading ?? null]);

const differences = [];
for (const [id, r] of native) {
  const w = wasm.get(id);
  if (!w) differences.push(`${id}: in the native report only`);
  else if (judged(r) !== judged(w)) differences.push(`${id}:\n  native ${judged(r)}\n  wasm   ${judged(w)}`);
}
for (const id of wasm.keys()) if (!native.has(id)) differences.push(`${id}: in the WebAssembly report only`);
const verdicts = {};
for (const r of native.values()) verdicts[r.verdict] = (verdicts[r.verdict] ?? 0) + 1;
console.log(`${native.size} cases, native verdicts ${JSON.stringify(verdicts)}; ${differences.length} differ`);
for (const d of differences.slice(0, 20)) console.log(d);
process.exit(native.size > 0 && differences.length === 0 ? 0 : 1);
