#!/usr/bin/env node
// fragid adapter (protocol v1, docs/adapter-protocol.md) for the npm package
// dom-anchor-text-position: it turns a text position selector {start, end}
// into a DOM Range (toRange) and back (fromRange), counting in UTF-16 code
// units of the DOM's text, the way most web annotation tools count. Used for
// RFC 5147 `char=a,b` it shows what such a tool would select.
//
//     fragid check --impl 'node adapters/dom-anchor-text-position/adapter.js'
//
// Semantic-only (s.1, supports.semantic_only): the package has no fragment
// parser, so this adapter reads `char=` itself (../node-protocol/char-fragment.js)
// and skips every other fragment; the package does the counting. The entity's
// text is one text node of a <pre> in a jsdom document; the package's own
// toRange maps the positions to a Range, whose ends (a text node and a UTF-16
// offset in it) are turned back into the character counts the protocol wants.
// An open range (`char=a,`) ends at the element's textContent.length, as a
// caller of the package would pass it.
import { createRequire } from 'node:module';
import { JSDOM } from 'jsdom';
import { serve, answer, entityText } from '../node-protocol/protocol.js';
import { readCharFragment, toNumber, codePointsBefore } from '../node-protocol/char-fragment.js';

const require = createRequire(import.meta.url);
const { toRange } = require('dom-anchor-text-position');
const pkg = require('dom-anchor-text-position/package.json');

const HANDSHAKE = {
  protocol: 1,
  implementation: { name: 'dom-anchor-text-position', version: pkg.version, language: 'JavaScript (Node.js, jsdom)',
                    homepage: 'https://www.npmjs.com/package/dom-anchor-text-position' },
  supports: {
    specs: ['rfc5147'],
    semantic_only: true,
    schemes: ['char'],  // the package measures character ranges; it has no lines
    charsets: ['US-ASCII', 'UTF-8'],
    validates_entities: false,  // the adapter decodes leniently (U+FFFD); the package sees a DOM
    line_ending_context: 'none',  // it counts every code unit; CR+LF is two, not one line ending
    byte_offsets: false,  // the package knows no bytes
    // This adapter reads char= and answers `ignored` for an inverted range itself, and turns the
    // Range's UTF-16 offsets into characters.
    adapter_computes: ['status', 'characters'],
  },
};

const { document } = new JSDOM('<!DOCTYPE html><body></body>').window;

// One end of the package's Range as a protocol position, or why it is none:
// its container must be the one text node, and its offset (UTF-16) must not
// split a surrogate pair; it is turned into characters.
function position(node, container, offset) {
  if (container !== node) return { why: 'the package put a Range end outside the text node' };
  const character = codePointsBefore(node.data, offset);
  if (character === null) return { why: `the package put a Range end inside a surrogate pair (UTF-16 offset ${offset}), which is no character position` };
  return { character };
}

async function run(c) {
  if (c.spec !== 'rfc5147') return answer.skipped('the package counts characters in text/plain only');
  const read = readCharFragment(c.fragment);
  if (read.unread) return answer.skipped(read.unread);
  if (read.reversed) return answer.ignored('start after end (s.4.2), seen by the adapter');
  const root = document.createElement('pre');
  const node = root.appendChild(document.createTextNode(entityText(c.entity)));
  const end = read.end === null ? root.textContent.length : toNumber(read.end);
  const range = toRange(root, { start: toNumber(read.start), end });
  const start = position(node, range.startContainer, range.startOffset);
  const stop = position(node, range.endContainer, range.endOffset);
  if (start.why || stop.why) return answer.errored(start.why ?? stop.why);
  return answer.ok({ position: read.position, start, end: stop });
}

serve({ handshake: HANDSHAKE, run });
