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

export interface Fragid {
  resolve(fragment: string, entity: string | Uint8Array | ArrayBuffer, options?: ResolveOptions): ResolveResult;
  explain(fragment: string, options?: Pick<ResolveOptions, 'mediaType' | 'spec'>): Explanation;
  make(request: MakeRequest): Made | Made[];
  readonly version: string;
}

export function createFragid(): Promise<Fragid>;
