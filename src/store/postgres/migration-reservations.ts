/**
 * Migration 4: reservations live in the database, so any replica can settle one that another made
 * (the executor's outcome report may reach any replica, and the replica that decided may be gone).
 *
 * - `capfence_reservations`: one row per held reservation: the links it charged, what it holds,
 *   who may report on it (`holder`, an opaque caller id; null: whoever knows the id, the library's
 *   executor) and until when (`until`, seconds since the epoch).
 * - `capfence_hold(id, holder, until, links, cost)`: check-and-reserve (`capfence_reserve`), and
 *   on success the row, in the same transaction (`capfence_record`, record-sql.ts, writes the rows
 *   of a whole batch at once).
 * - `capfence_settle(id, holder, ran, amount, bytes, now)`: the row is deleted and its refund given
 *   back in one statement, so of two settlements racing on two replicas exactly one finds the row
 *   (the other waits on its lock, then finds nothing): no double settlement, no double refund.
 *   An unknown, already settled, expired or another holder's reservation answers null, all alike.
 *
 * Expiry, by rule: a reservation nobody reported on by `until` stands as spent and its row is
 * deleted. The call may have run (its replica was killed after allowing it), so giving the budget
 * back on a guess could overspend: fail closed, as an unreported call always did.
 */
export const RESERVATIONS = `
CREATE TABLE capfence_reservations (
  id text PRIMARY KEY,
  jtis text[] NOT NULL,
  calls double precision NOT NULL,
  amount double precision NOT NULL,
  bytes double precision NOT NULL,
  holder text,
  until double precision NOT NULL
);
CREATE INDEX capfence_reservations_until ON capfence_reservations (until);

CREATE FUNCTION capfence_hold(rid text, who text, hold_until double precision, links jsonb, cost jsonb) RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  refused jsonb;
BEGIN
  refused := capfence_reserve(links, cost);
  IF refused IS NULL AND rid IS NOT NULL AND jsonb_array_length(links) > 0 THEN
    INSERT INTO capfence_reservations (id, jtis, calls, amount, bytes, holder, until)
      SELECT rid, array_agg(l->>'jti'),
        coalesce((cost->>'calls')::double precision, 'Infinity'),
        coalesce((cost->>'amount')::double precision, 'Infinity'),
        coalesce((cost->>'bytes')::double precision, 'Infinity'),
        who, hold_until
      FROM jsonb_array_elements(links) l;
  END IF;
  RETURN refused;
END
$$;

CREATE FUNCTION capfence_settle(rid text, who text, ran boolean, actual_amount double precision, actual_bytes double precision, now_s double precision)
RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  held capfence_reservations%ROWTYPE;
  give_calls double precision := 0;
  give_amount double precision := 0;
  give_bytes double precision := 0;
BEGIN
  DELETE FROM capfence_reservations
    WHERE id = rid AND until >= now_s AND (holder IS NULL OR who IS NULL OR holder = who)
    RETURNING * INTO held;
  IF NOT FOUND THEN RETURN NULL; END IF;
  IF ran THEN
    -- A call that ran counts as one call: only amount and bytes come down to what they really were.
    IF actual_amount IS NOT NULL AND actual_amount >= 0 AND actual_amount < held.amount THEN give_amount := held.amount - actual_amount; END IF;
    IF actual_bytes IS NOT NULL AND actual_bytes >= 0 AND actual_bytes < held.bytes THEN give_bytes := held.bytes - actual_bytes; END IF;
  ELSE
    give_calls := held.calls;
    give_amount := held.amount;
    give_bytes := held.bytes;
  END IF;
  IF give_calls > 0 OR give_amount > 0 OR give_bytes > 0 THEN
    PERFORM capfence_give(held.jtis, give_calls, give_amount, give_bytes);
  END IF;
  RETURN jsonb_build_object('jtis', to_jsonb(held.jtis), 'calls', give_calls, 'amount', give_amount, 'bytes', give_bytes);
END
$$;
`;
