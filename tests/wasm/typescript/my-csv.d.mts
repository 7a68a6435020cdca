// The type of the README's ./my-csv.mjs (the implementation under test): what
// an implementer writes, in TypeScript or as a declaration beside JavaScript.
import type { Outcome } from 'fragid';

export function resolveCsv(fragment: string, bytes: Uint8Array, charset: string | undefined): Outcome;
