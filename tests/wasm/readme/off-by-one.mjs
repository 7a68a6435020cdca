// A wrong ./my-csv.mjs for tests/wasm/readme_loop.sh: rows counted from 0, as
// a resolver that forgot RFC 7111 s.2.1 counts them from 1. The judge calls
// its answers `failed`.
import { createFragid } from 'fragid';

const fragid = await createFragid();

export function resolveCsv(fragment, bytes, charset) {
  const r = fragid.resolve(fragment, bytes, { mediaType: 'text/csv', charset, exactFragment: true });
  if (r.type !== 'csv' || r.status !== 'ok') return r;
  return { status: 'ok', parts: r.parts.map((p) => ({ fields: p.fields.map((f) => ({ row: f.row - 1, col: f.col })) })) };
}
