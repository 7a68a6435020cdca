// The Worker behind resolveBounded() (index.mjs): its own instance of the
// module, answering one resolve at a time, so that a match() search that does
// not end can be stopped by ending the Worker. Node's worker_threads or a
// browser's module Worker.
import { createFragid } from './index.mjs';

const node = typeof process === 'object' && typeof process.versions?.node === 'string';
const port = node ? (await import('node:worker_threads')).parentPort : self;
const fragid = await createFragid();

function answer({ id, fragment, entity, options }) {
  try {
    port.postMessage({ id, value: fragid.resolve(fragment, entity, options) });
  } catch (e) {
    port.postMessage({ id, error: { code: e.code ?? 'internal', message: e.message } });
  }
}
if (node) port.on('message', answer);
else port.addEventListener('message', (event) => answer(event.data));
port.postMessage({ ready: true });
