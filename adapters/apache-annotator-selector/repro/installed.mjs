// @apache-annotator/selector as installed beside the adapter (../node_modules, by `npm ci`),
// imported by its package name as a user imports it, for the reproductions of this folder. No
// adapter, no fragid.
import { createRequire } from 'node:module';
import { differsOnAny } from '../../repro/cause.mjs';
import { pathToFileURL } from 'node:url';

const require = createRequire(new URL('../package.json', import.meta.url));
const { textPositionSelectorMatcher } = await import(pathToFileURL(require.resolve('@apache-annotator/selector')).href);

// The package's Chunker interface (lib/text/chunker.js) over one string: the simplest text a caller
// can hand it.
function oneChunk(text) {
  return { currentChunk: { data: text }, nextChunk: () => null, previousChunk: () => null, precedesCurrentChunk: () => false };
}

// What textPositionSelectorMatcher({start, end}) yields on `text`, in the words the data files use
// for what the spec identifies: the match's UTF-16 indices in the chunk, or the error it throws.
async function match(text, start, end) {
  try {
    const matches = textPositionSelectorMatcher({ type: 'TextPositionSelector', start, end })(oneChunk(text));
    const m = (await matches.next()).value;
    return `UTF-16 indices ${m.startIndex}..${m.endIndex}`;
  } catch (e) {
    return `throws ${e.name}: ${e.message}`;
  }
}

// Runs every check of a data file ({text, start, end, spec}), saying each; true when the library's
// answer differs from the spec's in any.
export function deviatesOn(checks, say) {
  return differsOnAny(checks, ({ text, start, end }) => `text ${JSON.stringify(text)}, {start: ${start}, end: ${end}}`,
                      async ({ text, start, end }) => await match(text, start, end), say);
}
