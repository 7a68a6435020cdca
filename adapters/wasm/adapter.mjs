#!/usr/bin/env node
// The reference resolver compiled to WebAssembly (wasm/, the npm package's
// module) as an adapter (docs/adapter-protocol.md, version 1):
//
//     fragid check --impl 'node adapters/wasm/adapter.mjs [PACKAGE_DIR]'
//
// PACKAGE_DIR is the npm package's directory (default: npm/ beside the
// sources, where the build copies the module). Each request is answered by the
// module's own serve_protocol() and ReferenceAdapter (the same C++ as `fragid
// adapter`), so that a check over it shows the WebAssembly build giving the
// native reference's verdicts (ctest wasm.adapter_verdicts); the loop is
// node-protocol/protocol.js's, as in every Node adapter here.
//
// The draft's match() has no CPU-time limit inside the module (musl's regexec
// cannot be interrupted): requests are answered in a worker thread, and one
// not answered within --regex-seconds (default 2, the native sandbox's limit)
// ends it and is answered as the native sandbox answers when the limit is
// reached (the module asked again with the time marked spent); the next
// request starts a new worker.
import { Worker } from 'node:worker_threads';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { serve } from '../node-protocol/protocol.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const args = process.argv.slice(2);
let seconds = 2;
const at = args.indexOf('--regex-seconds');
if (at >= 0) seconds = Number(args.splice(at, 2)[1]);
const moduleUrl = pathToFileURL(path.join(path.resolve(args[0] ?? path.join(here, '..', '..', 'npm')), 'fragid-wasm.mjs')).href;

// One request through a module instance: the answer's message, without seq, or null.
const ask = `(m, request) => {
  const bytes = new TextEncoder().encode(JSON.stringify(request));
  const at = m._fragid_alloc(bytes.length);
  m.HEAPU8.set(bytes, at);
  const line = JSON.parse(m.UTF8ToString(m._fragid_adapter(at, bytes.length), m._fragid_answer_size()));
  m._fragid_free(at);
  if (m._fragid_answer_failed()) throw new Error(line.message);
  if (!line) return null;
  const { seq, ...body } = JSON.parse(line);
  return body;
}`;
const askModule = eval(ask);  // eslint-disable-line no-eval -- the same function as the worker's, from one text

// The worker: its own instance of the module, one request at a time.
const workerSource = `
import { parentPort, workerData } from 'node:worker_threads';
const { default: create } = await import(workerData.moduleUrl);
const m = await create();
const ask = ${ask};
parentPort.on('message', (request) => {
  try { parentPort.postMessage({ body: ask(m, request) }); } catch (e) { parentPort.postMessage({ error: e.message }); }
});
parentPort.postMessage({ ready: true });
`;

const { default: create } = await import(moduleUrl);
const main = await create();  // the handshake, and the answers after a worker ran out of time

let worker = null;
let ready = null;
function startWorker() {
  worker = new Worker(new URL(`data:text/javascript,${encodeURIComponent(workerSource)}`), { workerData: { moduleUrl } });
  ready = new Promise((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
  });
}

// The answer to a run or produce request, in the worker, within the time.
async function answer(message) {
  if (!worker) startWorker();
  await ready;
  const current = worker;
  const reply = await new Promise((resolve) => {
    const timer = setTimeout(() => resolve(null), seconds * 1000);
    current.once('message', (m) => {
      clearTimeout(timer);
      resolve(m);
    });
    current.postMessage({ message });
  });
  if (reply === null) {
    await current.terminate();
    worker = null;
    return askModule(main, { message, regexTimeSpent: true });
  }
  if (reply.error) throw new Error(reply.error);
  return reply.body;
}

serve({
  handshake: askModule(main, { message: { cmd: 'start', protocol: 1 } }),
  run: (c) => answer({ cmd: 'run', seq: 1, case: c }),
  produce: (c) => answer({ cmd: 'produce', seq: 1, case: c }),
});
