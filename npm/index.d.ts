// TypeScript declarations of npm/index.mjs.

export type FragidErrorCode = 'usage' | 'bad-request' | 'refused' | 'resource-limit' | 'internal';

export class FragidError extends Error {
  readonly code: FragidErrorCode;
}

export type Status = 'ok' | 'syntax-error' | 'ignored' | 'integrity-mismatch' | 'entity-error' | 'resource-limit';

export interface ResolveOptions {
  /** As `--type`: the media type's default charset then applies (US-ASCII for text/plain). */
  mediaType?: 'text/plain' | 'text/csv';
  /** As `--type` with a spec's name. */
  spec?: 'rfc5147' | 'rfc7111' | 'wilde';
  /** As `--charset`. */
  charset?: string;
  /** As `--line-endings`: 'all', 'none', or a list such as 'CRLF,LF'. */
  lineEndings?: string;
  /** Address space a match() search may take. */
  regexMegabytes?: number;
  /** The time the draft's match() searches of one fragment may take (--regex-seconds; default 2). */
  regexSeconds?: number;
}

export interface Point {
  character: number;
  byte: number;
  line: number;
  column: number;
}

/** The object `fragid resolve --json` prints; its fields depend on `type` (text, csv, wilde). */
export interface ResolveResult {
  type: 'text' | 'csv' | 'wilde';
  status: Status;
  reason: string;
  charset: { name: string; source: 'option' | 'media-type-default' | 'byte-order-mark' | 'local-file-default' };
  start?: Point;
  end?: Point;
  position?: boolean;
  error_offset?: number;
  checks?: Array<{ check: { type: string; value: string }; outcome: string; detail: string }>;
  [field: string]: unknown;
}

export interface Explanation {
  spec: 'rfc5147' | 'rfc7111' | 'wilde';
  /** The line `fragid explain FRAGMENT` prints. */
  text: string;
  fragment?: string;
  ignored_everywhere?: boolean;
  syntax_error?: { offset: number; message: string };
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

export interface Made extends ResolveResult {
  fragment: string;
  uri?: string;
}

/** A case of the suite bundle (fragid-suite.json's `cases` or `producer_cases`). */
export interface TestCase {
  id: string;
  spec: 'rfc5147' | 'rfc7111' | 'draft-wilde-text-fragment-01';
  level: 'must' | 'should' | 'may' | 'impl-defined' | 'erratum';
  request: { id: string; spec: string; fragment?: string; produce?: string; media_type: string;
             entity: { base64: string; charset?: string; line_endings?: string } };
  accepted?: object[];
  [field: string]: unknown;
}

/** What an implementation answered, as an adapter's answer message has it (docs/adapter-protocol.md). */
export type Answer =
  | { result: object }
  | { produced: Array<{ fragment: string; claim: object }> }
  | { skipped: string }
  | { errored: string };

/** The handshake's `supports` object (docs/adapter-protocol.md s.1). */
export interface Supports {
  specs: string[];
  integrity?: Array<'length' | 'md5'>;
  charsets?: string[] | Record<string, string[]>;
  schemes?: Record<string, string[]>;
  validates_entities?: boolean;
  semantic_only?: boolean;
  line_endings?: boolean;
  line_ending_context?: string;
  byte_offsets?: boolean;
  features?: string[];
  produce?: string[];
  [field: string]: unknown;
}

export interface Verdict {
  verdict: 'passed' | 'failed' | 'skipped' | 'errored';
  detail: string;
  /** Skipped without asking: the declarations in `supports` rule the case out. */
  unsent?: boolean;
  /** 'other': passed with an allowed answer that is not fragid's reading. */
  reading?: 'other';
  actual?: object;
  produced?: Array<{ fragment: string; claim: object; identified: object; holds: boolean }>;
}

export interface Fragid {
  judge(testCase: TestCase, answer: Answer, supports?: Supports): Verdict;
  resolve(fragment: string, entity: string | Uint8Array | ArrayBuffer, options?: ResolveOptions): ResolveResult;
  /** resolve() in a Worker ended after regexSeconds: a match() that does not end is resource-limit, as natively. */
  resolveBounded(fragment: string, entity: string | Uint8Array | ArrayBuffer, options?: ResolveOptions): Promise<ResolveResult>;
  explain(fragment: string, options?: Pick<ResolveOptions, 'mediaType' | 'spec'>): Explanation;
  make(request: MakeRequest): Made | Made[];
  /** The edge-case pages' drawing of the entity (HTML) with what resolve() identifies marked. */
  drawing(fragment: string, entity: string | Uint8Array | ArrayBuffer, options?: ResolveOptions): string;
  readonly version: string;
  /** The module's memory in bytes: what it grew to for the largest entity so far. */
  readonly memoryBytes: number;
}

export function createFragid(): Promise<Fragid>;
