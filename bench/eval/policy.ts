/** The deployer policy every benchmark condition compiles its tokens under, named once. */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse as parseYaml } from 'yaml';

/** The policy file, relative to the repository (the report names it). */
export const BENCHMARK_POLICY_FILE = 'policies/benchmark.yaml';

/** The policy document, as parsed YAML (the compiler validates it). */
export function benchmarkPolicy(): Record<string, unknown> {
  return parseYaml(readFileSync(fileURLToPath(new URL(`../../${BENCHMARK_POLICY_FILE}`, import.meta.url)), 'utf8')) as Record<string, unknown>;
}
