// Every shape the package answers with, used as a TypeScript user would
// (tests/wasm/typescript.sh type-checks it under --strict; it is never run):
// each result narrowed by `type` and `status` to its own fields, the suite's
// spec names as a union, explain()'s spec as the suite names it. Each line
// marked as an expected error fails the check if a type grows looser than the
// module's answers (it must be an error).
import { createFragid, FragidError } from 'fragid';
import type { Outcome, SpecName, Verdict } from 'fragid';
import suite from 'fragid/suite.json' with { type: 'json' };

const fragid = await createFragid();

const text = fragid.resolve('line=1,2;length=9', 'a\nb\nc\n');
if (text.type === 'text' && text.status === 'ok') {
  const range: [number, number, number, number] = [text.start.character, text.start.byte, text.end.line, text.end.column];
  const position: boolean = text.position;
  const checks: string[] = (text.checks ?? []).map((c) => `${c.check.type}=${c.check.value}: ${c.outcome} ${c.detail}`);
  console.log(range, position, checks, text.charset.name, text.charset.source);
}
if (text.type === 'text' && text.status === 'syntax-error') {
  // @ts-expect-error: a text result that identifies nothing has no start
  console.log(text.start);
}

const csv = fragid.resolve('cell=1,1-2,2', 'a,b\r\n1,2\r\n', { mediaType: 'text/csv' });
if (csv.type === 'csv') {
  for (const part of csv.parts) {
    const rectangle: [number, number, number, number] = [part.rows[0], part.rows[1], part.cols[0], part.cols[1]];
    const fields: Array<[number, number, number, number]> = part.fields.map((f) => [f.row, f.col, f.bytes[0], f.bytes[1]]);
    console.log(part.selection, rectangle, fields);
  }
  const ignored: string[] = csv.ignored.map((i) => `${i.selection}: ${i.reason}`);
  console.log(ignored);
}

const draft = fragid.resolve('line(1)match(b)', 'a\nb\n', { spec: 'wilde' });
if (draft.type === 'wilde') {
  const spans: number[] = draft.spans.map((s) => s.part + s.start.character + s.end.byte);
  const identified: number[] = draft.identified.map((r) => r.end.character - r.start.character);
  console.log(spans, identified, draft.ignored.map((i) => i.part));
}

const many = fragid.resolveFragments(['line=1', 'http://x/a.txt'], 'a\nb\n');
for (const answer of many) console.log('error' in answer ? answer.error : answer.status);

const explained = fragid.explain('line(1)', { spec: 'wilde' });
const explainedSpec: SpecName = explained.spec;
// @ts-expect-error: explain() names the draft as the suite does, never 'wilde'
const shortName: typeof explained.spec = 'wilde';
console.log(explainedSpec, shortName, explained.syntax_error?.offset, fragid.fragmentOf('#line=1').offset);

const made = fragid.make({ entity: 'a\nb\n', lines: '1' });
const all = fragid.make({ entity: 'a\nb\n', match: '[ab]', all: true });
console.log(made.fragment, all.map((m) => m.fragment));

// The suite: the spec names as a union, the requests and accepted outcomes typed.
const first = suite.cases[0];
const spec: SpecName = first.spec;
// @ts-expect-error: the suite names no spec 'wilde'
const notASpec: typeof first.spec = 'wilde';
const accepted: Outcome[] = first.accepted;
const fragment: string = first.request.fragment;
const produced: string[] = suite.producer_cases[0].reference_produced.map((p) => p.fragment);
console.log(spec, notASpec, accepted, fragment, produced);

// A result of the reference is an accepted outcome and an answer, as the README's differential test uses it.
const verdict: Verdict = fragid.judge(first, { result: csv }, { specs: ['rfc7111'], byte_offsets: false });
// @ts-expect-error: a text answer without `position` is no outcome (the judge says errored)
const noPosition: Outcome = { status: 'ok', start: { character: 0 }, end: { character: 1 } };
// @ts-expect-error: supports has `specs`, not `spec`
fragid.judge(first, { skipped: 'x' }, { spec: ['rfc7111'] });
console.log(verdict.verdict, noPosition);

try {
  await fragid.resolveBounded('match(a)', 'a', { spec: 'wilde', regexSeconds: 0.5, workerUrl: new URL('file:///x.mjs') });
} catch (e) {
  if (e instanceof FragidError) console.log(e.code === 'worker', e.message);
}
