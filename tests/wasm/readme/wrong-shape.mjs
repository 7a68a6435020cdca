// A wrong ./my-csv.mjs for tests/wasm/readme_loop.sh: the reference's cells,
// but each part answered as its rectangle without its `fields`. The judge
// calls that shape `errored`; a loop that fails only on `failed` passes it.
import { createFragid } from 'fragid';

const fragid = await createFragid();

export function resolveCsv(fragment, bytes, charset) {
  const r = fragid.resolve(fragment, bytes, { mediaType: 'text/csv', charset, exactFragment: true });
  if (r.type !== 'csv' || r.status !== 'ok') return r;
  return { status: 'ok', parts: r.parts.map((p) => ({ rows: p.rows, cols: p.cols })) };
}
