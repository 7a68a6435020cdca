// rdf-parser-csvw, a producer of RFC 7111 row fragments (each csvw:Row's csvw:url): cause
// rfc7111-rows-as-line-numbers (rows-as-line-numbers.json says what the library does, where, and the
// checks: each an entity and the fragment the spec gives each of its data rows). No adapter, no
// fragid: the package's own Parser.import().
//
//     node adapters/rdf-parser-csvw/repro/rows-as-line-numbers.mjs    exit 1 while it deviates
import { reproduce } from '../../repro/cause.mjs';

await reproduce(import.meta.url, async (data, say) => {
  const { deviatesOn } = await import('./installed.mjs');
  return deviatesOn(data.package, data.checks, say);
});
