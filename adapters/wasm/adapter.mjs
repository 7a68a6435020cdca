#!/usr/bin/env node
// The reference resolver compiled to WebAssembly (wasm/, the npm package's
// module) as an adapter (docs/adapter-protocol.md, version 1):
//
//     fragid check --impl 'node adapters/wasm/adapter.mjs [PACKAGE_DIR]'
//
// PACKAGE_DIR is the npm package's directory (default: npm/ beside the
// sources, where the build copies the module). Each request line is answered
// by the module's own serve_protocol() and ReferenceAdapter (the same C++ as
// `fragid adapter`), so that a check over it shows the WebAssembly build giving
// the native reference's verdicts (ctest wasm.adapter_verdicts).
//
// The draft's match() has no CPU-time limit inside the module (musl's regexec
// cannot be interrupted): the module runs in a worker thread, and a request
// not answered within --regex-seconds (default 2, the native sandbox's limit)
// ends it and is answered resource-limit, as the native sandbox answers; the
// next request starts a new worker.
import { Worker } from 'node:worker_threads';
import { createInterface } from 'node:readline';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const args = process.argv.slice(2);
let seconds = 2;
const at = args.indexOf('--regex-seconds');
if (at >= 0) seconds = Number(args.splice(at, 2)[1]);
const packageDir = path.resolve(args[0] ?? path.join(here, '..', '..', 'npm'));
const moduleUrl = pathToFileURL(path.join(packageDir, 'fragid-wasm.mjs')).href;

// The worker: loads the module once, answers each line it is sent.
const workerSource = `
import { parentPort, workerData } from 'node:worker_threads';
const { default: create } = await import(workerData.moduleUrl);
const m = await create();
const encoder = new TextEncoder();
parentPort.on('message', (line) => {
  const bytes = encoder.encode(line);
  const at = m._fragid_alloc(bytes.length);
  m.HEAPU8.set(bytes, at);
  const envelope = JSON.parse(m.UTF8ToString(m._fragid_adapter(at, bytes.length), m._fragid_answer_size()));
  m._fragid_free(at);
  parentPort.postMessage(envelope);
});
parentPort.postMessage({ ready: true });
`;

let worker = null;
let ready = null;
function startWorker() {
  worker = new Worker(new URL(`data:text/javascript,${encodeURIComponent(workerSource)}`), {
    workerData: { moduleUrl },
  });
  ready = new Promise((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
  });
}

// One line's answer, or resource-limit when the worker takes longer than the budget.
async function answer(line) {
  if (!worker) startWorker();
  await ready;
  const current = worker;
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      current.terminate();
      worker = null;
      let seq = null;
      try { seq = JSON.parse(line).seq ?? null; } catch { /* no seq to answer to */ }
      resolve(seq === null ? '' : JSON.stringify({
        seq,
        result: { status: 'resource-limit', reason: `no answer within ${seconds} s: the WebAssembly worker was ended` },
      }) + '\n');
    }, seconds * 1000);
    current.once('message', (envelope) => {
      clearTimeout(timer);
      resolve(envelope.error ? '' : envelope.value);
      if (envelope.error) process.stderr.write(`fragid wasm adapter: ${envelope.error.message}\n`);
    });
    current.postMessage(line);
  });
}

const lines = createInterface({ input: process.stdin, crlfDelay: Infinity });
for await (const line of lines) {
  const out = await answer(line);
  if (out) process.stdout.write(out);
  let stop = false;
  try { stop = JSON.parse(line).cmd === 'stop'; } catch { /* not JSON: serve_protocol skipped it */ }
  if (stop) break;
}
if (worker) await worker.terminate();
