/**
 * The operator console (`capfence serve --console`, at `/console`): pending approvals with the call
 * in full and approve / deny buttons, an audit browser with filters and the chain's status, tokens
 * and revocations with revoke and post-event forms, and live metrics.
 *
 * Server-rendered HTML and forms, no script at all: the Content-Security-Policy forbids every
 * script, inline style and frame, forms post only to this origin, and each form carries a CSRF
 * token bound to the session. Signing in takes one of the sidecar's API keys; its rights decide
 * which pages and buttons work (`approve`, `audit`, `revoke`, `metrics`). The session cookie is
 * HttpOnly and SameSite=Strict, scoped to `/console`, and lives in this process only (an hour).
 * Everything shown is escaped: arguments, intents and reasons are untrusted text.
 */
import { STYLE } from './console-style.ts';
import { approvalCard, approvalTable, auditRow, bars, type ConsoleSession, esc, layout, loginPage, when } from './console-pages.ts';
import { driftText, recentOutcomes, reliabilitySvg } from './console-calibration.ts';
import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AuditRecord } from '../../audit/record.ts';
import { ApprovalError, describeError } from '../../errors.ts';
import type { ApiKeyStore, Caller, Right } from './auth.ts';
import type { SidecarContext } from './context.ts';

const COOKIE = 'capfence_console';
const SESSION_MS = 3600_000;
const MAX_SESSIONS = 256;
const CSP = "default-src 'none'; style-src 'self'; img-src 'self' data:; form-action 'self'; frame-ancestors 'none'; base-uri 'none'";

type Form = Record<string, string>;

/** Mount the console under `/console` (forms are parsed only there; the JSON API is untouched). */
export function mountConsole(app: FastifyInstance, ctx: SidecarContext, apiKeys: ApiKeyStore): void {
  const sessions = new Map<string, ConsoleSession>();

  const signIn = (caller: Caller): { id: string; session: ConsoleSession } => {
    const now = Date.now();
    for (const [id, s] of sessions) if (s.expires <= now) sessions.delete(id);
    // Bounded: the oldest session goes first.
    while (sessions.size >= MAX_SESSIONS) sessions.delete(sessions.keys().next().value as string);
    const id = randomBytes(32).toString('base64url');
    const session = { caller, csrf: randomBytes(32).toString('base64url'), expires: now + SESSION_MS };
    sessions.set(id, session);
    return { id, session };
  };
  const sessionOf = (request: FastifyRequest): { id: string; session: ConsoleSession } | undefined => {
    const id = cookie(request.headers.cookie, COOKIE);
    const session = id === undefined ? undefined : sessions.get(id);
    if (id === undefined || session === undefined) return undefined;
    if (session.expires <= Date.now()) {
      sessions.delete(id);
      return undefined;
    }
    return { id, session };
  };

  void app.register(async (scope) => {
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 16 * 1024 }, (_request, body, done) => {
      const form: Form = Object.create(null) as Form;
      for (const [key, value] of new URLSearchParams(body as string)) form[key] = value;
      done(null, form);
    });
    scope.addHook('onSend', async (_request, reply, payload) => {
      void reply.header('content-security-policy', CSP);
      void reply.header('x-content-type-options', 'nosniff');
      void reply.header('referrer-policy', 'no-referrer');
      void reply.header('cache-control', 'no-store');
      return payload;
    });

    /** A page that needs `right`: the handler gets the session; without one, the sign-in page. */
    const page = (right: Right, render: (request: FastifyRequest, session: ConsoleSession) => Promise<string> | string) => {
      return async (request: FastifyRequest, reply: FastifyReply) => {
        const found = sessionOf(request);
        if (found === undefined) return reply.redirect('/console/login', 303);
        if (!found.session.caller.rights.has(right))
          return html(reply, 403, layout(found.session, 'Not allowed', `<p>Your key lacks the <code>${esc(right)}</code> right.</p>`));
        return html(reply, 200, await render(request, found.session));
      };
    };
    /** A form post that needs `right` and the session's CSRF token. */
    const action = (right: Right, act: (request: FastifyRequest, form: Form, session: ConsoleSession) => Promise<string>) => {
      return async (request: FastifyRequest, reply: FastifyReply) => {
        const found = sessionOf(request);
        const form = (request.body ?? {}) as Form;
        if (found === undefined) return reply.redirect('/console/login', 303);
        if (!sameToken(form.csrf, found.session.csrf))
          return html(reply, 403, layout(found.session, 'Refused', '<p>The form is stale or forged (CSRF check failed). Reload the page.</p>'));
        if (!found.session.caller.rights.has(right))
          return html(reply, 403, layout(found.session, 'Not allowed', `<p>Your key lacks the <code>${esc(right)}</code> right.</p>`));
        return reply.redirect(await act(request, form, found.session), 303);
      };
    };

    scope.get('/console/style.css', async (_request, reply) => reply.type('text/css; charset=utf-8').send(STYLE));
    scope.get('/console', async (request, reply) => reply.redirect(sessionOf(request) === undefined ? '/console/login' : '/console/approvals', 303));
    scope.get('/console/login', async (_request, reply) => html(reply, 200, loginPage()));
    scope.post('/console/login', async (request, reply) => {
      const form = (request.body ?? {}) as Form;
      const caller = typeof form.key === 'string' ? apiKeys.authenticate(`Bearer ${form.key.trim()}`) : undefined;
      if (caller === undefined) return html(reply, 401, loginPage('That key is not valid.'));
      const { id } = signIn(caller);
      const secure = request.protocol === 'https' ? '; Secure' : '';
      void reply.header('set-cookie', `${COOKIE}=${id}; HttpOnly; SameSite=Strict; Path=/console; Max-Age=${SESSION_MS / 1000}${secure}`);
      return reply.redirect('/console/approvals', 303);
    });
    scope.post('/console/logout', async (request, reply) => {
      const found = sessionOf(request);
      const form = (request.body ?? {}) as Form;
      if (found !== undefined && sameToken(form.csrf, found.session.csrf)) sessions.delete(found.id);
      void reply.header('set-cookie', `${COOKIE}=; HttpOnly; SameSite=Strict; Path=/console; Max-Age=0`);
      return reply.redirect('/console/login', 303);
    });

    scope.get(
      '/console/approvals',
      page('approve', async (request, session) => {
        const notice = noticeOf(request);
        if (ctx.approvals === undefined)
          return layout(session, 'Approvals', '<p>This sidecar has no approval queue (start it with <code>--verifier human</code>).</p>');
        const pending = await ctx.approvals.list({ state: 'pending', limit: 100 });
        const decided = await ctx.approvals.list({ state: 'all', limit: 20 });
        return layout(
          session,
          'Approvals',
          `${notice}<h2>Pending (${pending.length})</h2>${pending.length === 0 ? '<p class="quiet">Nothing waits for a person.</p>' : pending.map((a) => approvalCard(a, session)).join('')}
<h2>Recently decided</h2>${approvalTable(decided.filter((a) => a.state !== 'pending'))}`,
        );
      }),
    );
    for (const verb of ['approve', 'deny'] as const) {
      scope.post(
        `/console/approvals/:id/${verb}`,
        action('approve', async (request, form, session) => {
          const { id } = request.params as { id: string };
          if (ctx.approvals === undefined) return '/console/approvals';
          const by = { by: session.caller.id, ...(typeof form.note === 'string' && form.note.trim() !== '' ? { note: form.note.trim() } : {}) };
          try {
            await (verb === 'approve' ? ctx.approvals.approve(id, by) : ctx.approvals.deny(id, by));
            return `/console/approvals?notice=${verb === 'approve' ? 'approved' : 'denied'}`;
          } catch (error) {
            if (error instanceof ApprovalError) return `/console/approvals?notice=${encodeURIComponent(error.code)}`;
            throw error;
          }
        }),
      );
    }

    scope.get(
      '/console/audit',
      page('audit', async (request, session) => {
        const query = (request.query ?? {}) as Record<string, string | undefined>;
        const audit = ctx.fence.auditLog;
        const head = audit.head();
        const filters = {
          verdict: clean(query.verdict),
          actionClass: clean(query.class),
          token: clean(query.token),
          reason: clean(query.reason),
          since: query.since === undefined || query.since === '' ? undefined : Date.parse(query.since),
        };
        // The newest 2,000 records are searched; older ones through `capfence audit show`.
        const last = head?.seq ?? 0;
        const records = last === 0 ? [] : await audit.page(Math.max(1, last - 1999), 2000);
        const shown = records
          .filter((r) => matches(r, filters))
          .reverse()
          .slice(0, 200);
        const verification = query.verify === '1' ? await verifyText(ctx) : '<a href="/console/audit?verify=1">verify the whole chain now</a>';
        const checkpoint = await Promise.resolve(audit.latestCheckpoint()).catch(() => undefined);
        return layout(
          session,
          'Audit',
          `<p>Records: <b>${last}</b>; head <code>${esc(head?.hash.slice(0, 16) ?? '-')}</code>. Chain: ${verification}</p>
<p>Latest signed checkpoint: ${checkpoint === undefined ? '<span class="quiet">none</span>' : `<pre>${esc(checkpoint.note)}</pre>`}</p>
<form method="get" action="/console/audit" class="filters">
 <label>verdict <select name="verdict">${['', 'allow', 'deny', 'revise', 'escalate'].map((v) => `<option${v === (filters.verdict ?? '') ? ' selected' : ''}>${v}</option>`).join('')}</select></label>
 <label>class <input name="class" value="${esc(filters.actionClass ?? '')}"></label>
 <label>token <input name="token" value="${esc(filters.token ?? '')}"></label>
 <label>reason <input name="reason" value="${esc(filters.reason ?? '')}"></label>
 <label>since <input name="since" type="datetime-local" value="${esc(query.since ?? '')}"></label>
 <button>filter</button>
</form>
<table><tr><th>seq</th><th>time</th><th>verdict</th><th>score</th><th>tool</th><th>class</th><th>token</th><th>reasons</th><th>approval</th><th>arguments</th></tr>
${shown.map(auditRow).join('\n')}</table>`,
        );
      }),
    );

    scope.get(
      '/console/tokens',
      page('revoke', async (request, session) => {
        const revocations = await ctx.fence.revocations.list();
        return layout(
          session,
          'Tokens and revocations',
          `${noticeOf(request)}<h2>Revoke a token</h2>
<form method="post" action="/console/revoke"><input type="hidden" name="csrf" value="${session.csrf}">
 <label>token id <input name="tokenId" required maxlength="256"></label> <label>reason <input name="reason" maxlength="256"></label> <button class="danger">revoke</button></form>
<h2>Post an event</h2><p class="quiet">Ends every token that expires on it and was issued before now.</p>
<form method="post" action="/console/events"><input type="hidden" name="csrf" value="${session.csrf}">
 <label>event <input name="name" required maxlength="128" pattern="[A-Za-z0-9][A-Za-z0-9._:@/\\-]*"></label> <button class="danger">post</button></form>
<h2>Revoked (${revocations.length})</h2>
<table><tr><th>token id</th><th>when</th><th>reason</th></tr>${revocations
            .slice(-200)
            .reverse()
            .map((r) => `<tr><td><code>${esc(r.jti)}</code></td><td>${when(r.time)}</td><td>${esc(r.reason ?? '')}</td></tr>`)
            .join('')}</table>`,
        );
      }),
    );
    scope.post(
      '/console/revoke',
      action('revoke', async (_request, form) => {
        try {
          await ctx.fence.revocations.revoke(
            String(form.tokenId ?? '').trim(),
            form.reason === undefined || form.reason === '' ? undefined : form.reason,
          );
          return '/console/tokens?notice=revoked';
        } catch (error) {
          return `/console/tokens?notice=${encodeURIComponent(`refused: ${describeError(error)}`)}`;
        }
      }),
    );
    scope.post(
      '/console/events',
      action('revoke', async (_request, form) => {
        try {
          await ctx.fence.revocations.postEvent(String(form.name ?? '').trim());
          return '/console/tokens?notice=posted';
        } catch (error) {
          return `/console/tokens?notice=${encodeURIComponent(`refused: ${describeError(error)}`)}`;
        }
      }),
    );

    scope.get(
      '/console/metrics',
      page('metrics', async (_request, session) => {
        const calibration = `<h2>Drift</h2>${driftText(ctx.fence.metrics.drift())}<h2>Reliability of the gate</h2>${reliabilitySvg(await recentOutcomes(ctx.fence.auditLog))}`;
        const summary = ctx.fence.metrics.summary();
        const total = Object.values(summary.decisions).reduce((a, b) => a + b, 0);
        const escalated = Object.values(summary.verifier).reduce((a, b) => a + b, 0);
        const ms = (s: number | null) => (s === null ? '-' : Number.isFinite(s) ? `≤ ${(s * 1000).toFixed(s < 0.001 ? 3 : 1)} ms` : '> 10 s');
        return layout(
          session,
          'Metrics',
          `<p class="quiet">This page reloads every 5 seconds. Counts since this process started.</p>
<p>Decisions <b>${total}</b> · escalated to a verifier <b>${escalated}</b> (ρ ${total === 0 ? '-' : `${((100 * escalated) / total).toFixed(1)}%`}) · shadow overrides <b>${summary.shadow}</b> · latency p50 ${ms(summary.latency.p50)}, p99 ${ms(summary.latency.p99)}</p>
<h2>Verdict mix</h2>${bars(summary.decisions)}<h2>How escalations were settled</h2>${bars(summary.verifier)}${calibration}`,
          5,
        );
      }),
    );
  });
}

function html(reply: FastifyReply, status: number, body: string): FastifyReply {
  return reply.code(status).type('text/html; charset=utf-8').send(body);
}

function matches(r: AuditRecord, f: { verdict?: string; actionClass?: string; token?: string; reason?: string; since?: number }): boolean {
  if (f.verdict !== undefined && r.verdict !== f.verdict) return false;
  if (f.actionClass !== undefined && r.actionClass !== f.actionClass) return false;
  if (f.token !== undefined && !(r.tokenId ?? '').startsWith(f.token)) return false;
  if (f.reason !== undefined && !r.reasons.some((code) => code.startsWith(f.reason as string))) return false;
  if (f.since !== undefined && Number.isFinite(f.since) && r.time < f.since) return false;
  return true;
}

async function verifyText(ctx: SidecarContext): Promise<string> {
  try {
    const result = await ctx.fence.auditLog.verify();
    return result.ok
      ? `<span class="ok">verified</span> (${result.count} records)`
      : `<span class="bad">BROKEN</span> at record ${esc(String(result.firstBadSeq))}: ${esc(result.problem)}`;
  } catch (error) {
    return `<span class="bad">could not be verified</span> (${esc(describeError(error))})`;
  }
}

function noticeOf(request: FastifyRequest): string {
  const notice = (request.query as Record<string, string | undefined> | undefined)?.notice;
  return notice === undefined ? '' : `<p class="notice">${esc(notice.slice(0, 200))}</p>`;
}

function clean(value: string | undefined): string | undefined {
  return value === undefined || value.trim() === '' ? undefined : value.trim().slice(0, 128);
}

function cookie(header: string | undefined, name: string): string | undefined {
  if (typeof header !== 'string') return undefined;
  for (const part of header.split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return undefined;
}

function sameToken(given: unknown, expected: string): boolean {
  if (typeof given !== 'string') return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}
