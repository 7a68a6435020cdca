// @jupyterlab/rendermime, a producer of RFC 5147 fragments: cause rfc5147-negative-numbers-read-as-zero (negative-numbers-read-as-zero.json says what
// the library does, where, and the checks: each an error output and the fragment the spec gives
// for the line it names). No adapter, no fragid: the package's own renderError.
//
//     node adapters/jupyterlab-rendermime/repro/negative-numbers-read-as-zero.mjs    exit 1 while it deviates
import { reproduce } from '../../repro/cause.mjs';

await reproduce(import.meta.url, async ({ checks }, say) => {
  const { deviatesOn } = await import('./installed.mjs');
  return deviatesOn(checks, say);
});
