#!/usr/bin/env node
// An example fragid adapter: a small RFC 7111 (text/csv) resolver for UTF-8 CSV, Node >= 18,
// no npm packages.
//
//     fragid check --impl 'node adapters/examples/node/adapter.js'
//
// resolveCsv() is the implementation under test: replace it with a call into your own library.
// The bottom connects it to the protocol (docs/adapter-protocol.md, version 1) through the
// shared Node module adapters/node-protocol/protocol.js, which reads one JSON request per line
// and writes one JSON answer per line.
//
// Where RFC 7111 leaves a choice open, this resolver follows docs/interpretations-rfc7111.md.
// It reads the whole entity, so damage anywhere in it is an entity-error, even after the rows
// a row selection needs (the reference reads only as far as it needs).
'use strict';

// ------------------------------------------------------------------------------------------
// The resolver
// ------------------------------------------------------------------------------------------

class Unsupported extends Error {}  // the adapter answers 'skipped'

// RFC 3986 s.2.1; null for a bad escape. The input is the fragment itself (after
// the URI's '#'): a '#' in it is an octet no rule admits (s.3.5), not a separator.
// Each decoded octet becomes one character (latin1), so non-ASCII octets fail the grammar.
function percentDecode(fragment) {
  const text = Buffer.from(fragment, 'utf8').toString('latin1');
  if (/%(?![0-9A-Fa-f]{2})/.test(text)) return null;
  return text.replace(/%([0-9A-Fa-f]{2})/g, (_, hex) => String.fromCharCode(parseInt(hex, 16)));
}

// RFC 7111 s.3. A position is {star: true} for '*' or {n: BigInt} (numbers have no bound).
//   csv-fragment = rowsel / colsel / cellsel, each "name=" spec *( ";" spec )
//   singlespec = position [ "-" position ];  cellspec = row "," col [ "-" row "," col ]
const POS = '([0-9]+|\\*)';
const SINGLE = new RegExp(`^${POS}(?:-${POS})?$`);
const CELL = new RegExp(`^${POS},${POS}(?:-${POS},${POS})?$`);
const position = (s) => (s === '*' ? { star: true } : { n: BigInt(s) });
const span = (first, last) => ({ first: position(first), last: last === undefined ? null : position(last) });

// Returns a list of selections {rows: span|null, cols: span|null}, or null on a syntax error.
function parse(fragment) {
  const text = percentDecode(fragment);
  const m = text === null ? null : /^(row|col|cell)=([^]*)$/.exec(text);
  if (!m) return null;
  const selections = [];
  for (const spec of m[2].split(';')) {
    const s = (m[1] === 'cell' ? CELL : SINGLE).exec(spec);
    if (!s) return null;
    if (m[1] === 'row') selections.push({ rows: span(s[1], s[2]), cols: null });
    if (m[1] === 'col') selections.push({ rows: null, cols: span(s[1], s[2]) });
    if (m[1] === 'cell') {
      const ranged = s[3] !== undefined;
      selections.push({ rows: span(s[1], ranged ? s[3] : undefined), cols: span(s[2], ranged ? s[4] : undefined) });
    }
  }
  return selections;
}

// Ignored as written (s.4.2): a 0 ("counted from one"), or a range that selects inversely.
function ignoredAsWritten(sp) {
  const ends = sp.last ? [sp.first, sp.last] : [sp.first];
  if (ends.some((p) => !p.star && p.n === 0n)) return true;
  return sp.last !== null && !sp.first.star && !sp.last.star && sp.last.n < sp.first.n;
}

// RFC 4180 s.2 records, as the number of fields in each. Records end at CRLF, LF or CR; a
// final line break ends the last record; an empty entity has none. Throws on malformed CSV.
function recordWidths(text) {
  const widths = [];
  const isBreak = (c) => c === ',' || c === '\r' || c === '\n';
  let i = 0;
  while (i < text.length) {
    let fields = 0;
    for (;;) {
      if (text[i] === '"') {  // escaped = DQUOTE *(TEXTDATA / COMMA / CR / LF / 2DQUOTE) DQUOTE
        let j = i + 1;
        for (;;) {
          if (j >= text.length) throw new Error(`the quoted field at ${i} never closes`);
          if (text[j] === '"' && text[j + 1] === '"') j += 2;
          else if (text[j] === '"') break;
          else j += 1;
        }
        i = j + 1;
        if (i < text.length && !isBreak(text[i])) throw new Error(`text after the closing quote at ${j}`);
      } else {  // non-escaped: up to ',' or a line break; a '"' inside is kept as text
        while (i < text.length && !isBreak(text[i])) i += 1;
      }
      fields += 1;
      if (i >= text.length) break;
      const c = text[i++];
      if (c === ',') continue;
      if (c === '\r' && text[i] === '\n') i += 1;  // CRLF is one line break
      break;
    }
    widths.push(fields);
  }
  return widths;
}

// '*' is the last row or column (s.4.2); then a single selection beyond the size, or a range
// starting beyond it, is ignored; a range inverted once '*' is resolved is ignored; a range
// running past the size is cut to it. Returns [first, last] as Numbers, or null if ignored.
function fit(sp, size) {
  const value = (p) => (p.star ? BigInt(size) : p.n);
  if ((sp.first.star || (sp.last && sp.last.star)) && size === 0) return null;
  const first = value(sp.first);
  const last = value(sp.last || sp.first);
  if (first > BigInt(size) || first > last) return null;
  return [Number(first), Number(last < BigInt(size) ? last : BigInt(size))];
}

const UTF8_NAMES = ['utf-8', 'csutf8'];  // IANA name and alias

// The implementation under test: what FRAGMENT identifies in the entity BYTES (a Buffer) in
// CHARSET (undefined: UTF-8, s.5.1), as a result of `fragid resolve --json`.
function resolveCsv(fragment, bytes, charset) {
  const selections = parse(fragment);
  if (selections === null) return { status: 'syntax-error' };  // s.4.1
  const active = selections.filter((s) => ![s.rows, s.cols].some((sp) => sp && ignoredAsWritten(sp)));
  if (active.length === 0) return { status: 'ignored' };  // decided without reading the entity
  if (charset !== undefined && !UTF8_NAMES.includes(charset.toLowerCase())) {
    throw new Unsupported(`charset ${charset} is not supported`);
  }
  let widths;
  try {
    // fatal: invalid UTF-8 throws; a leading BOM is skipped (not part of the first field).
    const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    widths = recordWidths(text);
  } catch (e) {
    return { status: 'entity-error' };
  }
  const rows = widths.length;
  const columns = widths.reduce((a, b) => Math.max(a, b), 0);  // the widest record (interp.: "the size of the CSV")

  const parts = [];
  for (const s of active) {
    const r = s.rows ? fit(s.rows, rows) : [1, rows];
    const c = s.cols ? fit(s.cols, columns) : [1, columns];
    if (r === null || c === null) continue;  // ignored; the others still count (s.4.2)
    const fields = [];
    for (let row = r[0]; row <= r[1]; row++) {
      // Ragged rows: only the fields that exist (a row selection is its whole record).
      for (let col = c[0]; col <= Math.min(c[1], widths[row - 1]); col++) fields.push({ row, col });
    }
    parts.push({ fields });
  }
  return parts.length > 0 ? { status: 'ok', parts } : { status: 'ignored' };
}

// ------------------------------------------------------------------------------------------
// The protocol (docs/adapter-protocol.md, version 1): the read-answer loop, seq and base64
// are adapters/node-protocol/protocol.js, shared by every Node adapter here. Outside this
// repository, copy that file (no npm packages) beside this one and change PROTOCOL below.
// ------------------------------------------------------------------------------------------

const PROTOCOL = '../../node-protocol/protocol.js';

const HANDSHAKE = {
  protocol: 1,
  implementation: { name: 'fragid-example-node', version: '1.0.0', language: 'JavaScript (Node.js)' },
  supports: { specs: ['rfc7111'], charsets: ['UTF-8'], features: [] },
};

// The answer to one `run` case: a result, or skipped for what resolveCsv does not support.
// Any other exception is a bug of the implementation; the shared loop reports it as errored.
function run(testCase, { answer, entityBytes }) {
  try {
    return answer.result(resolveCsv(testCase.fragment, entityBytes(testCase.entity), testCase.entity.charset));
  } catch (e) {
    if (e instanceof Unsupported) return answer.skipped(e.message);
    throw e;
  }
}

// The protocol module is an ES module; this file stays CommonJS so that it can be required
// without side effects (conformance/examples/node/suite.test.js), hence the dynamic import.
async function main() {
  const protocol = await import(PROTOCOL);
  protocol.serve({ handshake: HANDSHAKE, run: async (testCase) => run(testCase, protocol) });
}

if (require.main === module) main();
module.exports = { resolveCsv, Unsupported, HANDSHAKE };
