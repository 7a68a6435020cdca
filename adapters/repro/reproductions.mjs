// Where the reproductions are: every `adapters/<folder>/repro/<file>.json` with its `<file>.mjs`
// beside it (adapters/repro/README.md). Shared by run-all.mjs and issue-text.mjs.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

// The reproductions under `adaptersDir`, in a stable order: {folder, file, data, script, json, md,
// installed}; `installed` is false where the folder pins npm packages (package.json) that npm ci
// has not installed (no node_modules).
export function reproductions(adaptersDir) {
  const found = [];
  for (const folder of readdirSync(adaptersDir).sort()) {
    const dir = join(adaptersDir, folder, 'repro');
    if (!existsSync(dir)) continue;
    const installed = !existsSync(join(adaptersDir, folder, 'package.json')) || existsSync(join(adaptersDir, folder, 'node_modules'));
    for (const name of readdirSync(dir).sort()) {
      if (!name.endsWith('.json')) continue;
      const file = name.slice(0, -'.json'.length);
      const json = join(dir, name);
      found.push({ folder, file, json, data: JSON.parse(readFileSync(json, 'utf8')), installed,
                   script: join(dir, `${file}.mjs`), md: join(dir, `${file}.md`) });
    }
  }
  return found;
}

// The real implementations of the matrix (adapters/matrix.tsv: those with a deviations file; the
// examples have "-"), or [] where there is no such list (a test's fixture).
export function matrixImplementations(adaptersDir) {
  const list = join(adaptersDir, 'matrix.tsv');
  if (!existsSync(list)) return [];
  return readFileSync(list, 'utf8').split('\n')
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => line.split('\t'))
    .filter((columns) => columns.length >= 3 && columns[2] !== '-')
    .map((columns) => columns[0]);
}
