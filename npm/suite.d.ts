// The type of fragid/suite.json (fragid-suite.json, `fragid export`'s bundle):
// package.json's exports give it for that path, so that `import suite from
// 'fragid/suite.json' with { type: 'json' }` has the spec names as a union.
import type { Suite } from './index.js';

declare const suite: Suite;
export default suite;
