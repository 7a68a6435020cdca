// Where the lines of a text start, for the claims the rendermime adapter
// makes: a traceback's "line N" is the N-th line as the text's line endings
// divide it (RFC 5147 s.4.1: the conventions in force are the case's).
const ALL = ['CRLF', 'LF', 'CR', 'NEL', 'CR+NEL'];

// The code point sequence of each convention, longest first where one starts another.
const SEQUENCES = { 'CRLF': ['\r', '\n'], 'CR+NEL': ['\r', '\u0085'], 'LF': ['\n'], 'CR': ['\r'], 'NEL': ['\u0085'] };

// The code point sequences of the conventions in force, longest first.
function sequencesInForce(lineEndings) {
  const named = lineEndings === 'all' ? ALL : lineEndings === 'none' ? [] : lineEndings.split(',');
  return Object.entries(SEQUENCES).filter(([name]) => named.includes(name)).map(([, s]) => s);
}

// The line ending in force that starts at code point i, if any.
const endingAt = (codePoints, i, sequences) => sequences.find((s) => s.every((cp, k) => codePoints[i + k] === cp));

// The index (in code points) at which each line starts: 0, then after every
// line ending that is not the text's last code points.
export function lineStarts(codePoints, lineEndings = 'all') {
  const sequences = sequencesInForce(lineEndings);
  const starts = [0];
  for (let i = 0; i < codePoints.length;) {
    const ending = endingAt(codePoints, i, sequences);
    i += ending ? ending.length : 1;
    if (ending && i < codePoints.length) starts.push(i);
  }
  return starts;
}

// How many characters precede code point `index` as RFC 5147 counts them
// (s.4.1: "each line ending MUST be counted as one single character"): a
// line ending of two code points in force, CR LF or CR NEL, is one.
export function charactersBefore(codePoints, index, lineEndings = 'all') {
  const sequences = sequencesInForce(lineEndings);
  let characters = 0;
  for (let i = 0; i < index; characters++) {
    const ending = endingAt(codePoints, i, sequences);
    i += ending ? ending.length : 1;
  }
  return characters;
}
