// The README loop's ./my-csv.mjs for tests/wasm/readme_loop.sh: the reference
// itself, which every case of the suite accepts.
import { createFragid } from 'fragid';

const fragid = await createFragid();

export function resolveCsv(fragment, bytes, charset) {
  return fragid.resolve(fragment, bytes, { mediaType: 'text/csv', charset, exactFragment: true });
}
