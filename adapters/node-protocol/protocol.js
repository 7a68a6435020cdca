// The fragid adapter protocol, version 1 (docs/adapter-protocol.md), for the
// Node adapters in adapters/: everything but the mapping onto a package. An
// adapter states its handshake and gives the functions that answer `run` and
// `produce` cases; this module reads the requests, keeps their `seq`, decodes
// the entity and writes one answer per request, in order (s.4: the runner
// never sends the next request before the last answer).
//
//     import { serve, answer } from '../node-protocol/protocol.js';
//     serve({ handshake, run: async (c) => answer.ok({...}) });
//
// Node 18+, no npm packages, so that a writer outside this repository can
// copy it beside their adapter, as adapters/examples/node/ says.
import readline from 'node:readline';

// The answers a handler returns, without `seq` (serve adds it). s.2 and s.6.
export const answer = {
  result: (result) => ({ result }),
  ok: (fields) => ({ result: { status: 'ok', ...fields } }),
  ignored: (reason) => ({ result: { status: 'ignored', reason } }),
  syntaxError: (reason) => ({ result: { status: 'syntax-error', reason } }),
  produced: (list) => ({ produced: list }),
  skipped: (reason) => ({ skipped: reason }),
  errored: (reason) => ({ errored: reason }),
};

// The exact bytes of a case's entity (s.2: RFC 4648 s.4 base64, padded).
export function entityBytes(entity) {
  return Buffer.from(entity.base64, 'base64');
}

// The entity's text as a UTF-8 reader sees it; `fatal` makes invalid bytes throw.
export function entityText(entity, { fatal = false } = {}) {
  return new TextDecoder('utf-8', { fatal }).decode(entityBytes(entity));
}

// True when the case's declared charset is UTF-8 (or absent, when the caller's
// media type defaults to it), by the names s.7 takes as equal.
export function isUtf8(entity, { absentIs = true } = {}) {
  if (entity.charset === undefined) return absentIs;
  return /^(utf-8|csutf8)$/i.test(entity.charset);
}

// A thrown value as the `errored` text a report can show.
export function describeError(e) {
  return e instanceof Error ? `${e.name}: ${e.message}` : String(e);
}

// The answer to one request, or undefined when it has none (stop, or an
// unknown cmd without seq: s.5).
async function dispatch(request, handlers) {
  const { handshake, run, produce, name } = handlers;
  if (request.cmd === 'start') return handshake;
  if (request.seq === undefined) return undefined;
  const handler = request.cmd === 'run' ? run : request.cmd === 'produce' ? produce : null;
  let body;
  if (request.cmd !== 'run' && request.cmd !== 'produce') body = answer.errored('unknown cmd');
  else if (!handler) body = answer.skipped(`${name} has no ${request.cmd === 'run' ? 'resolver' : 'producer'} side`);
  else {
    try {
      body = await handler(request.case);
    } catch (e) {
      body = answer.errored(`the package threw ${describeError(e)}`);  // the package's behaviour, recorded
    }
  }
  return { seq: request.seq, ...body };
}

// Runs the read-answer loop on stdin/stdout until `stop` or end of input.
// handlers: { handshake, run?(case), produce?(case) }, each handler async,
// returning one of `answer`'s shapes.
export function serve(handlers) {
  const named = { name: handlers.handshake.implementation.name, ...handlers };
  const write = (message) => process.stdout.write(JSON.stringify(message) + '\n');
  const lines = readline.createInterface({ input: process.stdin, terminal: false });
  let queue = Promise.resolve();
  lines.on('line', (line) => {
    if (line.trim() === '') return;
    const request = JSON.parse(line);
    queue = queue.then(async () => {
      if (request.cmd === 'stop') process.exit(0);
      const reply = await dispatch(request, named);
      if (reply !== undefined) write(reply);
    });
  });
  lines.on('close', () => queue.then(() => process.exit(0)));
}
