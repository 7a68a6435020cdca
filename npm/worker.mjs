// The Worker behind resolveBounded() (index.mjs): its own instance of the
// module, answering one resolve at a time, so that a match() search that does
// not end can be stopped by ending the Worker. Node's worker_threads or a
// browser's module Worker; it says { ready: true } once the module is loaded.
// For a bundler that does not follow `new Worker(new URL(...))` (esbuild),
// bundle this file as an entry of its own and pass its URL as
// resolveBounded()'s workerUrl (README.md, "Bundlers").
import { createFragid } from './index.mjs';

const workerThreads = 'node:worker_threads';  // a variable: a bundler for the browser leaves it alone
const inNode = typeof process === 'object' && typeof process.versions?.node === 'string';

function serve(port, fragid) {
  const answer = ({ fragment, entity, options }) => {
    try {
      port.postMessage({ value: fragid.resolve(fragment, entity, options) });
    } catch (e) {
      port.postMessage({ error: { code: e.code ?? 'internal', message: e.message } });
    }
  };
  if (inNode) port.on('message', answer);
  else port.addEventListener('message', (event) => answer(event.data));
  port.postMessage({ ready: true });
}

const port = inNode ? import(workerThreads).then((m) => m.parentPort) : Promise.resolve(self);
Promise.all([port, createFragid()]).then(([p, fragid]) => serve(p, fragid),
  // The module did not load: said as the first message, in place of { ready: true }.
  (e) => port.then((p) => p.postMessage({ failed: String(e?.message ?? e) })));
