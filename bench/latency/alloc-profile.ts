/**
 * The V8 sampling heap profiler over the inspector, for the memory benches (`BENCH_ALLOC_PROFILE`):
 * garbage included, one sample every `samplingInterval` bytes. Returns the function that stops it
 * and hands back the profile.
 */
import { Session } from 'node:inspector';

export async function startAllocationProfile(samplingInterval: number): Promise<() => Promise<unknown>> {
  const session = new Session();
  session.connect();
  const post = (method: string, params?: object): Promise<unknown> =>
    new Promise((resolve, reject) => session.post(method, params, (error, result) => (error ? reject(error) : resolve(result))));
  await post('HeapProfiler.enable');
  await post('HeapProfiler.startSampling', {
    samplingInterval,
    includeObjectsCollectedByMajorGC: true,
    includeObjectsCollectedByMinorGC: true,
  });
  return async () => ((await post('HeapProfiler.stopSampling')) as { profile: unknown }).profile;
}
