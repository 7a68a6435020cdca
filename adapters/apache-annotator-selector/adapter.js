#!/usr/bin/env node
// fragid adapter (protocol v1, docs/adapter-protocol.md) for the npm package
// @apache-annotator/selector: the Web Annotation selector engine of Apache
// Annotator. Its textPositionSelectorMatcher({start, end}) finds a character
// range in text counted in Unicode code points (lib/text/match-text-position.js,
// through CodePointSeeker): the semantics of RFC 5147 `char=a,b`.
//
//     fragid check --impl 'node adapters/apache-annotator-selector/adapter.js'
//
// Semantic-only (s.1, supports.semantic_only): the package has no fragment
// parser, so this adapter reads `char=` itself (../node-protocol/char-fragment.js)
// and skips every other fragment; the package does the counting. What runs is
// the package's own matcher on the entity's text as one chunk; its answer (a
// UTF-16 offset in that chunk) is turned back into the character count the
// protocol wants. An open range (`char=a,`) ends at the text's last code
// point, as a caller of the package would pass it.
import { readFileSync } from 'node:fs';
import { textPositionSelectorMatcher } from '@apache-annotator/selector';
import { serve, answer, entityText } from '../node-protocol/protocol.js';
import { readCharFragment, toNumber, codePointsBefore } from '../node-protocol/char-fragment.js';

// Its exports map hides package.json, so the version is read from the file.
const pkg = JSON.parse(readFileSync(new URL('./node_modules/@apache-annotator/selector/package.json', import.meta.url)));

const HANDSHAKE = {
  protocol: 1,
  implementation: { name: '@apache-annotator/selector', version: pkg.version, language: 'JavaScript (Node.js)',
                    homepage: 'https://www.npmjs.com/package/@apache-annotator/selector' },
  supports: {
    specs: ['rfc5147'],
    semantic_only: true,
    schemes: ['char'],  // the package measures character ranges; it has no lines
    charsets: ['US-ASCII', 'UTF-8'],
    validates_entities: false,  // the adapter decodes leniently (U+FFFD); the package sees a string
    line_ending_context: 'none',  // it counts every code point; CR+LF is two, not one line ending
    byte_offsets: false,  // the package knows no bytes
    // This adapter reads char= and answers `ignored` for an inverted range itself, and turns the
    // package's UTF-16 offsets into characters.
    adapter_computes: ['status', 'characters'],
  },
};

// The whole text as the one chunk the package's Chunker interface walks.
function oneChunk(text) {
  return { currentChunk: { data: text }, nextChunk: () => null, previousChunk: () => null, precedesCurrentChunk: () => false };
}

// A UTF-16 offset in the chunk as a protocol position, or why it is none.
function position(text, index) {
  const character = codePointsBefore(text, index);
  if (character === null) return { why: `the package put a position inside a surrogate pair (UTF-16 offset ${index}), which is no character position` };
  return { character };
}

async function run(c) {
  if (c.spec !== 'rfc5147') return answer.skipped('the package counts characters in text/plain only');
  const read = readCharFragment(c.fragment);
  if (read.unread) return answer.skipped(read.unread);
  if (read.reversed) return answer.ignored('start after end (s.4.2), seen by the adapter');
  const text = entityText(c.entity);
  const end = read.end === null ? [...text].length : toNumber(read.end);
  const matches = textPositionSelectorMatcher({ type: 'TextPositionSelector', start: toNumber(read.start), end })(oneChunk(text));
  const match = (await matches.next()).value;  // the matcher yields one range (its doc comment)
  const start = position(text, match.startIndex), stop = position(text, match.endIndex);
  if (start.why || stop.why) return answer.errored(start.why ?? stop.why);
  return answer.ok({ position: read.position, start, end: stop });
}

serve({ handshake: HANDSHAKE, run });
