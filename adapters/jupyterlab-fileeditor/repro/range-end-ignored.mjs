// @jupyterlab/fileeditor with @jupyterlab/codemirror: cause rfc5147-range-end-ignored (range-end-ignored.json says what the
// library does, where, and the checks: each an entity, a fragment and what the spec identifies).
// No adapter, no fragid: the package's own setFragment over a real CodeMirror editor.
//
//     node adapters/jupyterlab-fileeditor/repro/range-end-ignored.mjs    exit 1 while it deviates
import { reproduce } from '../../repro/cause.mjs';

await reproduce(import.meta.url, async ({ checks }, say) => {
  const { deviatesOn } = await import('./installed.mjs');
  return deviatesOn(checks, say);
});
