/**
 * V8 before 13 (Node 20, 22) aborts the process (SIGTRAP, "unreachable code" in the deoptimizer)
 * when an optimized function that inlined a call to a WebAssembly export returning `externref` is
 * lazily deoptimized during that call: every cedar-wasm export has that signature. Loading the Cedar
 * verifier turns the inlining off (src/escalation/cedar.ts). The smallest trigger, in a child
 * process: a one-function module `f(externref) -> externref` that calls back into JS, whose callback
 * deoptimizes the optimized caller.
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { describe, it } from 'node:test';

const CEDAR = new URL('../../src/escalation/cedar.ts', import.meta.url).href;

const TRIGGER = `
const bytes = new Uint8Array([
  0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00,
  0x01, 0x09, 0x02, 0x60, 0x01, 0x6f, 0x01, 0x6f, 0x60, 0x00, 0x00,
  0x02, 0x0a, 0x01, 0x03, 0x65, 0x6e, 0x76, 0x02, 0x63, 0x62, 0x00, 0x01,
  0x03, 0x02, 0x01, 0x00,
  0x07, 0x05, 0x01, 0x01, 0x66, 0x00, 0x01,
  0x0a, 0x08, 0x01, 0x06, 0x00, 0x10, 0x00, 0x20, 0x00, 0x0b,
]);
let deopt = false;
const imports = { env: { cb: () => { if (deopt) %DeoptimizeFunction(caller); } } };
const { f } = new WebAssembly.Instance(new WebAssembly.Module(bytes), imports).exports;
function caller(x) { return f(x); }
const arg = {};
%PrepareFunctionForOptimization(caller);
caller(arg);
caller(arg);
%OptimizeFunctionOnNextCall(caller);
caller(arg);
deopt = true;
if (caller(arg) !== arg) throw new Error('wrong result');
process.stdout.write('survived');
`;

function run(prelude: string): ReturnType<typeof spawnSync> {
  return spawnSync(process.execPath, ['--import', 'tsx', '--allow-natives-syntax', '--input-type=module', '-e', `${prelude}\n${TRIGGER}`], {
    encoding: 'utf8',
    timeout: 60_000,
  });
}

describe('Cedar on a V8 whose deoptimizer cannot rebuild an externref Wasm result', () => {
  it('a lazily deoptimized caller of an externref export survives once the verifier is loaded', () => {
    const child = run(`await import(${JSON.stringify(CEDAR)});`);
    assert.equal(child.signal, null, String(child.stderr));
    assert.equal(child.status, 0, String(child.stderr));
    assert.equal(child.stdout, 'survived');
  });

  // The trigger does reach the bug on Node 20 (V8 11.3), so the test above tests the fix.
  it('without it, Node 20 aborts', { skip: !process.versions.v8.startsWith('11.') }, () => {
    const child = run('');
    assert.equal(child.signal, 'SIGTRAP');
  });
});
