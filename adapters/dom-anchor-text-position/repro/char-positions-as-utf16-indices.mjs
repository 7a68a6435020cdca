// dom-anchor-text-position: cause rfc5147-char-positions-as-utf16-indices (char-positions-as-utf16-indices.json says what the library does, where,
// and the checks: each a text, the positions handed to the library and what the spec identifies).
// No adapter, no fragid: the package's own API.
//
//     node adapters/dom-anchor-text-position/repro/char-positions-as-utf16-indices.mjs    exit 1 while it deviates
import { reproduce } from '../../repro/cause.mjs';

await reproduce(import.meta.url, async ({ checks }, say) => {
  const { deviatesOn } = await import('./installed.mjs');
  return deviatesOn(checks, say);
});
