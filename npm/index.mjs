// fragid for JavaScript: the reference resolver of fragment identifiers for
// text/plain (RFC 5147, draft-wilde-text-fragment-01) and text/csv (RFC 7111),
// and the conformance suite's judge, compiled to WebAssembly from fragid's own
// C++ sources (wasm/). Every answer is the object the CLI prints with --json
// for the same inputs; README.md says how to use it and what differs from the
// native build.
import createFragidModule from './fragid-wasm.mjs';

// A call the module refused: `code` is "usage" (an argument the CLI would
// refuse, in its words), "bad-request" (an argument of the wrong type),
// "refused" (make: the entity lacks the selection), "resource-limit" (out of
// memory, or a bounded resolve out of time) or "internal" (a bug of fragid's).
// What the resolver answers (syntax-error, ignored, ...) is never an error:
// it is the returned object's `status`.
export class FragidError extends Error {
  constructor(code, message) {
    super(message);
    this.name = 'FragidError';
    this.code = code;
  }
}

const encoder = new TextEncoder();

// An entity as bytes: a Uint8Array (or Buffer) as it is, a string as UTF-8.
function bytesOf(entity) {
  if (typeof entity === 'string') return encoder.encode(entity);
  if (entity instanceof Uint8Array) return entity;
  if (entity instanceof ArrayBuffer) return new Uint8Array(entity);
  throw new FragidError('bad-request', 'the entity must be a string, a Uint8Array or an ArrayBuffer');
}

function objectOf(value, name) {
  if (value === undefined || value === null) return {};
  if (typeof value !== 'object' || Array.isArray(value)) throw new FragidError('bad-request', `${name} must be an object`);
  return value;
}

class Fragid {
  #module;

  constructor(module) {
    this.#module = module;
  }

  // Copies `bytes` into the module's memory for one call and frees them after,
  // so that the module's memory does not grow from call to call.
  #call(name, request, entity) {
    const m = this.#module;
    const text = encoder.encode(JSON.stringify(request));
    const held = [];
    const copy = (bytes) => {
      const at = m._fragid_alloc(bytes.length);
      if (!at) throw new FragidError('resource-limit', 'out of memory');
      held.push(at);
      m.HEAPU8.set(bytes, at);  // HEAPU8 read after the allocation, which may have grown the memory
      return at;
    };
    try {
      const requestAt = copy(text);
      const answerAt = entity === undefined
        ? m[name](requestAt, text.length)
        : m[name](requestAt, text.length, copy(entity), entity.length);
      const envelope = JSON.parse(m.UTF8ToString(answerAt, m._fragid_answer_size()));
      if (envelope.error) throw new FragidError(envelope.error.code, envelope.error.message);
      return envelope.value;
    } finally {
      for (const at of held) m._fragid_free(at);
    }
  }

  // What `fragid resolve --json` prints for FRAGMENT in a file of these bytes.
  // options: { mediaType?: 'text/plain' | 'text/csv' (--type: then the media
  // type's default charset applies, US-ASCII for text/plain), spec?: 'rfc5147'
  // | 'rfc7111' | 'wilde' (--type by spec name), charset?: string (--charset),
  // lineEndings?: string ('all', or e.g. 'CRLF,LF': --line-endings),
  // regexMegabytes?: number }. Without mediaType or spec, every spec's grammar
  // is tried, as for a file without a .txt or .csv extension.
  resolve(fragment, entity, options) {
    if (typeof fragment !== 'string') throw new FragidError('bad-request', 'the fragment must be a string');
    return this.#call('_fragid_resolve', { fragment, options: objectOf(options, 'options') }, bytesOf(entity));
  }

  // What `fragid explain FRAGMENT` says: { spec, text, fragment (canonical),
  // ignored_everywhere } or { spec, text, syntax_error: { offset, message } }.
  explain(fragment, options) {
    if (typeof fragment !== 'string') throw new FragidError('bad-request', 'the fragment must be a string');
    return this.#call('_fragid_explain', { fragment, options: objectOf(options, 'options') });
  }

  // What `fragid make --json` prints: { entity, and one of lines, chars,
  // beforeLine, beforeChar, match (with all: every match, an array), rows,
  // cols, cells (a string or an array of strings), and integrity? ('length' |
  // 'md5' | 'both'), url?, charset?, lineEndings? }, each as the CLI's option
  // of that name takes it ('10-20', '3-*', '2,1-3,4').
  make(selection) {
    const { entity, ...request } = objectOf(selection, 'the selection');
    if (entity === undefined) throw new FragidError('bad-request', 'make needs the entity');
    return this.#call('_fragid_make', request, bytesOf(entity));
  }

  // The conformance runner's verdict on `answer` to `testCase`, by its own
  // rules compiled into the module (fragid::judge): testCase is a case of the
  // suite bundle (this package's fragid-suite.json: `cases` or
  // `producer_cases`), answer what the implementation answered as an
  // adapter's answer message has it ({ result }, { produced }, { skipped } or
  // { errored }), supports the handshake's `supports` object (absent: the
  // protocol's defaults with the case's spec). Returns { verdict: 'passed' |
  // 'failed' | 'skipped' | 'errored', detail, unsent?, reading?, actual?,
  // produced? } as the runner's JSON Lines record says it.
  judge(testCase, answer, supports) {
    const request = { testCase: objectOf(testCase, 'the test case'), answer: objectOf(answer, 'the answer') };
    if (supports !== undefined) request.supports = objectOf(supports, 'supports');
    return this.#call('_fragid_judge', request);
  }

  // The drawing of the edge-case pages (publish's drawing_html) of `entity`,
  // with what resolve(fragment, entity, options) identifies marked: HTML for a
  // <pre class="drawing">, line endings, BOMs and bad bytes as badges (the
  // pages' style sheet gives them their look). The pages' "try it" panel uses it.
  drawing(fragment, entity, options) {
    if (typeof fragment !== 'string') throw new FragidError('bad-request', 'the fragment must be a string');
    return this.#call('_fragid_drawing', { fragment, options: objectOf(options, 'options') }, bytesOf(entity));
  }

  // resolve(), bounded in time: run in a Worker (its own instance of the
  // module) that is ended when the draft's match() takes longer than
  // options.regexSeconds (default 2, the CLI's --regex-seconds), the answer
  // then being the one `fragid resolve --json` gives when its sandbox reaches
  // the limit (status resource-limit). The module cannot interrupt musl's
  // regexec itself; resolve() is unbounded. Calls are answered one at a time.
  resolveBounded(fragment, entity, options = {}) {
    const bytes = bytesOf(entity);
    const asked = this.#queue.then(() => this.#inWorker(fragment, bytes, objectOf(options, 'options')));
    this.#queue = asked.catch(() => {});
    return asked;
  }

  #queue = Promise.resolve();
  #worker = null;

  async #startWorker() {
    const url = new URL('./worker.mjs', import.meta.url);
    let worker;
    if (typeof process === 'object' && typeof process.versions?.node === 'string') {
      const { Worker } = await import('node:worker_threads');
      const thread = new Worker(url);
      thread.unref();  // an idle worker keeps no program alive
      worker = { on: (f) => thread.on('message', f), off: (f) => thread.off('message', f),
                 post: (m) => thread.postMessage(m), end: () => thread.terminate() };
    } else {
      const module = new Worker(url, { type: 'module' });
      const wrapped = new Map();
      worker = { on: (f) => { wrapped.set(f, (e) => f(e.data)); module.addEventListener('message', wrapped.get(f)); },
                 off: (f) => module.removeEventListener('message', wrapped.get(f)),
                 post: (m) => module.postMessage(m), end: () => module.terminate() };
    }
    await new Promise((ready) => {
      const once = () => { worker.off(once); ready(); };
      worker.on(once);
    });
    return worker;
  }

  async #inWorker(fragment, bytes, options) {
    this.#worker ??= this.#startWorker();
    const worker = await this.#worker;
    const seconds = options.regexSeconds ?? 2;
    const reply = await new Promise((settle) => {
      const timer = setTimeout(() => {
        worker.off(listen);
        settle(null);
      }, seconds * 1000);
      const listen = (message) => {
        clearTimeout(timer);
        worker.off(listen);
        settle(message);
      };
      worker.on(listen);
      worker.post({ id: 1, fragment, entity: bytes, options });
    });
    if (reply === null) {  // out of time: the worker is ended, the next call starts another
      worker.end();
      this.#worker = null;
      return this.resolve(fragment, bytes, { ...options, regexTimeSpent: true });
    }
    if (reply.error) throw new FragidError(reply.error.code, reply.error.message);
    return reply.value;
  }

  // The module's memory, in bytes: what it grew to for the largest entity so
  // far. Calls give back what they take, so it does not grow from call to call.
  get memoryBytes() {
    return this.#module.HEAPU8.length;
  }

  // The version of fragid the module was built from.
  get version() {
    return this.#module.UTF8ToString(this.#module._fragid_version());
  }
}

let loading;

// The module, loaded once (every call returns the same instance).
export function createFragid() {
  loading ??= createFragidModule().then((module) => new Fragid(module));
  return loading;
}
