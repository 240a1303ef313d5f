/**
 * The PostgreSQL schema, as numbered migrations applied in order at start (`capfence_migrations`
 * records which ran). A migration is never edited once released: a change is a new one.
 *
 * The decision path is two server-side functions, so that a replica pays one round trip per
 * batch of decisions:
 *
 * - `capfence_reserve(links, cost)`: check-and-reserve on every link of a chain that has a
 *   ceiling, under row locks taken in key order; returns null, or the first ceiling exceeded.
 * - `capfence_record(batch)`: for each decision in order, reserve (when asked) and append its
 *   audit record, chained to the head under the head row's lock: one linear chain across
 *   replicas, the sequence number assigned inside the transaction. The client sends each record's
 *   canonical parts (A, K and the pieces of R, see src/audit/record.ts) already rendered; the
 *   function only joins them, inserts the sequence number, and hashes with SHA-256 exactly as
 *   `chainHash` does, so the JavaScript verifier checks what the server wrote.
 *
 * Migration 4 keeps reservations in a table any replica settles (migration-reservations.ts),
 * rewrites `capfence_record` set-wise and adds the procedure replicas call,
 * `capfence_record_durable`, which releases the chain's lock before the WAL flush and returns only
 * once the batch is durable (record-sql.ts).
 */
import { RESERVATIONS } from './migration-reservations.ts';
import { RECORD_BATCH } from './record-sql.ts';

export interface Migration {
  readonly version: number;
  readonly name: string;
  readonly sql: string;
}

export const MIGRATIONS: readonly Migration[] = [
  {
    version: 1,
    name: 'ledger, revocations, audit chain, checkpoints, task memory',
    sql: `
CREATE TABLE capfence_ledger (
  jti text PRIMARY KEY,
  calls double precision NOT NULL DEFAULT 0,
  amount double precision NOT NULL DEFAULT 0,
  bytes double precision NOT NULL DEFAULT 0,
  exp bigint NOT NULL
);
CREATE TABLE capfence_revocations (id bigserial PRIMARY KEY, jti text NOT NULL UNIQUE, time double precision NOT NULL, reason text);
CREATE TABLE capfence_audit_meta (key text PRIMARY KEY, value text NOT NULL);
CREATE TABLE capfence_audit_head (id int PRIMARY KEY CHECK (id = 1), seq bigint NOT NULL, hash text NOT NULL);
INSERT INTO capfence_audit_head VALUES (1, 0, repeat('0', 64));
CREATE TABLE capfence_audit_records (
  seq bigint PRIMARY KEY,
  time double precision NOT NULL,
  token_id text,
  a text NOT NULL,
  k text NOT NULL,
  r text NOT NULL,
  enc int NOT NULL,
  hash text NOT NULL
);
CREATE TABLE capfence_audit_checkpoints (size bigint PRIMARY KEY, root text NOT NULL, time double precision NOT NULL, note text NOT NULL, frontier text NOT NULL);
CREATE TABLE capfence_task_outputs (id bigserial PRIMARY KEY, task text NOT NULL, time double precision NOT NULL, action_class text, text text NOT NULL);
CREATE INDEX capfence_task_outputs_task ON capfence_task_outputs (task, id);
CREATE TABLE capfence_task_events (id bigserial PRIMARY KEY, task text NOT NULL, time double precision NOT NULL, action_class text NOT NULL, verdict text NOT NULL);
CREATE INDEX capfence_task_events_task ON capfence_task_events (task, id);

CREATE FUNCTION capfence_lp(part text) RETURNS bytea LANGUAGE sql IMMUTABLE AS $$
  SELECT int4send(octet_length(convert_to(part, 'UTF8'))) || convert_to(part, 'UTF8')
$$;

CREATE FUNCTION capfence_reserve(links jsonb, cost jsonb) RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  link jsonb;
  spent capfence_ledger%ROWTYPE;
  resource text;
  lim double precision;
  used double precision;
  -- A cost the client could not state as a number is infinite: it never fits (fail closed).
  want_calls double precision := coalesce((cost->>'calls')::double precision, 'Infinity');
  want_amount double precision := coalesce((cost->>'amount')::double precision, 'Infinity');
  want_bytes double precision := coalesce((cost->>'bytes')::double precision, 'Infinity');
BEGIN
  IF jsonb_array_length(links) = 0 THEN RETURN NULL; END IF;
  INSERT INTO capfence_ledger (jti, exp)
    SELECT l->>'jti', (l->>'exp')::bigint FROM jsonb_array_elements(links) l ON CONFLICT (jti) DO NOTHING;
  PERFORM 1 FROM capfence_ledger WHERE jti IN (SELECT l->>'jti' FROM jsonb_array_elements(links) l) ORDER BY jti FOR UPDATE;
  FOR link IN SELECT * FROM jsonb_array_elements(links) LOOP
    SELECT * INTO spent FROM capfence_ledger WHERE jti = link->>'jti';
    FOREACH resource IN ARRAY ARRAY['calls', 'amount', 'bytes'] LOOP
      IF link ? resource THEN
        lim := (link->>resource)::double precision;
        used := CASE resource WHEN 'calls' THEN spent.calls WHEN 'amount' THEN spent.amount ELSE spent.bytes END;
        IF used + (CASE resource WHEN 'calls' THEN want_calls WHEN 'amount' THEN want_amount ELSE want_bytes END) > lim THEN
          RETURN jsonb_build_object('resource', resource, 'tokenId', link->>'jti', 'limit', lim, 'remaining', greatest(0, lim - used));
        END IF;
      END IF;
    END LOOP;
  END LOOP;
  UPDATE capfence_ledger SET calls = calls + want_calls, amount = amount + want_amount, bytes = bytes + want_bytes
    WHERE jti IN (SELECT l->>'jti' FROM jsonb_array_elements(links) l);
  RETURN NULL;
END
$$;

CREATE FUNCTION capfence_give(jtis text[], calls double precision, amount double precision, bytes double precision) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM capfence_ledger WHERE jti = ANY (jtis) ORDER BY jti FOR UPDATE;
  UPDATE capfence_ledger l SET
    calls = greatest(0, l.calls - capfence_give.calls),
    amount = greatest(0, l.amount - capfence_give.amount),
    bytes = greatest(0, l.bytes - capfence_give.bytes)
  WHERE l.jti = ANY (jtis);
END
$$;

CREATE FUNCTION capfence_record(batch jsonb) RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  head_seq bigint;
  head_hash text;
  item jsonb;
  variant jsonb;
  refused jsonb;
  r text;
  h text;
  results jsonb := '[]'::jsonb;
  tag bytea := convert_to('capfence-audit-v2', 'UTF8') || '\\x00'::bytea;
BEGIN
  SELECT seq, hash INTO head_seq, head_hash FROM capfence_audit_head WHERE id = 1 FOR UPDATE;
  FOR item IN SELECT * FROM jsonb_array_elements(batch) LOOP
    variant := item->'ok';
    refused := NULL;
    IF item ? 'reserve' THEN
      refused := capfence_reserve(item->'reserve'->'links', item->'reserve'->'cost');
      IF refused IS NOT NULL THEN
        variant := item->'refused'->(CASE
          WHEN refused->>'resource' = 'amount' AND (refused->>'remaining')::double precision > 0 THEN 'amount+'
          ELSE refused->>'resource' END);
      END IF;
    END IF;
    head_seq := head_seq + 1;
    r := '{"actionClass":' || (item->>'ac') || ',"approval":' || (item->>'ap') || ',"reasons":' || (variant->>'reasons')
      || ',"score":' || (item->>'score') || ',"seq":' || head_seq || ',"time":' || (item->>'time')
      || ',"verdict":' || (variant->>'verdict') || '}';
    h := encode(sha256(tag || decode(head_hash, 'hex') || capfence_lp(item->>'a') || capfence_lp(item->>'k') || capfence_lp(r)), 'hex');
    INSERT INTO capfence_audit_records (seq, time, token_id, a, k, r, enc, hash)
      VALUES (head_seq, (item->>'t')::double precision, item->>'tid', item->>'a', item->>'k', r, 2, h);
    head_hash := h;
    results := results || jsonb_build_array(jsonb_build_object('seq', head_seq, 'hash', h, 'refused', refused));
  END LOOP;
  UPDATE capfence_audit_head SET seq = head_seq, hash = head_hash WHERE id = 1;
  RETURN results;
END
$$;
`,
  },
  {
    version: 2,
    name: 'approval requests',
    sql: `
CREATE TABLE capfence_approvals (
  id text PRIMARY KEY,
  state text NOT NULL CHECK (state IN ('pending', 'approved', 'denied', 'expired')),
  created double precision NOT NULL,
  deadline double precision NOT NULL,
  principal text NOT NULL,
  tool text NOT NULL,
  action_class text NOT NULL,
  intent text,
  request text NOT NULL,
  decided_at double precision,
  decided_by text,
  note text
);
CREATE INDEX capfence_approvals_state ON capfence_approvals (state, created);
`,
  },
  {
    version: 3,
    name: 'outcome labels',
    sql: `
CREATE TABLE capfence_audit_labels (
  id bigserial PRIMARY KEY,
  seq bigint NOT NULL,
  label text NOT NULL CHECK (label IN ('harmful', 'benign')),
  by text NOT NULL,
  at double precision NOT NULL,
  note text
);
CREATE INDEX capfence_audit_labels_seq ON capfence_audit_labels (seq);
`,
  },
  {
    version: 4,
    name: 'reservations any replica can settle; batches written set-wise, made durable after the chain lock',
    sql: RESERVATIONS + RECORD_BATCH,
  },
  {
    version: 5,
    name: 'task events keep what an allowed call removed (a task that asks to remove one thing removes one, across replicas)',
    sql: 'ALTER TABLE capfence_task_events ADD COLUMN removes text;',
  },
];
