// rdf-parser-csvw and @zazuko/rdf-parser-csvw as installed beside the adapter (../node_modules, by
// `npm ci`; each with its own csv-parse), imported by package name as a user imports them, for the
// reproductions of this folder. No adapter, no fragid: the package's own Parser.import().
import { createRequire } from 'node:module';
import { Readable } from 'node:stream';
import { pathToFileURL } from 'node:url';

const require = createRequire(new URL('../package.json', import.meta.url));
const CSVW = 'http://www.w3.org/ns/csvw#';
const BASE = 'http://example.org/data.csv';

// The csvw:Row descriptions the package `name` makes of `text` (UTF-8), in order: {rownum,
// fragment of the row's csvw:url, values: {column: value}}.
async function rowsOf(name, text) {
  const { default: Parser } = await import(pathToFileURL(require.resolve(name)).href);
  const quads = [];
  await new Promise((done, fail) => {
    const out = new Parser({ baseIRI: BASE }).import(Readable.from([Buffer.from(text, 'utf8')]));
    out.on('data', (q) => quads.push(q));
    out.on('error', fail);
    out.on('end', done);
  });
  const about = (subject, p) => quads.find((q) => q.subject.value === subject && q.predicate.value === CSVW + p)?.object.value;
  return quads.filter((q) => q.predicate.value === `${CSVW}row`).map((q) => {
    const described = about(q.object.value, 'describes');
    const values = {};
    for (const v of quads)
      if (v.subject.value === described && !v.predicate.value.startsWith(CSVW) && !v.predicate.value.endsWith('#type'))
        values[decodeURIComponent(v.predicate.value.replace(/^.*[/#]/, ''))] = v.object.value;
    const url = about(q.object.value, 'url');
    return { rownum: Number(about(q.object.value, 'rownum')), fragment: url.slice(url.indexOf('#')), values };
  });
}

// Runs every check of a data file ({entity, spec: the row fragment RFC 7111 gives each data row, in
// order}) on the package `name`, saying each row; true when a row's fragment is not the spec's.
export async function deviatesOn(name, checks, say) {
  let deviations = 0;
  for (const { entity, spec } of checks) {
    const rows = await rowsOf(name, entity);
    if (JSON.stringify(rows.map((r) => r.fragment)) !== JSON.stringify(spec)) deviations++;
    say(`  entity ${JSON.stringify(entity)}`);
    rows.forEach((row, i) => say(`    data row ${row.rownum} ${JSON.stringify(row.values)}: spec ${spec[i]}, library ${row.fragment}`));
  }
  return deviations > 0;
}
