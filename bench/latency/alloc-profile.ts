/**
 * The V8 sampling heap profiler over the inspector, for the memory benches (`BENCH_ALLOC_PROFILE`):
 * garbage included, one sample every `samplingInterval` bytes. Returns the function that stops it
 * and hands back the profile. With `promotedOnly`, objects a scavenge collected are left out: what
 * is left is what reached the old generation (or still is young and live at the end), the
 * allocation that sizes the old generation.
 */
import { Session } from 'node:inspector';

export async function startAllocationProfile(samplingInterval: number, promotedOnly = false): Promise<() => Promise<unknown>> {
  const session = new Session();
  session.connect();
  const post = (method: string, params?: object): Promise<unknown> =>
    new Promise((resolve, reject) => session.post(method, params, (error, result) => (error ? reject(error) : resolve(result))));
  await post('HeapProfiler.enable');
  await post('HeapProfiler.startSampling', {
    samplingInterval,
    includeObjectsCollectedByMajorGC: true,
    includeObjectsCollectedByMinorGC: !promotedOnly,
  });
  return async () => ((await post('HeapProfiler.stopSampling')) as { profile: unknown }).profile;
}
