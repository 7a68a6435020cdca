// TypeScript declarations of npm/index.mjs (and, copied, index.cjs's index.d.cts).
// Every shape is the one the module answers with: `fragid resolve --json`'s
// objects (conformance/judge/src/result_json.cpp), the suite bundle's cases
// (`fragid export`) and the adapter protocol's answers (docs/adapter-protocol.md).

export type FragidErrorCode = 'usage' | 'bad-request' | 'refused' | 'resource-limit' | 'worker' | 'internal';

export class FragidError extends Error {
  readonly code: FragidErrorCode;
}

/** The specs by the names the suite and the protocol use. */
export type SpecName = 'rfc5147' | 'rfc7111' | 'draft-wilde-text-fragment-01';

export type Status = 'ok' | 'syntax-error' | 'ignored' | 'integrity-mismatch' | 'entity-error' | 'resource-limit';

export interface ResolveOptions {
  /** As `--type` with a media type: its default charset then applies (US-ASCII for text/plain). */
  mediaType?: 'text/plain' | 'text/csv';
  /** As `--type` with a spec's name (wins over mediaType). */
  spec?: 'rfc5147' | 'rfc7111' | 'wilde' | SpecName;
  /** As `--charset`. */
  charset?: string;
  /** As `--line-endings`: 'all', 'none', or a list such as 'CRLF,LF'. */
  lineEndings?: string;
  /** As `--regex-megabytes` (16 to 1048576; default 512): memory one match() search may take beyond what the module holds as it starts. */
  regexMegabytes?: number;
  /** As `--regex-seconds` (0.001 to 86400; default 2): the time the draft's match() searches of one fragment may take. */
  regexSeconds?: number;
  /** The fragment itself, as the suite's cases give it: not taken apart at '#' as typed input is. */
  exactFragment?: boolean;
}

export interface BoundedOptions extends ResolveOptions {
  /** Where resolveBounded()'s Worker script is (default: worker.mjs beside index.mjs): README.md, "Bundlers". */
  workerUrl?: string | URL;
}

export interface ExplainOptions {
  mediaType?: ResolveOptions['mediaType'];
  spec?: ResolveOptions['spec'];
  exactFragment?: boolean;
}

/** A place in the text: counts from 0 (character, byte) and lines and columns from 1. */
export interface Point {
  character: number;
  byte: number;
  line: number;
  column: number;
}

/** How the entity's charset was chosen, as `resolve --json` says it. */
export interface CharsetChoice {
  name: string;
  source: 'option' | 'media-type-default' | 'byte-order-mark' | 'local-file-default';
}

/** An RFC 5147 integrity check of the fragment and what became of it (s.3.1, s.4.3). */
export interface CheckReport {
  check: { type: 'length' | 'md5' | (string & {}); value: string; charset?: string };
  outcome: 'passed' | 'failed' | 'not-used' | 'ignored';
  detail: string;
}

interface ResultBase {
  reason: string;
  charset: CharsetChoice;
  /** syntax-error: the offset in the fragment as written; entity-error: the byte offset in the entity. */
  error_offset?: number;
}

/** text/plain (RFC 5147) that identifies a range or a position. */
export interface TextRange extends ResultBase {
  type: 'text';
  status: 'ok';
  /** A zero-length position rather than a range (s.2.1.1): start equals end. */
  position: boolean;
  start: Point;
  end: Point;
  checks?: CheckReport[];
}

/** text/plain (RFC 5147) whose integrity check failed: what it would have identified (s.4.3). */
export interface TextMismatch extends ResultBase {
  type: 'text';
  status: 'integrity-mismatch';
  position: boolean;
  start: Point;
  end: Point;
  checks: CheckReport[];
}

/** text/plain (RFC 5147) that identifies nothing. */
export interface TextNothing extends ResultBase {
  type: 'text';
  status: 'syntax-error' | 'ignored' | 'entity-error' | 'resource-limit';
  checks?: CheckReport[];
}

export type TextResult = TextRange | TextMismatch | TextNothing;

/** A field of the CSV: rows and columns from 1, its bytes [start, end) with its quotes. */
export interface CsvField {
  row: number;
  col: number;
  bytes: [number, number];
}

/** One selection of the fragment that selected something: its rectangle (inclusive, from 1) and the fields in it. */
export interface CsvPart {
  /** Its index among the fragment's selections, from 0. */
  selection: number;
  rows: [number, number];
  cols: [number, number];
  fields: CsvField[];
}

/**
 * A result of the fields `Fields` that identifies something (status ok) or nothing (any other
 * status, its lists then empty): `status` tells them apart.
 */
export type ByStatus<Fields> = (Fields & { status: 'ok' }) | (Fields & { status: Exclude<Status, 'ok'> });

/** text/csv (RFC 7111): one part per selection that selected cells (none unless the status is ok). */
export interface CsvFields extends ResultBase {
  type: 'csv';
  parts: CsvPart[];
  /** The selections that selected nothing, and why. */
  ignored: Array<{ selection: number; reason: string }>;
}

export type CsvResult = ByStatus<CsvFields>;

/** What one part of a draft fragment identified: characters [start, end). */
export interface WildeSpan {
  /** Its index among the fragment's parts, from 0. */
  part: number;
  start: Point;
  end: Point;
}

/** draft-wilde-text-fragment-01: the spans of each part (an ok result may have none) and their union. */
export interface WildeFields extends ResultBase {
  type: 'wilde';
  spans: WildeSpan[];
  /** The union of the spans (s.3.1.6), sorted, merged. */
  identified: Array<{ start: Point; end: Point }>;
  ignored: Array<{ part: number; reason: string }>;
}

export type WildeResult = ByStatus<WildeFields>;

/** The object `fragid resolve --json` prints; `type` says which. */
export type ResolveResult = TextResult | CsvResult | WildeResult;

/** resolveFragments(): an input that holds no fragment (a URI without '#'). */
export interface NoFragment {
  error: string;
}

export interface Explanation {
  spec: SpecName;
  /** The line `fragid explain FRAGMENT` prints. */
  text: string;
  /** The fragment written canonically (absent for a syntax error). */
  fragment?: string;
  ignored_everywhere?: boolean;
  syntax_error?: { offset: number; message: string };
}

/** The fragment in typed input and where it starts there. */
export interface TypedFragment {
  fragment: string;
  offset: number;
}

export interface MakeRequest {
  entity: string | Uint8Array | ArrayBuffer;
  lines?: string;
  chars?: string;
  beforeLine?: string;
  beforeChar?: string;
  match?: string;
  all?: boolean;
  rows?: string | string[];
  cols?: string | string[];
  cells?: string | string[];
  integrity?: 'length' | 'md5' | 'both';
  url?: string;
  charset?: string;
  lineEndings?: string;
}

/** What make() answers: what the fragment identifies, the fragment, and with `url` the whole URI. */
export type Made = (TextResult | CsvResult) & { fragment: string; uri?: string };

// ---- The suite (fragid/suite.json) and the judge ----------------------------------------------

export type Level = 'must' | 'should' | 'may' | 'impl-defined' | 'erratum';

/** A place in the text as an answer gives it: `byte` may be left out where supports.byte_offsets is false. */
export interface AnswerPoint {
  character: number;
  byte?: number;
}

/**
 * A result as the judge reads it (docs/adapter-protocol.md s.2), and as the suite's cases
 * list their accepted outcomes: text/plain needs `position`, `start` and `end`; text/csv
 * `parts` of `fields`; the draft `spans`. Further fields are allowed and ignored, so
 * resolve()'s own results are outcomes too.
 */
export type Outcome =
  | { status: 'ok'; position: boolean; start: AnswerPoint; end: AnswerPoint }
  | { status: 'ok'; parts: Array<{ fields: Array<{ row: number; col: number }> }> }
  | { status: 'ok'; spans: Array<{ start: AnswerPoint; end: AnswerPoint }> }
  | { status: Exclude<Status, 'ok'> };

export interface CaseEntity {
  /** The exact bytes (RFC 4648 s.4). */
  base64: string;
  /** Present only when the entity declares one; absent, the media type's default applies. */
  charset?: string;
  /** The line-ending conventions in force: 'all', 'none', or a list such as 'CRLF,LF'. */
  line_endings?: string;
}

/** What the case needs an implementation to declare (its `supports`), or it is skipped. */
export interface Needs {
  charset: string;
  integrity: Array<'length' | 'md5'>;
  only_entity_error: boolean;
  schemes: string[];
  line_ending_contexts?: string[];
}

interface CaseBase {
  id: string;
  description: string;
  spec: SpecName;
  section: string;
  level: Level;
  quote?: string;
  quote_source?: string;
  /** The entity as text, where its bytes are UTF-8. */
  entity_text?: string;
  needs: Needs;
  requirements: string[];
  tags: string[];
  features: string[];
}

/** A case of the suite's `cases`: resolve the fragment in the entity. */
export interface ResolveCase extends CaseBase {
  request: { id: string; spec: SpecName; fragment: string; media_type: 'text/plain' | 'text/csv'; entity: CaseEntity };
  accepted: Outcome[];
  /** Which of `accepted` is fragid's reading. */
  reference_choice?: number;
  /** Why only one answer is defensible, where the case says so. */
  single_answer?: string;
}

/** A case of the suite's `producer_cases`: produce fragments for the entity (s.6). */
export interface ProducerCase extends CaseBase {
  request: { id: string; spec: SpecName; produce: string; media_type: 'text/plain' | 'text/csv'; entity: CaseEntity };
  reference_produced: Array<{ fragment: string; claim: Outcome }>;
}

export type TestCase = ResolveCase | ProducerCase;

/**
 * What judge() reads of a case: a case of the suite has all of it; one made for a property
 * test needs only its id, spec, level, request and (to resolve) accepted outcomes.
 */
export type CaseToJudge =
  | (Pick<ResolveCase, 'id' | 'spec' | 'level' | 'request' | 'accepted'> & Partial<ResolveCase>)
  | (Pick<ProducerCase, 'id' | 'spec' | 'level' | 'request'> & Partial<ProducerCase>);

/** fragid/suite.json: the whole suite. */
export interface Suite {
  format: number;
  name: string;
  suite_version: string;
  version: string;
  sha256: string;
  cases: ResolveCase[];
  producer_cases: ProducerCase[];
}

/** What an implementation answered, as an adapter's answer message has it (docs/adapter-protocol.md s.2, s.6). */
export type Answer =
  | { result: Outcome }
  | { produced: Array<{ fragment: string; claim: Outcome }> }
  | { skipped: string }
  | { errored: string };

/** The handshake's `supports` object (docs/adapter-protocol.md s.1): any other field is refused. */
export interface Supports {
  specs: SpecName[];
  integrity?: Array<'length' | 'md5'>;
  schemes?: string[] | Partial<Record<SpecName, string[]>>;
  charsets?: string[] | Partial<Record<SpecName, string[]>>;
  validates_entities?: boolean;
  semantic_only?: boolean;
  line_endings?: boolean;
  line_ending_context?: string;
  byte_offsets?: boolean;
  features?: string[];
  produce?: string[];
}

export interface Verdict {
  /** passed and skipped are the only verdicts a conformant implementation gets. */
  verdict: 'passed' | 'failed' | 'skipped' | 'errored';
  detail: string;
  /** Skipped without asking: the declarations in `supports` rule the case out (`detail` names the field). */
  unsent?: boolean;
  /** 'other': passed with an allowed answer that is not fragid's reading. */
  reading?: 'other';
  /** The answer's result, as the runner's record keeps it. */
  actual?: Outcome;
  produced?: Array<{ fragment: string; claim: Outcome; identified: Outcome; holds: boolean }>;
}

export interface Fragid {
  judge(testCase: CaseToJudge, answer: Answer, supports?: Supports): Verdict;
  resolve(fragment: string, entity: string | Uint8Array | ArrayBuffer, options?: ResolveOptions): ResolveResult;
  /** resolve() of every fragment in one entity read about once, as `fragid resolve --fragments` does. */
  resolveFragments(fragments: readonly string[], entity: string | Uint8Array | ArrayBuffer,
                   options?: ResolveOptions): Array<ResolveResult | NoFragment>;
  /** resolve() in a Worker ended after regexSeconds: a match() that does not end is resource-limit, as natively. */
  resolveBounded(fragment: string, entity: string | Uint8Array | ArrayBuffer, options?: BoundedOptions): Promise<ResolveResult>;
  /** The fragment in typed input (bare, '#fragment' or a URI reference), as resolve() takes it. */
  fragmentOf(typed: string): TypedFragment;
  explain(fragment: string, options?: ExplainOptions): Explanation;
  make(request: MakeRequest & { all: true }): Made[];
  make(request: MakeRequest): Made;
  /** The edge-case pages' drawing of the entity (HTML) with what resolve() identifies marked. */
  drawing(fragment: string, entity: string | Uint8Array | ArrayBuffer, options?: ResolveOptions): string;
  readonly version: string;
  /** The module's memory in bytes: what it grew to for the largest entity so far. */
  readonly memoryBytes: number;
}

export function createFragid(): Promise<Fragid>;
