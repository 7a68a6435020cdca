// fragid for JavaScript: the reference resolver of fragment identifiers for
// text/plain (RFC 5147, draft-wilde-text-fragment-01) and text/csv (RFC 7111),
// and the conformance suite's judge, compiled to WebAssembly from fragid's own
// C++ sources (wasm/). Every answer is the object the CLI prints with --json
// for the same inputs; README.md says how to use it and what differs from the
// native build. index.cjs, the CommonJS entry, is written from this file when
// the package is staged (wasm/stage_npm.cmake), as the pages' classic script is
// (wasm/site_script.cmake): both edit its one import, its two exports and its
// own URL, and stop the build if they no longer find them.
import createFragidModule from './fragid-wasm.mjs';

// A call the module refused: `code` is "usage" (an argument the CLI would
// refuse, in its words, or an option the call does not take), "bad-request"
// (an argument of the wrong type), "refused" (make: the entity lacks the
// selection), "resource-limit" (out of memory), "worker" (resolveBounded():
// its Worker could not start, or stopped) or "internal" (a bug of fragid's).
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
const decoder = new TextDecoder();  // the module writes its answers in UTF-8 (json_text)

// An entity as the module takes it: a Uint8Array (or Buffer) as it is, an
// ArrayBuffer viewed, a string as it stands (written into the module's memory as UTF-8).
function entityOf(entity) {
  if (typeof entity === 'string' || entity instanceof Uint8Array) return entity;
  if (entity instanceof ArrayBuffer) return new Uint8Array(entity);
  throw new FragidError('bad-request', 'the entity must be a string, a Uint8Array or an ArrayBuffer');
}

function objectOf(value, name) {
  if (value === undefined || value === null) return {};
  if (typeof value !== 'object' || Array.isArray(value)) throw new FragidError('bad-request', `${name} must be an object`);
  return value;
}

function fragmentOf(fragment) {
  if (typeof fragment !== 'string') throw new FragidError('bad-request', 'the fragment must be a string');
  return fragment;
}

// Options as the module reads them (wasm/src/call_options.cpp: every key
// checked there); no options, the empty text, which the module reads as {}.
// JSON has no NaN nor Infinity (JSON.stringify writes null, which would read
// as absent): they go as their names, which the module refuses as numbers.
// An object with no key to write (the usual {}) is the empty text at once: JSON.stringify
// with a replacer took 0.75 us of a small resolve()'s 10 (issue 40).
const nonFinite = (key, value) => (typeof value === 'number' && !Number.isFinite(value) ? String(value) : value);
function optionsText(options) {
  if (options === undefined || options === null) return '';
  const object = objectOf(options, 'options');
  if (typeof object.toJSON !== 'function') {
    let keyed = false;
    for (const _ in object) { keyed = true; break; }
    if (!keyed) return '';
  }
  return JSON.stringify(object, nonFinite);
}

// A string longer than this is encoded apart rather than written in place
// (written in place, it needs room for 3 bytes a UTF-16 unit).
const inPlaceLength = 1 << 16;

// Writes `input` (bytes, or a string as UTF-8) into `heap` at `at`, room
// allowing; returns how many bytes it took. A short ASCII string is copied
// unit by unit, which costs less than a view and encodeInto for a fragment.
function written(heap, at, input) {
  if (typeof input !== 'string') {
    heap.set(input, at);
    return input.length;
  }
  if (input.length <= 64) {
    let i = 0;
    for (; i < input.length; ++i) {
      const unit = input.charCodeAt(i);
      if (unit >= 0x80) break;
      heap[at + i] = unit;
    }
    if (i === input.length) return i;
  }
  return encoder.encodeInto(input, heap.subarray(at, at + 3 * input.length)).written;
}

// The Worker behind resolveBounded(): Node's worker_threads or a browser's
// module Worker, with its messages and its failures (it could not load, it
// threw, it exited) as callbacks. The module name is a variable so that a
// bundler for the browser does not look for Node's module (README.md, "Bundlers").
const workerThreads = 'node:worker_threads';
const inNode = typeof process === 'object' && typeof process.versions?.node === 'string';

async function startedWorker(workerUrl) {
  if (inNode) {
    const { Worker } = await import(workerThreads);
    // Node takes a path or a URL object; a file: URL given as text is made one.
    const where = typeof workerUrl === 'string' && workerUrl.startsWith('file:') ? new URL(workerUrl) : workerUrl;
    const thread = new Worker(where ?? new URL('./worker.mjs', import.meta.url));
    thread.unref();  // an idle worker keeps no program alive
    return {
      listen(onMessage, onFailure) {
        const failed = (e) => onFailure(typeof e === 'number' ? `it exited with code ${e}` : String(e?.message ?? e));
        thread.on('message', onMessage);
        thread.on('error', failed);
        thread.on('exit', failed);
        return () => { thread.off('message', onMessage); thread.off('error', failed); thread.off('exit', failed); };
      },
      post: (message) => thread.postMessage(message),
      end: () => thread.terminate(),
    };
  }
  // The literal `new Worker(new URL('./worker.mjs', import.meta.url), ...)` is what webpack and
  // Vite recognise and bundle; esbuild does not: there, pass `workerUrl` (README.md, "Bundlers").
  const worker = workerUrl
    ? new Worker(workerUrl, { type: 'module' })
    : new Worker(new URL('./worker.mjs', import.meta.url), { type: 'module' });
  return {
    listen(onMessage, onFailure) {
      const message = (e) => onMessage(e.data);
      const failed = (e) => onFailure(e.message || `it could not load ${workerUrl ?? './worker.mjs'} or threw as it started`);
      worker.addEventListener('message', message);
      worker.addEventListener('error', failed);
      worker.addEventListener('messageerror', failed);
      return () => {
        worker.removeEventListener('message', message);
        worker.removeEventListener('error', failed);
        worker.removeEventListener('messageerror', failed);
      };
    },
    post: (message) => worker.postMessage(message),
    end: () => worker.terminate(),
  };
}

// How long a Worker may take to load its module and say it is ready.
const workerStartSeconds = 30;

// The worker's next message, or its failure as a FragidError (code "worker");
// null when `seconds` pass first (then the caller ends it).
function nextMessage(worker, seconds, what) {
  return new Promise((settle, fail) => {
    let stop = () => {};
    const timer = seconds === undefined ? undefined : setTimeout(() => { stop(); settle(null); }, seconds * 1000);
    stop = worker.listen((message) => {
      clearTimeout(timer);
      stop();
      settle(message);
    }, (why) => {
      clearTimeout(timer);
      stop();
      fail(new FragidError('worker', `resolveBounded(): the Worker ${what}: ${why}`));
    });
  });
}

// The block of the module's memory that a call's inputs are written into when they fit,
// kept from call to call (a small call then allocates nothing: issue 40); larger inputs get a
// block of their own, given back after the call.
const scratchBytes = 1 << 16;

class Fragid {
  #module;
  #scratch;  // the kept block's address
  #info;     // where the module says each answer's length and whether it is a refusal (two words)

  constructor(module) {
    this.#module = module;
    this.#scratch = module._fragid_alloc(scratchBytes);
    this.#info = module._fragid_answer_info() >> 2;
  }

  // Calls the export `name` with each input written into the module's memory
  // (a pointer and a byte count each), then `more` (at most one number).
  // Returns the answer, or throws its refusal. The arguments are passed one by
  // one, not spread: a small call is mostly this function's own cost.
  #call(name, inputs, more) {
    const m = this.#module;
    let size = 0;
    for (let i = 0; i < inputs.length; ++i) {
      if (typeof inputs[i] === 'string' && inputs[i].length > inPlaceLength) inputs[i] = encoder.encode(inputs[i]);
      size += typeof inputs[i] === 'string' ? 3 * inputs[i].length : inputs[i].length;
    }
    const own = size > scratchBytes;
    const block = own ? m._fragid_alloc(size) : this.#scratch;
    if (!block) throw new FragidError('resource-limit', 'out of memory');
    try {
      const heap = m.HEAPU8;  // read after the allocation, which may have grown the memory
      const at = [0, 0, 0], length = [0, 0, 0];
      let next = block;
      for (let i = 0; i < inputs.length; ++i) {
        at[i] = next;
        length[i] = written(heap, next, inputs[i]);
        next += length[i];
      }
      const f = m[name];
      const answerAt = inputs.length === 1 ? f(at[0], length[0])
        : inputs.length === 2 ? f(at[0], length[0], at[1], length[1])
          : more === undefined ? f(at[0], length[0], at[1], length[1], at[2], length[2])
            : f(at[0], length[0], at[1], length[1], at[2], length[2], more);
      const answerSize = m.HEAPU32[this.#info], failed = m.HEAPU32[this.#info + 1];
      const answer = JSON.parse(decoder.decode(m.HEAPU8.subarray(answerAt, answerAt + answerSize)));
      if (failed) throw new FragidError(answer.code, answer.message);
      return answer;
    } finally {
      if (own) m._fragid_free(block);
    }
  }

  // What `fragid resolve --json FRAGMENT FILE` prints for a file of these
  // bytes. FRAGMENT is taken as the CLI takes it: bare, with its '#', or a
  // whole URI reference (what follows the first '#'), then percent-decoded
  // once; with options.exactFragment, it is the fragment itself, as the
  // suite's cases give it ('#' in it a character of the fragment). Options:
  // mediaType, spec, charset, lineEndings, regexMegabytes, regexSeconds,
  // exactFragment (index.d.ts, ResolveOptions); any other key is refused.
  resolve(fragment, entity, options) {
    return this.#call('_fragid_resolve', [fragmentOf(fragment), optionsText(options), entityOf(entity)], 0);
  }

  // resolve() of every fragment in `fragments` in one entity, read about once
  // (as `fragid resolve --fragments LIST ENTITY` reads it): the answers in
  // order, each what resolve() returns, or { error } for one that holds no
  // fragment (a URI without '#').
  resolveFragments(fragments, entity, options) {
    if (!Array.isArray(fragments) || !fragments.every((f) => typeof f === 'string'))
      throw new FragidError('bad-request', 'the fragments must be an array of strings');
    return this.#call('_fragid_resolve_fragments', [JSON.stringify(fragments), optionsText(options), entityOf(entity)]);
  }

  // The fragment in what was typed, as resolve() and the CLI take it, and
  // where it starts there: { fragment, offset } (a syntax error's offset
  // counts the fragment; add `offset` to find it in the typed text).
  fragmentOf(typed) {
    return this.#call('_fragid_fragment_of', [fragmentOf(typed)]);
  }

  // What `fragid explain FRAGMENT` says: { spec, text, fragment (canonical),
  // ignored_everywhere } or { spec, text, syntax_error: { offset, message } }.
  // Options: mediaType, spec, exactFragment.
  explain(fragment, options) {
    return this.#call('_fragid_explain', [fragmentOf(fragment), optionsText(options)]);
  }

  // What `fragid make --json` prints: { entity, and one of lines, chars,
  // beforeLine, beforeChar, match (with all: every match, an array), rows,
  // cols, cells (a string or an array of strings), and integrity? ('length' |
  // 'md5' | 'both'), url?, charset?, lineEndings? }, each as the CLI's option
  // of that name takes it ('10-20', '3-*', '2,1-3,4').
  make(selection) {
    const { entity, ...request } = objectOf(selection, 'the selection');
    if (entity === undefined) throw new FragidError('bad-request', 'make needs the entity');
    return this.#call('_fragid_make', [JSON.stringify(request), entityOf(entity)]);
  }

  // The conformance runner's verdict on `answer` to `testCase`, by its own
  // rules compiled into the module (fragid::judge): testCase is a case of the
  // suite bundle (this package's fragid-suite.json: `cases` or
  // `producer_cases`), answer what the implementation answered as an
  // adapter's answer message has it ({ result }, { produced }, { skipped } or
  // { errored }), supports the handshake's `supports` object (absent: the
  // protocol's defaults with the case's spec; a field it does not define is
  // refused). Returns { verdict: 'passed' | 'failed' | 'skipped' | 'errored',
  // detail, unsent?, reading?, actual?, produced? } as the runner's JSON Lines
  // record says it.
  judge(testCase, answer, supports) {
    const request = { testCase: objectOf(testCase, 'the test case'), answer: objectOf(answer, 'the answer') };
    if (supports !== undefined) request.supports = objectOf(supports, 'supports');
    return this.#call('_fragid_judge', [JSON.stringify(request)]);
  }

  // The drawing of the edge-case pages (publish's drawing_html) of `entity`,
  // with what resolve(fragment, entity, options) identifies marked: HTML for a
  // <pre class="drawing">, line endings, BOMs and bad bytes as badges (the
  // pages' style sheet gives them their look). The pages' "try it" panel uses it.
  drawing(fragment, entity, options) {
    return this.#call('_fragid_drawing', [fragmentOf(fragment), optionsText(options), entityOf(entity)]);
  }

  // resolve(), bounded in time: run in a Worker (its own instance of the
  // module) that is ended when the draft's match() takes longer than
  // options.regexSeconds (default 2, the CLI's --regex-seconds), the answer
  // then being the one `fragid resolve --json` gives when its sandbox reaches
  // the limit (status resource-limit). The module cannot interrupt musl's
  // regexec itself; resolve() is unbounded in time. options.workerUrl: where
  // the Worker's script is (default: worker.mjs beside this file); a Worker
  // that cannot start rejects the call with code "worker". Calls are
  // answered one at a time.
  resolveBounded(fragment, entity, options) {
    const asked = this.#queue.then(() => this.#inWorker(fragment, entity, options));
    this.#queue = asked.catch(() => {});
    return asked;
  }

  #queue = Promise.resolve();
  #worker = null;  // { url, started: Promise of the worker }

  async #workerAt(workerUrl) {
    const url = workerUrl === undefined ? undefined : String(workerUrl);
    if (this.#worker && this.#worker.url !== url) this.#endWorker();
    if (!this.#worker) {
      const started = (async () => {
        let worker;
        try {
          worker = await startedWorker(workerUrl);
        } catch (e) {  // the constructor refused the URL (a bad path, another origin)
          throw new FragidError('worker', `resolveBounded(): the Worker at ${url ?? './worker.mjs'} could not start: ${e.message}`);
        }
        try {
          const ready = await nextMessage(worker, workerStartSeconds, `at ${url ?? './worker.mjs'} could not start`);
          if (ready === null) throw new FragidError('worker', `resolveBounded(): the Worker at ${url ?? './worker.mjs'} ` +
                                                               `did not start within ${workerStartSeconds} s`);
          if (ready.failed) throw new FragidError('worker', `resolveBounded(): the Worker could not load the module: ${ready.failed}`);
          if (!ready.ready) throw new FragidError('worker', `resolveBounded(): ${url ?? './worker.mjs'} is not fragid's worker`);
        } catch (e) {
          worker.end();
          throw e;
        }
        return worker;
      })();
      this.#worker = { url, started };
      started.catch(() => { if (this.#worker?.started === started) this.#worker = null; });
    }
    return this.#worker.started;
  }

  #endWorker() {
    if (!this.#worker) return;
    const { started } = this.#worker;
    this.#worker = null;
    started.then((worker) => worker.end(), () => {});
  }

  async #inWorker(fragment, entity, options) {
    const { workerUrl, ...resolving } = objectOf(options, 'options');
    // Refused here, as resolve() refuses them, before a Worker is asked.
    this.#call('_fragid_check_options', [fragmentOf(fragment), optionsText(resolving)]);
    const bytes = entityOf(entity);
    const worker = await this.#workerAt(workerUrl);
    const seconds = resolving.regexSeconds ?? 2;
    worker.post({ fragment, entity: bytes, options: resolving });
    let reply;
    try {
      reply = await nextMessage(worker, seconds, 'stopped');
    } catch (e) {  // it died: the next call starts another
      this.#endWorker();
      throw e;
    }
    if (reply === null) {  // out of time: the worker is ended, the next call starts another
      this.#endWorker();
      return this.#call('_fragid_resolve', [fragment, optionsText(resolving), bytes], 1);
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
