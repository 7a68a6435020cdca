// Writes each ```js block of a README whose first line names its file
// ("// my-csv.test.mjs: node --test my-csv.test.mjs") into DIR under that
// name, exactly as written, and prints the names: the tests run the README's
// examples as a reader copies them, never a copy kept beside them.
//     node readme_blocks.mjs README.md DIR
import fs from 'node:fs';
import path from 'node:path';

const [readme, dir] = process.argv.slice(2);
const blocks = fs.readFileSync(readme, 'utf8').match(/^```js\n[^]*?^```$/gm) ?? [];
const names = [];
for (const block of blocks) {
  const text = block.slice('```js\n'.length, -'```'.length);
  const named = /^\/\/ ([\w.-]+\.[cm]?js): /.exec(text);
  if (!named) continue;
  if (names.includes(named[1])) throw new Error(`${readme}: two blocks are named ${named[1]}`);
  fs.writeFileSync(path.join(dir, named[1]), text);
  names.push(named[1]);
}
console.log(names.join('\n'));
