/**
 * A second test reporter for `npm run test:unit`: when a test process ends badly without a failing test (its
 * exit code or a signal; the spec reporter says only "test failed"), it names the code or the signal and the
 * last test that process finished, so the one run that showed it can be read. Plain JavaScript: Node loads
 * reporters before `--import tsx` applies.
 */
import { readFileSync } from 'node:fs';

/** The suites a share's entry imports (its `// path` lines), or nothing when it is no share. */
function suitesOf(entry) {
  try {
    return readFileSync(entry, 'utf8')
      .split('\n')
      .filter((line) => line.startsWith('// '))
      .map((line) => line.slice(3));
  } catch {
    return [];
  }
}

/**
 * @param {AsyncIterable<{ type: string, data: { name: string, nesting: number, file?: string, details?: { error?: { failureType?: string, exitCode?: number | null, signal?: string | null } } } }>} source
 * @returns {AsyncGenerator<string>}
 */
export default async function* shareReporter(source) {
  // The file of each test that finished, and the order it finished in.
  const finished = new Map();
  let count = 0;
  for await (const event of source) {
    const { type, data } = event;
    if ((type === 'test:pass' || type === 'test:fail') && data.file !== undefined && data.name !== data.file)
      finished.set(data.file, { name: data.name, at: count++ });
    if (type !== 'test:fail' || data.nesting !== 0) continue;
    const error = data.details?.error;
    if (error?.failureType !== 'testCodeFailure' || (error.exitCode === undefined && error.signal === undefined)) continue;
    const how = error.signal ? `was killed by ${error.signal}` : `exited with code ${error.exitCode}`;
    const suites = suitesOf(data.name);
    // A share's tests are reported under the suite files it imports, not under the share.
    let last;
    for (const [file, test] of finished)
      if ((file === data.name || suites.some((suite) => file.endsWith(suite))) && (last === undefined || test.at > last.at)) last = { ...test, file };
    yield `test:unit: the process running ${data.name} ${how}; the last test it finished: ${last === undefined ? 'none' : `${JSON.stringify(last.name)} (${last.file})`}${suites.length === 0 ? '' : `; its suites: ${suites.join(', ')}`}\n`;
  }
}
