import type pg from 'pg';

/** The schema as spliced into SQL: only plain lower-case names, quoted so keywords work too. */
export function schemaIdentifier(schema: string): string {
  if (!/^[a-z_][a-z0-9_]{0,46}$/.test(schema)) throw new Error(`Bad event store schema name: ${schema}`);
  return `"${schema}"`;
}

/** The channel appends notify, so subscriptions wake at once instead of waiting for their next poll. */
export function appendedChannel(schema: string): string {
  return `${schema}_appended`;
}

/**
 * Creates or updates the event store's tables and functions. Every statement is idempotent, and an
 * advisory lock makes processes that start together take turns instead of racing on the catalog.
 */
export async function migrateEventStore(pool: pg.Pool, schema: string): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    await client.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`more-ai event store ${schema}`]);
    await client.query(schemaSql(schemaIdentifier(schema)));
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

/*
 * Global order is (transaction_id, global_sequence): readers only take rows whose transaction id
 * lies below the oldest transaction still running (pg_snapshot_xmin), so a transaction that commits
 * late can never land behind a position a reader has already passed (ARCHITECTURE rule 8).
 *
 * streams.last_revision is the stream's lock: an append updates (or creates) that row first, so
 * concurrent appends to one stream queue behind each other and revisions never repeat or leave gaps.
 */
function schemaSql(s: string): string {
  return `
CREATE SCHEMA IF NOT EXISTS ${s};

CREATE TABLE IF NOT EXISTS ${s}.streams (
  stream_id text PRIMARY KEY,
  last_revision bigint NOT NULL
);

CREATE TABLE IF NOT EXISTS ${s}.messages (
  global_sequence bigint GENERATED ALWAYS AS IDENTITY,
  transaction_id xid8 NOT NULL DEFAULT pg_current_xact_id(),
  stream_id text NOT NULL,
  category text GENERATED ALWAYS AS (split_part(stream_id, '-', 1)) STORED,
  revision bigint NOT NULL,
  event_id uuid NOT NULL,
  type text NOT NULL,
  data jsonb NOT NULL,
  metadata jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT messages_position PRIMARY KEY (transaction_id, global_sequence),
  CONSTRAINT messages_stream_revision UNIQUE (stream_id, revision),
  CONSTRAINT messages_event_id UNIQUE (event_id)
);
CREATE INDEX IF NOT EXISTS messages_category_position ON ${s}.messages (category, transaction_id, global_sequence);
CREATE INDEX IF NOT EXISTS messages_type_position ON ${s}.messages (type, transaction_id, global_sequence);

-- An append that will not write: when these event ids were already appended to this stream under the
-- same expectation, a retry answers like the original ('replayed'); anything else is a 'conflict'.
CREATE OR REPLACE FUNCTION ${s}.answer_without_writing(p_stream_id text, p_expected text, p_events jsonb)
RETURNS TABLE (result text, next_revision bigint, position_commit xid8, position_prepare bigint)
LANGUAGE plpgsql AS $fn$
DECLARE
  v_count bigint := jsonb_array_length(p_events);
  v_first bigint;
  v_matching bigint;
BEGIN
  SELECT m.revision INTO v_first FROM ${s}.messages m
  WHERE m.event_id = (p_events->0->>'id')::uuid AND m.stream_id = p_stream_id;
  -- The batch must have been written where this expectation would have put it.
  IF v_first IS NOT NULL AND (CASE p_expected
      WHEN 'any' THEN true
      WHEN 'no-stream' THEN v_first = 0
      WHEN 'stream-exists' THEN v_first > 0
      ELSE v_first = p_expected::bigint + 1 END) THEN
    SELECT count(*) INTO v_matching
    FROM jsonb_array_elements(p_events) WITH ORDINALITY AS e(value, ordinality)
    JOIN ${s}.messages m ON m.event_id = (e.value->>'id')::uuid
    WHERE m.stream_id = p_stream_id AND m.revision = v_first + e.ordinality - 1;
    IF v_matching = v_count THEN
      RETURN QUERY SELECT 'replayed', m.revision, m.transaction_id, m.global_sequence FROM ${s}.messages m
      WHERE m.stream_id = p_stream_id AND m.revision = v_first + v_count - 1;
      RETURN;
    END IF;
  END IF;
  RETURN QUERY SELECT 'conflict', st.last_revision, NULL::xid8, NULL::bigint
  FROM (SELECT 1) AS one LEFT JOIN ${s}.streams st ON st.stream_id = p_stream_id;
END $fn$;

-- One round trip per append: check the expected revision, take the stream's row lock, insert the
-- events. Answers 'appended' or 'replayed' with the last event's revision and position, or
-- 'conflict' with the stream's actual last revision (NULL: no stream).
CREATE OR REPLACE FUNCTION ${s}.append_to_stream(p_stream_id text, p_expected text, p_events jsonb)
RETURNS TABLE (result text, next_revision bigint, position_commit xid8, position_prepare bigint)
LANGUAGE plpgsql AS $fn$
DECLARE
  v_count bigint := jsonb_array_length(p_events);
  v_last bigint;
  v_sequence bigint;
BEGIN
  -- A retry under 'no-stream' or an exact revision fails its expectation below and is answered
  -- there; under 'any' or 'stream-exists' it would pass, so it must be recognised first.
  IF p_expected IN ('any', 'stream-exists')
     AND EXISTS (SELECT 1 FROM ${s}.messages m WHERE m.event_id = (p_events->0->>'id')::uuid) THEN
    RETURN QUERY SELECT * FROM ${s}.answer_without_writing(p_stream_id, p_expected, p_events);
    RETURN;
  END IF;

  CASE p_expected
  WHEN 'any' THEN
    INSERT INTO ${s}.streams AS st (stream_id, last_revision) VALUES (p_stream_id, v_count - 1)
    ON CONFLICT (stream_id) DO UPDATE SET last_revision = st.last_revision + v_count
    RETURNING st.last_revision INTO v_last;
  WHEN 'no-stream' THEN
    INSERT INTO ${s}.streams AS st (stream_id, last_revision) VALUES (p_stream_id, v_count - 1)
    ON CONFLICT (stream_id) DO NOTHING
    RETURNING st.last_revision INTO v_last;
  WHEN 'stream-exists' THEN
    UPDATE ${s}.streams st SET last_revision = st.last_revision + v_count WHERE st.stream_id = p_stream_id
    RETURNING st.last_revision INTO v_last;
  ELSE
    UPDATE ${s}.streams st SET last_revision = st.last_revision + v_count
    WHERE st.stream_id = p_stream_id AND st.last_revision = p_expected::bigint
    RETURNING st.last_revision INTO v_last;
  END CASE;

  IF v_last IS NULL THEN
    -- While this append waited for the stream's lock, a retry of the same batch may have won.
    RETURN QUERY SELECT * FROM ${s}.answer_without_writing(p_stream_id, p_expected, p_events);
    RETURN;
  END IF;

  WITH inserted AS (
    INSERT INTO ${s}.messages (stream_id, revision, event_id, type, data, metadata)
    SELECT p_stream_id, v_last - v_count + e.ordinality, (e.value->>'id')::uuid, e.value->>'type',
           e.value->'data', e.value->'metadata'
    FROM jsonb_array_elements(p_events) WITH ORDINALITY AS e(value, ordinality)
    ORDER BY e.ordinality
    RETURNING global_sequence
  )
  SELECT max(inserted.global_sequence) INTO v_sequence FROM inserted;

  RETURN QUERY SELECT 'appended', v_last, pg_current_xact_id(), v_sequence;
END $fn$;
`;
}
