/**
 * The paper's reported numbers (Srivastava, Gulati, Gupta, "CapFence: Reducing Computational
 * Overhead in Agentic AI via Selective Authenticated Delegation"), as DESIGN.md quotes them:
 * its Table 1, a simulation, and its escalation rate. Its Tables 2 and 3 are not quoted in
 * DESIGN.md or the issue, so the report shows ours under the paper's Table 1 columns.
 */

export interface PaperRow {
  readonly method: string;
  /** Our condition this row is compared with. */
  readonly condition: string;
  readonly meanLatencyMs: number;
  readonly tokensPer100: number;
  readonly fpr: number;
  readonly fnr: number;
  readonly taskSuccess: number;
  readonly peakRam: string;
}

export const PAPER_TABLE_1: readonly PaperRow[] = [
  {
    method: 'static ACL',
    condition: 'static-acl',
    meanLatencyMs: 2.1,
    tokensPer100: 0,
    fpr: 0.138,
    fnr: 0.097,
    taskSuccess: 0.904,
    peakRam: '18 MB',
  },
  {
    method: 'post-hoc logging',
    condition: 'post-hoc',
    meanLatencyMs: 4.8,
    tokensPer100: 5,
    fpr: 0.172,
    fnr: 0.118,
    taskSuccess: 0.99,
    peakRam: '90 MB',
  },
  {
    method: 'always-on LLM monitor',
    condition: 'always-llm',
    meanLatencyMs: 64.5,
    tokensPer100: 48,
    fpr: 0.079,
    fnr: 0.041,
    taskSuccess: 0.961,
    peakRam: '2.7 GB',
  },
  { method: 'CapFence', condition: 'capfence', meanLatencyMs: 15.9, tokensPer100: 11, fpr: 0.043, fnr: 0.026, taskSuccess: 0.976, peakRam: '220 MB' },
];

export const PAPER_ESCALATION_RATE = 0.132;

/** The targets (held-out suites). */
export const TARGETS = {
  attackSuccess: 0.01,
  taskSuccess: 0.95,
  escalationRate: 0.15,
  fnr: 0.01,
  fpr: 0.03,
  taubenchFpr: 0.03,
  meanLatencyUs: 50,
  gateP50Us: 5,
} as const;
