/**
 * `capfence audit label` and `capfence recalibrate`: report what decisions turned out to be, and
 * refit the gate's calibration from those reports and from people's answers to escalations
 * (src/train/recalibrate.ts).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { latestLabels, PgLabels, SqliteLabels, type LabelStore, type OutcomeLabel } from '../../audit/labels.ts';
import { SqliteAuditLog } from '../../audit/store.ts';
import { ConfigError } from '../../errors.ts';
import { defaultModelPath, loadGateModel } from '../../gate/model.ts';
import { isDatabaseUrl } from '../../store/open.ts';
import { openPostgresStore } from '../../store/postgres/index.ts';
import type { AuditReader } from '../../store/types.ts';
import { recalibrate, type LabelledScore, type RecalibrationResult } from '../../train/recalibrate.ts';
import { printJson } from '../io.ts';

interface Where {
  db?: string;
  state?: string;
}

/** The audit and the labels of `--db`, `--state` or `$CAPFENCE_STATE`, for the length of `body`. */
async function withLabels<T>(opts: Where, body: (audit: AuditReader, labels: LabelStore) => Promise<T>): Promise<T> {
  if (opts.db === undefined && opts.state !== undefined && isDatabaseUrl(opts.state)) {
    const store = openPostgresStore(opts.state);
    try {
      await store.ready();
      return await body(store.audit, new PgLabels(store.connection));
    } finally {
      await store.close();
    }
  }
  const file = opts.db ?? (opts.state === undefined ? undefined : join(opts.state, 'audit.db'));
  if (file === undefined) throw new ConfigError('ERR_CONFIG_INVALID', 'give --db <file> or --state <dir|url>');
  const log = SqliteAuditLog.open(file, { durability: 'strict' });
  const labels = new SqliteLabels(file);
  try {
    return await body(log, labels);
  } finally {
    await labels.close();
    log.close();
  }
}

export async function label(opts: Where & { seq: string; label: string; by: string; note?: string }): Promise<void> {
  const seq = Number(opts.seq);
  if (!Number.isSafeInteger(seq) || seq < 1) throw new ConfigError('ERR_CONFIG_INVALID', '--seq must be a record number of at least 1');
  if (opts.label !== 'harmful' && opts.label !== 'benign') throw new ConfigError('ERR_CONFIG_INVALID', '--label must be harmful or benign');
  await withLabels(opts, async (audit, labels) => {
    const [record] = await audit.page(seq, 1);
    if (record?.seq !== seq) throw new ConfigError('ERR_CONFIG_INVALID', `there is no record ${seq} in this audit log`);
    await labels.add({ seq, label: opts.label as OutcomeLabel, by: opts.by, at: Date.now(), note: opts.note ?? null });
  });
  process.stdout.write(`labelled record ${seq} ${opts.label}\n`);
}

/** Labelled scores of the decisions at or after `since`: explicit labels first, then people's answers to escalations. */
export async function labelledScores(
  audit: AuditReader,
  labels: LabelStore,
  since: number | undefined,
): Promise<{ scores: LabelledScore[]; firstSeq: number | null; lastSeq: number | null }> {
  const byLabel = latestLabels(await labels.all());
  const scores: LabelledScore[] = [];
  let firstSeq: number | null = null;
  let lastSeq: number | null = null;
  const last = audit.head()?.seq ?? 0;
  for (let from = 1; from <= last; from += 10_000) {
    for (const r of await audit.page(from, 10_000)) {
      if ((since !== undefined && r.time < since) || r.score === null || !(r.score >= 0 && r.score <= 1)) continue;
      const labelled = byLabel.get(r.seq);
      const y =
        labelled !== undefined
          ? labelled === 'harmful'
            ? 1
            : 0
          : r.approval?.state === 'approved'
            ? 0
            : r.approval?.state === 'denied'
              ? 1
              : undefined;
      if (y === undefined) continue;
      scores.push({ score: r.score, y });
      firstSeq ??= r.seq;
      lastSeq = r.seq;
    }
  }
  return { scores, firstSeq, lastSeq };
}

export async function recalibrateCommandHandler(
  opts: Where & { since?: string; model?: string; out?: string; accept?: boolean; json?: boolean },
): Promise<void> {
  const since = opts.since === undefined ? undefined : Date.parse(opts.since);
  if (since !== undefined && Number.isNaN(since)) throw new ConfigError('ERR_CONFIG_INVALID', '--since must be a time (ISO 8601)');
  if (opts.accept === true && opts.out === undefined) throw new ConfigError('ERR_CONFIG_INVALID', '--accept needs --out FILE');
  const modelPath = opts.model ?? defaultModelPath();
  loadGateModel(modelPath); // validates the artifact (ConfigError names the file)
  const doc = JSON.parse(readFileSync(modelPath, 'utf8')) as Record<string, unknown>;
  const window = await withLabels(opts, (audit, labels) => labelledScores(audit, labels, since));
  const command = [
    'capfence recalibrate',
    ...(opts.state === undefined ? [] : ['--state', opts.state]),
    ...(opts.db === undefined ? [] : ['--db', opts.db]),
    ...(opts.since === undefined ? [] : ['--since', opts.since]),
    ...(opts.model === undefined ? [] : ['--model', opts.model]),
    '--out',
    opts.out ?? '-',
    '--accept',
  ].join(' ');
  const result = recalibrate(doc, window.scores, {
    command,
    window: { since: opts.since ?? null, firstSeq: window.firstSeq, lastSeq: window.lastSeq },
  });
  if (opts.json === true) printJson({ ...summary(result), written: opts.accept === true ? opts.out : null });
  else process.stdout.write(formatRecalibration(result));
  if (opts.accept === true) {
    writeFileSync(opts.out!, `${JSON.stringify(result.artifact, null, 2)}\n`);
    loadGateModel(opts.out!); // what was written must load
    process.stdout.write(`wrote ${opts.out}\n`);
  } else {
    process.stdout.write(`nothing written: review the table, then run again with --out FILE --accept\n`);
  }
}

function summary(r: RecalibrationResult): Omit<RecalibrationResult, 'artifact'> {
  const { artifact: _artifact, ...rest } = r;
  return rest;
}

const pct = (x: number): string => `${(100 * x).toFixed(2)}%`;

export function formatRecalibration(r: RecalibrationResult): string {
  const row = (name: string, s: RecalibrationResult['before']): string =>
    [
      name,
      s.thresholds.allow.toPrecision(4),
      s.thresholds.deny.toPrecision(4),
      pct(s.falseAllowRate),
      pct(s.falseDenyRate),
      pct(s.escalationRate),
      s.ece.toFixed(4),
    ].join('\t');
  return [
    `labelled decisions: ${r.labels.harmful} harmful, ${r.labels.benign} benign; Platt slope ${r.platt.slope.toFixed(4)}, offset ${r.platt.offset.toFixed(4)}`,
    `thresholds: ${r.refitThresholds ? 're-derived by conformal risk control on the labels' : 'carried over (too few labels for the budgets): decisions unchanged'}`,
    ['', 'allow ≤', 'deny ≥', 'false allow', 'false deny', 'ρ', 'ECE'].join('\t'),
    row('before', r.before),
    row('after', r.after),
    ...(r.widens ? ['WARNING: the new model allows more of the labelled calls than the current one (its allow band is wider)'] : []),
    '',
  ].join('\n');
}
