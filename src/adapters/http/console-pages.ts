/**
 * The console's pages as HTML text: the document frame and navigation, the sign-in page, approval
 * cards and tables, audit rows and bar charts. Pure functions of their inputs; every untrusted
 * string (arguments, intents, reasons, names) goes through `esc`.
 */
import type { AuditRecord } from '../../audit/record.ts';
import type { ApprovalRequest } from '../../escalation/human-queue.ts';
import type { Caller, Right } from './auth.ts';

export interface ConsoleSession {
  readonly caller: Caller;
  readonly csrf: string;
  readonly expires: number;
}

export function layout(session: ConsoleSession, title: string, body: string, refreshSeconds?: number): string {
  const nav = [
    ['approvals', 'Approvals', 'approve'],
    ['audit', 'Audit', 'audit'],
    ['tokens', 'Tokens', 'revoke'],
    ['metrics', 'Metrics', 'metrics'],
  ]
    .filter(([, , right]) => session.caller.rights.has(right as Right))
    .map(([path, label]) => `<a href="/console/${path}">${label}</a>`)
    .join(' ');
  return document(
    title,
    `<header><b>CapFence</b> ${nav}<form method="post" action="/console/logout" class="logout"><input type="hidden" name="csrf" value="${session.csrf}"><span class="quiet">${esc(session.caller.id)}</span> <button>sign out</button></form></header>
<main><h1>${esc(title)}</h1>${body}</main>`,
    refreshSeconds,
  );
}

export function document(title: string, body: string, refreshSeconds?: number): string {
  const refresh = refreshSeconds === undefined ? '' : `<meta http-equiv="refresh" content="${refreshSeconds}">`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">${refresh}<title>${esc(title)} · CapFence</title><link rel="stylesheet" href="/console/style.css"></head><body>${body}</body></html>`;
}

export function loginPage(problem?: string): string {
  return document(
    'Sign in',
    `<main class="narrow"><h1>CapFence console</h1>${problem === undefined ? '' : `<p class="bad">${esc(problem)}</p>`}
<form method="post" action="/console/login"><label>API key <input name="key" type="password" autocomplete="off" required></label> <button>sign in</button></form>
<p class="quiet">Use a key made with <code>capfence api-key add</code>; its rights (approve, audit, revoke, metrics) decide what you can do here.</p></main>`,
  );
}

export function approvalCard(a: ApprovalRequest, session: ConsoleSession): string {
  const form = (verb: 'approve' | 'deny') =>
    `<form method="post" action="/console/approvals/${encodeURIComponent(a.id)}/${verb}"><input type="hidden" name="csrf" value="${session.csrf}"><input name="note" placeholder="note (optional)" maxlength="1024"> <button class="${verb === 'approve' ? 'ok' : 'danger'}" name="verb" value="${verb}">${verb}</button></form>`;
  return `<section class="card" id="approval-${esc(a.id)}">
<p><b>${esc(a.tool)}</b> <span class="tag">${esc(a.actionClass)}</span> for <b>${esc(a.principal)}</b> · score ${a.score === null ? '-' : a.score.toFixed(3)} · answer before ${when(a.deadline)}</p>
<p>Intent: ${a.intent === null ? '<span class="quiet">none</span>' : `<q>${esc(a.intent)}</q>`}</p>
<pre>${esc(JSON.stringify(a.args, null, 2))}</pre>
${
  Object.keys(a.provenance).length === 0
    ? ''
    : `<p>Where the arguments came from: ${Object.entries(a.provenance)
        .map(([k, v]) => `<code>${esc(k)}</code>: ${esc(JSON.stringify(v))}`)
        .join('; ')}</p>`
}
<div class="actions">${form('approve')}${form('deny')}</div></section>`;
}

export function approvalTable(list: readonly ApprovalRequest[]): string {
  if (list.length === 0) return '<p class="quiet">None yet.</p>';
  return `<table><tr><th>when</th><th>tool</th><th>class</th><th>state</th><th>by</th><th>note</th></tr>${list
    .map(
      (a) =>
        `<tr><td>${when(a.decidedAt ?? a.created)}</td><td>${esc(a.tool)}</td><td>${esc(a.actionClass)}</td><td class="${a.state}">${a.state}</td><td>${esc(a.decidedBy ?? '')}</td><td>${esc(a.note ?? '')}</td></tr>`,
    )
    .join('')}</table>`;
}

export function auditRow(r: AuditRecord): string {
  const approval =
    r.approval === undefined || r.approval === null
      ? ''
      : `${esc(r.approval.state)} by ${esc(r.approval.by)}${r.approval.note === null ? '' : `: ${esc(r.approval.note)}`}`;
  const args = JSON.stringify(r.call.args) ?? '';
  return `<tr><td>${r.seq}</td><td>${when(r.time)}</td><td class="${esc(r.verdict)}">${esc(r.verdict)}</td><td>${r.score === null ? '-' : r.score.toFixed(3)}</td><td>${esc(r.call.tool)}</td><td>${esc(r.actionClass ?? '-')}</td><td><code>${esc((r.tokenId ?? '-').slice(0, 12))}</code></td><td>${esc(r.reasons.join(', '))}</td><td>${approval}</td><td><code>${esc(args.length > 160 ? `${args.slice(0, 159)}…` : args)}</code></td></tr>`;
}

/** Horizontal bars as inline SVG (markup, not script). */
export function bars(counts: Readonly<Record<string, number>>): string {
  const entries = Object.entries(counts).sort((a, b) => b[1] - a[1]);
  if (entries.length === 0) return '<p class="quiet">No data yet.</p>';
  const max = Math.max(...entries.map(([, n]) => n), 1);
  const row = 22;
  const rows = entries
    .map(([label, n], i) => {
      const width = Math.max(1, Math.round((380 * n) / max));
      return `<text x="0" y="${i * row + 15}">${esc(label)}</text><rect x="110" y="${i * row + 4}" width="${width}" height="14" class="bar ${esc(label)}"></rect><text x="${116 + width}" y="${i * row + 15}">${n}</text>`;
    })
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="560" height="${entries.length * row + 6}" role="img" aria-label="counts">${rows}</svg>`;
}

export function when(ms: number): string {
  return Number.isFinite(ms) && Math.abs(ms) < 8.64e15 ? new Date(ms).toISOString().replace('T', ' ').slice(0, 19) : '-';
}

/** HTML-escape untrusted text (arguments, intents, reasons, names). */
export function esc(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
