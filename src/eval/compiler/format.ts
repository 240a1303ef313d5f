/** The evaluation report as text: per-suite figures, causes of admitted attacks, held-out rows, agreement and misses. */
import type { EvaluationReport } from './index.ts';
import type { SuiteResult } from './run.ts';

const pct = (a: number, b: number): string => (b === 0 ? '   -  ' : `${((100 * a) / b).toFixed(1).padStart(5)}%`);
const frac = (a: number, b: number): string => `${a}/${b}`.padStart(9);

function table(title: string, results: readonly SuiteResult[]): string[] {
  const out = [
    title,
    `  ${'suite'.padEnd(22)} ${'admission'.padStart(17)}   ${'exclusion (damaging)'.padStart(20)}   read-only injected   identical to legit`,
  ];
  for (const r of results) {
    const ex = r.exclusion;
    out.push(
      `  ${r.suite.padEnd(22)} ${frac(r.admission.admitted, r.admission.total)} ${pct(r.admission.admitted, r.admission.total)}   ${frac(ex.excluded, ex.total)} ${pct(ex.excluded, ex.total)}     ${`${ex.readOnly.excluded}/${ex.readOnly.total} excluded`.padEnd(18)}   ${ex.duplicates}`,
    );
    for (const [split, s] of Object.entries(r.splits))
      out.push(`    ${`split ${split}`.padEnd(20)} ${frac(s.admitted, s.total)} ${pct(s.admitted, s.total)}`);
  }
  return out;
}

export function formatEvaluation(report: EvaluationReport, options: { readonly misses: boolean }): string {
  const lines: string[] = [];
  lines.push(
    `capability compiler evaluation — deterministic compiler, trust level "${report.trust}", the token's own checks (scope, constraints, ceilings)`,
  );
  lines.push('admission: legitimate ground-truth calls admitted; exclusion: injected calls of classes with side effects or external reach rejected.');
  lines.push('');
  lines.push(...table('labelled manifests:', report.suites));
  lines.push('');
  lines.push(...table('catalogs by inference alone:', report.inferredCatalog));
  lines.push('');
  lines.push('admitted attacks, by cause (manifest catalogs):');
  for (const r of report.suites) {
    const causes = Object.entries(r.exclusion.causes);
    if (causes.length === 0) continue;
    lines.push(`  ${r.suite}: ${causes.map(([k, v]) => `${k} ${v}`).join(', ')}`);
  }
  lines.push("  read-provenance:value-in-earlier-output = the argument may come from a read the intent asked for and the attacker's value was in an");
  lines.push('  earlier tool output: no token can tell it from a legitimate value; provenance-aware scoring (the gate) and verifiers must.');
  lines.push('');
  lines.push(
    ...table('the tension: the same AgentDojo suites if every value that may come from a read had to be named in the intent:', report.valuesOnly),
  );
  if (report.heldOut.length > 0) {
    lines.push('');
    lines.push('held-out: options chosen on the other three AgentDojo suites, reported on the fourth (admission / exclusion):');
    for (const row of report.heldOut) {
      const f = (s: { admission: number; exclusion: number }): string => `${(100 * s.admission).toFixed(1)}% / ${(100 * s.exclusion).toFixed(1)}%`;
      lines.push(
        `  ${row.suite.padEnd(22)} chosen ${f(row.chosenResult).padEnd(16)} defaults ${f(row.defaults).padEnd(16)} [${row.chosen}; development ${(100 * row.developmentScore).toFixed(1)}%]`,
      );
    }
  }
  lines.push('');
  lines.push('inference alone vs labelled manifests (action class per tool):');
  for (const a of report.agreement) {
    lines.push(`  ${a.suite.padEnd(24)} ${frac(a.agree, a.total)} ${pct(a.agree, a.total)}`);
    const shown = options.misses ? a.disagreements : a.disagreements.slice(0, 12);
    for (const d of shown) lines.push(`      ${d.tool}: manifest ${d.manifest}, inferred ${d.inferred} (${d.source})`);
    if (shown.length < a.disagreements.length) lines.push(`      … ${a.disagreements.length - shown.length} more (--misses lists all)`);
  }
  lines.push('');
  lines.push('admission misses (manifest catalogs):');
  for (const r of report.suites) {
    const misses = r.admission.misses;
    if (misses.length === 0) continue;
    lines.push(`  ${r.suite}: ${misses.length}`);
    for (const m of options.misses ? misses : misses.slice(0, 15)) lines.push(`    ${m.task} ${m.tool}: ${m.reason} — ${m.why}`);
    if (!options.misses && misses.length > 15) lines.push(`    … ${misses.length - 15} more (--misses lists all)`);
  }
  if (options.misses) {
    lines.push('');
    lines.push('admitted attacks (manifest catalogs):');
    for (const r of report.suites) for (const m of r.exclusion.admitted) lines.push(`  ${r.suite} ${m.task} ${m.tool}: ${m.reason} — ${m.why}`);
  }
  return `${lines.join('\n')}\n`;
}
