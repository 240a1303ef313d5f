/** The intent-corpus evaluation as text: one table per split, per domain, and (on request) every miss. */
import type { DomainRow, SplitReport } from './intents.ts';

const pct = (a: number, b: number): string => (b === 0 ? '    -  ' : `${((100 * a) / b).toFixed(1).padStart(6)}%`);
const cell = (a: number, b: number): string => `${`${a}/${b}`.padStart(7)} ${pct(a, b)}`;

function row(r: DomainRow): string {
  return `  ${r.domain.padEnd(15)} ${String(r.intents).padStart(4)}  ${cell(r.scopeExact, r.intents)}  ${cell(r.neverWider, r.intents)}  ${cell(r.escalateExact, r.intents)}  ${cell(r.recalled, r.expected)}  ${cell(r.correct, r.predicted)}  ${String(r.empty).padStart(5)}`;
}

export function formatIntentReport(reports: readonly SplitReport[], options: { readonly misses: boolean; readonly title: string }): string {
  const lines: string[] = [options.title];
  lines.push('scope exact / never wider: granted classes after graph implication vs the label; escalate: always-escalate classes equal;');
  lines.push(
    'constraint recall: labelled bounds the token carries; precision: value-carrying token bounds that are labelled; empty: bounds that allow nothing.',
  );
  for (const report of reports) {
    lines.push('');
    lines.push(`split ${report.split}:`);
    lines.push(
      `  ${'domain'.padEnd(15)} ${'n'.padStart(4)}  ${'scope exact'.padStart(15)}  ${'never wider'.padStart(15)}  ${'escalate exact'.padStart(15)}  ${'constraint recall'.padStart(15)}  ${'precision'.padStart(15)}  empty`,
    );
    for (const r of report.rows) lines.push(row(r));
    lines.push(row(report.total));
    if (!options.misses) continue;
    for (const o of report.outcomes) {
      if (o.scopeExact && o.escalateExact && o.missing.length === 0 && o.extra.length === 0) continue;
      const scope = o.scopeExact ? '' : ` scope ${o.granted.join(',')} ≠ ${o.expectedScope.join(',')}${o.neverWider ? '' : ' (WIDER)'}`;
      lines.push(`    ${o.id}:${scope}${o.escalateExact ? '' : ' escalate differs'}`);
      for (const m of o.missing) lines.push(`        missing ${m}`);
      for (const e of o.extra) lines.push(`        extra   ${e}`);
    }
  }
  return `${lines.join('\n')}\n`;
}
