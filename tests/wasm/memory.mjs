// The module can be called again and again without growing (issue 31): after
// a warm-up, CALLS calls of every kind, answers and refusals alike (resolve
// of each spec, syntax errors, integrity checks, a usage error, make and its
// refusal, explain, judge, typed input, resolveFragments, an option refused,
// a bounded match()), must leave the module's memory as it was.
//     node memory.mjs PACKAGE_DIR [CALLS]
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const [packageDir, calls = '1000000'] = process.argv.slice(2);
const { createFragid, FragidError } = await import(pathToFileURL(path.join(packageDir, 'index.mjs')).href);
const fragid = await createFragid();
const text = 'one\ntwo\r\nthree\n'.repeat(20);
const csv = 'a,b\r\n"x\r\ny",z\r\n1,2\r\n'.repeat(20);
const testCase = {
  id: 'memory', spec: 'rfc5147', level: 'must', accepted: [{ status: 'ok', position: false, start: { character: 4, byte: 4 }, end: { character: 9, byte: 9 } }],
  request: { id: 'memory', spec: 'rfc5147', fragment: 'line=1,2', media_type: 'text/plain', entity: { base64: Buffer.from(text).toString('base64') } },
};
const kinds = [
  () => fragid.resolve('line=1,2', text),
  () => fragid.resolve(`char=${text.length - 3};length=${text.length}`, text),
  () => fragid.resolve('row=2-*;row=1', csv, { mediaType: 'text/csv', charset: 'UTF-8' }),
  () => fragid.resolve('match(t.o)', text, { spec: 'wilde' }),
  () => fragid.resolve('char=1,x', text),
  () => fragid.resolve('line=1', new Uint8Array([0xff, 0xfe, 0x41, 0x00]), { charset: 'UTF-16' }),
  () => { try { fragid.resolve('char=1', text, { charset: 'no-such-charset' }); } catch (e) { if (!(e instanceof FragidError)) throw e; } },
  () => { try { fragid.make({ entity: text, lines: '500' }); } catch (e) { if (e.code !== 'refused') throw e; } },
  () => fragid.make({ entity: csv, cells: '1,1-2,2' }),
  () => fragid.explain('cell=1,1-*,2'),
  () => fragid.resolve('http://example.com/a.txt#line=1', text),
  () => fragid.resolveFragments(['line=1', 'char=2,4', 'http://x/no-fragment'], text),
  () => fragid.fragmentOf('#row=1'),
  () => { try { fragid.resolve('char=1', text, { charSet: 'UTF-8' }); } catch (e) { if (e.code !== 'usage') throw e; } },
  () => fragid.resolve('match(o)', text, { spec: 'wilde', regexMegabytes: 16 }),
  () => fragid.judge(testCase, { result: { status: 'ok', position: false, start: { character: 4, byte: 4 }, end: { character: 9, byte: 9 } } }, { specs: ['rfc5147'] }),
];
for (let i = 0; i < 2000; ++i) kinds[i % kinds.length]();
const before = fragid.memoryBytes;
const started = performance.now();
for (let i = 0; i < Number(calls); ++i) kinds[i % kinds.length]();
const seconds = (performance.now() - started) / 1000;
const after = fragid.memoryBytes;
console.log(`${calls} calls in ${seconds.toFixed(1)} s (${(seconds * 1e6 / Number(calls)).toFixed(1)} us a call); ` +
            `memory ${before} bytes before, ${after} after`);
process.exit(after === before ? 0 : 1);
