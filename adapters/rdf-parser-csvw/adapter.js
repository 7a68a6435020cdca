#!/usr/bin/env node
// fragid adapter (protocol v1, docs/adapter-protocol.md) for the npm packages
// rdf-parser-csvw and @zazuko/rdf-parser-csvw (its scoped line; the two are
// driven the same way): a CSV on the Web parser that turns a CSV into RDF and
// gives every row a csvw:url `<base>#row=N`, an RFC 7111 fragment. It is a
// producer (s.6): for "rfc7111-rows" it parses the entity and lists, for each
// row the package describes, the fragment of that row's csvw:url and the claim
// the package makes about it. It resolves nothing, so it answers no `run`.
//
//     fragid check --impl 'node adapters/rdf-parser-csvw/adapter.js'                           (rdf-parser-csvw)
//     fragid check --impl 'node adapters/rdf-parser-csvw/adapter.js @zazuko/rdf-parser-csvw'
//
// The claim: the package numbers data rows (csvw:rownum k, 1-based) after one
// header row, the CSVW default dialect (headerRowCount 1, skipBlankRows false),
// so data row k is record k+1 of the file, whose cells are columns 1..n of
// the table. @zazuko/rdf-parser-csvw skips empty lines by default
// (lib/CsvParser.js:5, skipEmptyLines = true), which renumbers csvw:rownum
// but not the row URL; it is run with its option skipEmptyLines: false
// (index.js:15, :40), CSVW's default dialect, so that rownum counts records. n is the number of distinct column properties the package emits
// over the whole table (it emits no triple for an empty cell, so one row alone
// cannot tell). The fragment is taken verbatim from the
// package's csvw:url; nothing of its numbering is corrected here.
import { createRequire } from 'node:module';
import { Readable } from 'node:stream';
import { serve, answer, entityBytes, isUtf8 } from '../node-protocol/protocol.js';

// The package to drive: the first argument, one of the two this folder installs.
const PACKAGES = ['rdf-parser-csvw', '@zazuko/rdf-parser-csvw'];
const PACKAGE = process.argv[2] ?? PACKAGES[0];
if (!PACKAGES.includes(PACKAGE)) {
  process.stderr.write(`usage: adapter.js [${PACKAGES.join(' | ')}]\n`);
  process.exit(2);
}
const { default: Parser } = await import(PACKAGE);

const require = createRequire(import.meta.url);
const pkg = require(`${PACKAGE}/package.json`);

// CSVW's default dialect (skipBlankRows false), where a package's default departs from it.
const DIALECT = PACKAGE === '@zazuko/rdf-parser-csvw' ? { skipEmptyLines: false } : {};

const CSVW = 'http://www.w3.org/ns/csvw#';
const BASE = 'http://example.org/entity.csv';  // any absolute IRI: only its fragment is kept

const HANDSHAKE = {
  protocol: 1,
  implementation: { name: PACKAGE, version: pkg.version, language: 'JavaScript (Node.js)',
                    homepage: `https://www.npmjs.com/package/${PACKAGE}` },
  // specs must name at least one: the package reads only text/csv. Every
  // resolver case is answered `skipped` (it has nothing that resolves).
  // The claims are this adapter's, from csvw:rownum (docs/adapter-protocol.md s.1).
  supports: { specs: ['rfc7111'], charsets: ['UTF-8'], produce: ['rfc7111-rows'], adapter_computes: ['claims'] },
};

// Runs the package on the bytes and collects its quads: for each csvw:Row
// its csvw:url and csvw:rownum, and the number of columns of the table.
function parse(bytes) {
  return new Promise((resolve, reject) => {
    const rows = new Map();  // row node -> {url, rownum}
    const columns = new Set();  // column properties seen in any row
    const row = (node) => rows.get(node) || rows.set(node, {}).get(node);
    const out = new Parser({ baseIRI: BASE, ...DIALECT }).import(Readable.from([bytes]));
    out.on('data', (q) => {
      const p = q.predicate.value;
      if (p === `${CSVW}url` && q.subject.termType === 'BlankNode' && rows.has(q.subject.value)) row(q.subject.value).url = q.object.value;
      else if (p === `${CSVW}rownum`) row(q.subject.value).rownum = Number(q.object.value);
      else if (p === `${CSVW}describes`) row(q.subject.value);
      else if (!p.startsWith(CSVW) && p !== 'http://www.w3.org/1999/02/22-rdf-syntax-ns#type') columns.add(p);
    });
    out.on('error', reject);
    out.on('end', () => resolve([...rows.values()].map((r) => ({ ...r, columns: columns.size }))));
  });
}

async function produce(c) {
  if (c.spec !== 'rfc7111' || c.produce !== 'rows') return answer.skipped(`cannot produce ${c.spec}-${c.produce}`);
  if (!isUtf8(c.entity)) return answer.skipped(`charset ${c.entity.charset}: the package reads UTF-8 only`);
  let rows;
  try {
    rows = await parse(entityBytes(c.entity));
  } catch (e) {
    return answer.errored(`the package failed: ${e.message}`);
  }
  const produced = [];
  for (const r of rows) {
    if (r.url === undefined || !r.url.includes('#')) continue;  // a row without a row URL claims nothing
    const record = r.rownum + 1;
    const fields = [];
    for (let col = 1; col <= r.columns; col++) fields.push({ row: record, col });
    produced.push({ fragment: r.url.slice(r.url.indexOf('#') + 1), claim: { status: 'ok', parts: [{ fields }] } });
  }
  return answer.produced(produced);
}

const run = async () => answer.skipped(`${PACKAGE} produces row fragments; it resolves none`);

serve({ handshake: HANDSHAKE, run, produce });
