// The part of RFC 5147 a semantic-only adapter (docs/adapter-protocol.md s.1,
// supports.semantic_only) does itself: reading a plain `char=` fragment, so
// that the package under test, which has no fragment parser, only counts.
//
// Only the plain forms of s.3 are read:
//     char-scheme = "char=" ( position / range )
//     range       = ( position "," [ position ] ) / ( "," position )
// with any integrity checks after ';' (length=, md5=) set aside: s.4.3 lets a
// client ignore them. Anything else (line=, percent-escapes, case variants,
// malformed text) is left to full implementations: parsing is not what these
// adapters check, so they skip such cases rather than answer for the package.
const INTEGRITY = /^(length=[0-9]+|md5=[0-9A-Fa-f]{32})(,[!#$&+\-.^_`{}~0-9A-Za-z]+)?$/;
const CHAR = /^char=(?:([0-9]+)|([0-9]+),([0-9]*)|,([0-9]+))$/;

// {start, end, position} in characters, end null for "to the end of the
// entity" (s.2.1.1: an omitted end defaults to the last position); or
// {unread: why} for a fragment this reader leaves alone; or {reversed: true}
// for a range whose start is after its end (s.4.2: MUST be ignored).
export function readCharFragment(fragment) {
  const [scheme, ...checks] = fragment.split(';');
  if (!checks.every((c) => INTEGRITY.test(c))) return { unread: 'not a plain char= fragment (its integrity part)' };
  const m = CHAR.exec(scheme);
  if (!m) return { unread: `not a plain char= fragment: ${scheme.startsWith('line=') ? 'line= counts lines' : 'parsing is left to full implementations'}` };
  const number = (digits) => BigInt(digits);
  let start, end, position = false;
  if (m[1] !== undefined) { start = number(m[1]); end = start; position = true; }
  else if (m[2] !== undefined) { start = number(m[2]); end = m[3] === '' ? null : number(m[3]); }
  else { start = 0n; end = number(m[4]); }
  if (end !== null && start > end) return { reversed: true };
  return { start, end, position };
}

// A BigInt position as a JavaScript number for a package's API: past
// Number.MAX_SAFE_INTEGER it is past the end of any entity a test holds.
export function toNumber(position) {
  return position > BigInt(Number.MAX_SAFE_INTEGER) ? Number.MAX_SAFE_INTEGER : Number(position);
}

// How many characters (Unicode code points, RFC 5147 s.2.1.2 "counting each
// character separately") precede the UTF-16 offset `index` of `text`; or
// null when `index` falls between the two halves of a surrogate pair, which
// is no character position at all.
export function codePointsBefore(text, index) {
  if (index > 0 && index < text.length) {
    const before = text.charCodeAt(index - 1), after = text.charCodeAt(index);
    if (before >= 0xd800 && before <= 0xdbff && after >= 0xdc00 && after <= 0xdfff) return null;
  }
  let count = 0;
  for (let i = 0; i < index; i++) {
    const unit = text.charCodeAt(i);
    if (unit >= 0xd800 && unit <= 0xdbff && i + 1 < index) {
      const next = text.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) i++;
    }
    count++;
  }
  return count;
}
