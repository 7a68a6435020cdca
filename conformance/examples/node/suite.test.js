// The whole fragid conformance suite as node:test cases, read from conformance/dist/fragid-suite.json.
//
//     node --test conformance/examples/node/suite.test.js
//
// The implementation under test is the example adapter's resolver,
// adapters/examples/node/adapter.js's resolveCsv(); to test your own, require it instead and
// change resolve() and SUPPORTS below. Everything else is how any test runner judges the file
// (conformance/README.md, "The suite as data"): skip what the implementation does not support,
// as `fragid check` would, and pass an answer that means any accepted outcome.
// FRAGID_SUITE_FILE names another copy of the file.
//
// A JavaScript project does better with the npm package (npm/README.md): its judge() is the
// runner's own judging code compiled to WebAssembly, so its verdicts are `fragid check`'s. This
// file keeps the rules written out, as a runner in a language without such a package must.
'use strict';
const assert = require('node:assert');
const crypto = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');
const { test } = require('node:test');

const ROOT = path.resolve(__dirname, '..', '..', '..');
const SUITE_FILE = process.env.FRAGID_SUITE_FILE || path.join(ROOT, 'conformance', 'dist', 'fragid-suite.json');
const SUITE = JSON.parse(fs.readFileSync(SUITE_FILE, 'utf8'));

// ---------------------------------------------------------------------------------------------
// The implementation under test, and what it supports (the protocol handshake's `supports`).
// ---------------------------------------------------------------------------------------------
const adapter = require(path.join(ROOT, 'adapters', 'examples', 'node', 'adapter.js'));  // RFC 7111, text/csv
const SUPPORTS = adapter.HANDSHAKE.supports;

// The answer to one protocol run request, as a result of `fragid resolve --json`'s shape.
function resolve(request) {
  const { base64, charset } = request.entity;
  return adapter.resolveCsv(request.fragment, Buffer.from(base64, 'base64'), charset);
}

// ---------------------------------------------------------------------------------------------
// Skipping: the runner's rule, with the needs the file states for each case.
// ---------------------------------------------------------------------------------------------
const DEFAULTS = { integrity: [], charsets: ['US-ASCII', 'UTF-8'], validates_entities: true, line_endings: false,
                   line_ending_context: 'CRLF,LF', byte_offsets: true, features: [] };
const CONVENTIONS = ['CRLF', 'LF', 'CR', 'NEL', 'CR+NEL'];

// 'LF,CRLF' -> 'CRLF,LF'; every convention -> 'all'; none -> 'none' (as the file spells them).
function canonicalLineEndings(text) {
  const named = text === 'all' ? CONVENTIONS : text === 'none' ? [] : text.split(',');
  const listed = CONVENTIONS.filter((c) => named.includes(c));
  return listed.length === CONVENTIONS.length ? 'all' : listed.join(',') || 'none';
}

// Why `fragid check` would not send the case to an implementation declaring `supports`.
function skipReason(testCase, supports) {
  const s = { ...DEFAULTS, ...supports };
  const { needs, spec } = testCase;
  if (!s.specs.includes(spec)) return `supports.specs does not list ${spec}`;
  // Absent: every scheme of the spec; a list, or a list per spec.
  const schemes = s.schemes === undefined || Array.isArray(s.schemes) ? s.schemes : s.schemes[spec];
  const scheme = needs.schemes.find((n) => schemes !== undefined && !schemes.includes(n));
  if (scheme !== undefined) return `supports.schemes does not list ${scheme} for ${spec}`;
  for (const check of needs.integrity) {
    if (!s.integrity.includes(check)) return `supports.integrity does not list ${check}, and the fragment has that integrity check`;
  }
  const charsets = Array.isArray(s.charsets) ? s.charsets : s.charsets[spec] || DEFAULTS.charsets;
  if (!charsets.includes('*') && !charsets.some((c) => c.toLowerCase() === needs.charset.toLowerCase())) {
    return `supports.charsets does not list ${needs.charset} for ${spec}`;
  }
  if (needs.only_entity_error && !s.validates_entities) {
    return 'supports.validates_entities is false, and entity-error is the only answer the case allows';
  }
  if (needs.line_ending_contexts && !s.line_endings) {
    const context = canonicalLineEndings(s.line_ending_context);
    if (!needs.line_ending_contexts.includes(context)) {
      return `supports.line_ending_context (${context}) reads the entity's line endings otherwise than the case's conventions in force`;
    }
  }
  const missing = testCase.features.find((f) => !s.features.includes(f));
  return missing === undefined ? null : `supports.features does not list ${missing}`;
}

// ---------------------------------------------------------------------------------------------
// Judging: an answer passes if it means one of the accepted outcomes.
// ---------------------------------------------------------------------------------------------
function sameRange(expected, actual, byteOffsets) {
  return ['start', 'end'].every((end) => expected[end].character === actual[end].character &&
    (!byteOffsets || expected[end].byte === actual[end].byte));
}

const cells = (result) => new Set(result.parts.flatMap((p) => p.fields.map((f) => `${f.row},${f.col}`)));

// draft-wilde s.3.1.6: the union of the ranges, empty ones dropped, overlapping or touching merged.
function union(spans) {
  const merged = [];
  const nonEmpty = spans.filter((s) => s.end.character > s.start.character);
  for (const s of nonEmpty.sort((a, b) => a.start.character - b.start.character)) {
    const last = merged[merged.length - 1];
    if (last && s.start.character <= last.end.character) {
      if (s.end.character > last.end.character) merged[merged.length - 1] = { start: last.start, end: s.end };
    } else {
      merged.push(s);
    }
  }
  return merged;
}

function sameMeaning(expected, actual, byteOffsets) {
  if (expected.status !== 'ok' || actual.status !== 'ok') {
    // Only `ignored` also meets a syntax error or a failed integrity check: the specs require
    // only that nothing is identified (RFC 5147 s.4.3, s.4.4; RFC 7111 s.4.1).
    return expected.status === actual.status ||
      (actual.status === 'ignored' && ['syntax-error', 'integrity-mismatch'].includes(expected.status));
  }
  if (expected.parts) {  // text/csv: the set of cells, however grouped and ordered
    if (!actual.parts) return false;
    const [e, a] = [cells(expected), cells(actual)];
    return e.size === a.size && [...e].every((cell) => a.has(cell));
  }
  if (expected.spans) {  // draft-wilde: the union of the ranges
    const [e, a] = [union(expected.spans), union(actual.spans || [])];
    return e.length === a.length && e.every((span, i) => sameRange(span, a[i], byteOffsets));
  }
  // text/plain: the character range (and byte range); `position` is not judged (RFC 5147 s.2.1.1)
  return Boolean(actual.start && actual.end) && sameRange(expected, actual, byteOffsets);
}

for (const testCase of SUITE.cases) {
  const reason = skipReason(testCase, SUPPORTS);
  test(testCase.id, reason ? { skip: reason } : {}, (t) => {
    let actual;
    try {
      actual = resolve(testCase.request);
    } catch (e) {
      if (e instanceof adapter.Unsupported) return t.skip(`the implementation cannot take it: ${e.message}`);
      throw e;
    }
    const byteOffsets = SUPPORTS.byte_offsets !== false;
    assert.ok(testCase.accepted.some((expected) => sameMeaning(expected, actual, byteOffsets)),
      `${testCase.id} (${testCase.spec}, s.${testCase.section}, ${testCase.level}): ` +
      `#${testCase.request.fragment} answered ${JSON.stringify(actual)}; accepted: ${JSON.stringify(testCase.accepted)}`);
  });
}

// The file's version rule, recomputed here: it changes whenever any case changes.
test('the version is the digest of the cases', () => {
  const sorted = (v) => (Array.isArray(v) ? v.map(sorted) : v && typeof v === 'object'
    ? Object.fromEntries(Object.keys(v).sort().map((k) => [k, sorted(v[k])])) : v);
  const canonical = JSON.stringify(sorted({ cases: SUITE.cases, producer_cases: SUITE.producer_cases }));
  const digest = crypto.createHash('sha256').update(canonical, 'utf8').digest('hex');
  assert.strictEqual(SUITE.sha256, digest);
  assert.strictEqual(SUITE.version, `${SUITE.suite_version}+${digest.slice(0, 12)}`);
});
