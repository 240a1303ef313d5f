/**
 * Migration 4, the write of a batch of decisions, replacing migration 1's `capfence_record`:
 *
 * - `capfence_record(batch)` does the same (for each decision in order: reserve when asked, and
 *   append its record to the one chain under the head row's lock) set-wise: the ledger rows the
 *   batch touches are made, locked in key order and read once; the decisions are checked and
 *   chained in memory; then the records, the totals and the reservations are written by one
 *   statement each. Per decision the server runs no SQL statement, only the string work and the
 *   SHA-256 of its record.
 * - `capfence_record_durable(batch)`: the procedure a replica calls. It commits the batch
 *   asynchronously — the head row's lock is released at once instead of being held through the
 *   WAL flush, so the batches of several replicas chain one after another without each waiting
 *   for the previous one's disk write — and then commits a second transaction synchronously (a
 *   transactional WAL message). The WAL is flushed in order, so when that second commit returns
 *   the batch is durable (and replicated, when synchronous standbys are configured), and only then
 *   does the replica acknowledge any decision of it. Batches of other replicas may chain onto a
 *   batch before it is durable; a crash keeps a prefix of the WAL, so it loses them together, and
 *   none of them was acknowledged. The flushes of concurrent replicas are shared by the server.
 */
export const RECORD_BATCH = `
CREATE OR REPLACE FUNCTION capfence_record(batch jsonb) RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  head_seq bigint;
  head_hash text;
  first_seq bigint;
  item jsonb;
  link jsonb;
  variant jsonb;
  refused jsonb;
  resource text;
  r text;
  h text;
  n int := 0;
  k int;
  lim double precision;
  used double precision;
  want_calls double precision;
  want_amount double precision;
  want_bytes double precision;
  -- The batch's ledger rows, in key order: their jtis and running totals.
  jtis text[];
  t_calls double precision[];
  t_amount double precision[];
  t_bytes double precision[];
  wanted text[];
  attempt int;
  any_held boolean := false;
  -- Per decision, by its position in the batch.
  rs text[] := '{}';
  hashes text[] := '{}';
  refusals jsonb[] := '{}';
  held boolean[] := '{}';
  tag bytea := convert_to('capfence-audit-v2', 'UTF8') || '\\x00'::bytea;
BEGIN
  SELECT seq, hash INTO head_seq, head_hash FROM capfence_audit_head WHERE id = 1 FOR UPDATE;
  first_seq := head_seq;
  -- The ledger rows the batch touches, locked in key order and read once; made first if new.
  SELECT array_agg(DISTINCT l->>'jti') INTO wanted FROM jsonb_array_elements(batch) b, jsonb_array_elements(b->'reserve'->'links') l;
  IF wanted IS NOT NULL THEN
    FOR attempt IN 1..2 LOOP
      SELECT array_agg(s.jti ORDER BY s.jti), array_agg(s.calls ORDER BY s.jti), array_agg(s.amount ORDER BY s.jti), array_agg(s.bytes ORDER BY s.jti)
        INTO jtis, t_calls, t_amount, t_bytes
        FROM (SELECT g.jti, g.calls, g.amount, g.bytes FROM capfence_ledger g WHERE g.jti = ANY (wanted) ORDER BY g.jti FOR UPDATE) s;
      EXIT WHEN coalesce(cardinality(jtis), 0) = cardinality(wanted);
      INSERT INTO capfence_ledger (jti, exp)
        SELECT DISTINCT ON (l->>'jti') l->>'jti', (l->>'exp')::bigint
        FROM jsonb_array_elements(batch) b, jsonb_array_elements(b->'reserve'->'links') l
        ORDER BY l->>'jti'
        ON CONFLICT (jti) DO NOTHING;
    END LOOP;
    -- A total that cannot be read must not read as zero: the batch fails, and its decisions are denials.
    IF coalesce(cardinality(jtis), 0) <> cardinality(wanted) THEN RAISE EXCEPTION 'capfence: ledger rows missing'; END IF;
  END IF;
  FOR item IN SELECT value FROM jsonb_array_elements(batch) LOOP
    n := n + 1;
    variant := item->'ok';
    refused := NULL;
    IF item ? 'reserve' AND jsonb_array_length(item->'reserve'->'links') > 0 THEN
      -- A cost the client could not state as a number is infinite: it never fits (fail closed).
      want_calls := coalesce((item->'reserve'->'cost'->>'calls')::double precision, 'Infinity');
      want_amount := coalesce((item->'reserve'->'cost'->>'amount')::double precision, 'Infinity');
      want_bytes := coalesce((item->'reserve'->'cost'->>'bytes')::double precision, 'Infinity');
      <<links>>
      FOR link IN SELECT value FROM jsonb_array_elements(item->'reserve'->'links') LOOP
        k := array_position(jtis, link->>'jti');
        FOREACH resource IN ARRAY ARRAY['calls', 'amount', 'bytes'] LOOP
          IF link ? resource THEN
            lim := (link->>resource)::double precision;
            used := CASE resource WHEN 'calls' THEN t_calls[k] WHEN 'amount' THEN t_amount[k] ELSE t_bytes[k] END;
            IF used + (CASE resource WHEN 'calls' THEN want_calls WHEN 'amount' THEN want_amount ELSE want_bytes END) > lim THEN
              refused := jsonb_build_object('resource', resource, 'tokenId', link->>'jti', 'limit', lim, 'remaining', greatest(0, lim - used));
              EXIT links;
            END IF;
          END IF;
        END LOOP;
      END LOOP;
      IF refused IS NULL THEN
        FOR k IN SELECT DISTINCT array_position(jtis, l->>'jti') FROM jsonb_array_elements(item->'reserve'->'links') l LOOP
          t_calls[k] := t_calls[k] + want_calls;
          t_amount[k] := t_amount[k] + want_amount;
          t_bytes[k] := t_bytes[k] + want_bytes;
        END LOOP;
        held[n] := true;
        any_held := true;
      ELSE
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
    head_hash := h;
    rs[n] := r;
    hashes[n] := h;
    refusals[n] := refused;
  END LOOP;
  INSERT INTO capfence_audit_records (seq, time, token_id, a, k, r, enc, hash)
    SELECT first_seq + o, (b->>'t')::double precision, b->>'tid', b->>'a', b->>'k', rs[o], 2, hashes[o]
    FROM jsonb_array_elements(batch) WITH ORDINALITY AS x(b, o);
  IF any_held THEN
    UPDATE capfence_ledger g SET calls = u.calls, amount = u.amount, bytes = u.bytes
      FROM unnest(jtis, t_calls, t_amount, t_bytes) AS u(jti, calls, amount, bytes) WHERE g.jti = u.jti;
    INSERT INTO capfence_reservations (id, jtis, calls, amount, bytes, holder, until)
      SELECT b->'reserve'->>'id', ARRAY(SELECT l->>'jti' FROM jsonb_array_elements(b->'reserve'->'links') l),
        coalesce((b->'reserve'->'cost'->>'calls')::double precision, 'Infinity'),
        coalesce((b->'reserve'->'cost'->>'amount')::double precision, 'Infinity'),
        coalesce((b->'reserve'->'cost'->>'bytes')::double precision, 'Infinity'),
        b->'reserve'->>'holder', (b->'reserve'->>'until')::double precision
      FROM jsonb_array_elements(batch) WITH ORDINALITY AS x(b, o)
      WHERE held[o] AND b->'reserve'->>'id' IS NOT NULL;
  END IF;
  UPDATE capfence_audit_head SET seq = head_seq, hash = head_hash WHERE id = 1;
  RETURN coalesce((SELECT jsonb_agg(jsonb_build_object('seq', first_seq + o, 'hash', hashes[o], 'refused', refusals[o]) ORDER BY o)
    FROM generate_subscripts(hashes, 1) AS o), '[]'::jsonb);
END
$$;

CREATE PROCEDURE capfence_record_durable(batch jsonb, INOUT results jsonb) LANGUAGE plpgsql AS $$
BEGIN
  SET LOCAL synchronous_commit = off;
  results := capfence_record(batch);
  COMMIT;
  -- Never weaker than a local flush, whatever the session's default; a stronger one (standbys) stands.
  IF current_setting('synchronous_commit') = 'off' THEN SET LOCAL synchronous_commit = local; END IF;
  PERFORM pg_logical_emit_message(true, 'capfence-flush', '');
END
$$;
`;
