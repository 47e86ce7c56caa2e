import type { Knex } from 'knex';

export const eventLogMigrations: Record<string, Knex.Migration> = {
  '001_events': {
    async up(knex) {
      // One row per event, keyed by its global position. Every filter of the admin event log has an
      // index that ends in the position, so a filtered page is an index range read newest first.
      await knex.raw(`
        CREATE TABLE events (
          position_commit bigint NOT NULL,
          position_prepare bigint NOT NULL,
          event_id text NOT NULL,
          stream_id text NOT NULL,
          stream_revision bigint NOT NULL,
          type text NOT NULL,
          written_version integer NOT NULL,
          current_version integer NOT NULL,
          recorded_at timestamptz NOT NULL,
          actor text NOT NULL,
          correlation_id text NOT NULL,
          causation_id text NOT NULL,
          idempotency_key text,
          pii_subject text,
          users text[] NOT NULL DEFAULT '{}',
          data jsonb NOT NULL,
          PRIMARY KEY (position_commit, position_prepare)
        )`);
      await knex.raw('CREATE INDEX events_stream ON events (stream_id, position_commit, position_prepare)');
      await knex.raw('CREATE INDEX events_type ON events (type, position_commit, position_prepare)');
      await knex.raw('CREATE INDEX events_correlation ON events (correlation_id, position_commit, position_prepare)');
      await knex.raw('CREATE INDEX events_causation ON events (causation_id)');
      await knex.raw('CREATE INDEX events_recorded_at ON events (recorded_at)');
      await knex.raw('CREATE INDEX events_users ON events USING gin (users)');
      await knex.raw('CREATE INDEX events_pii_subject ON events (pii_subject) WHERE pii_subject IS NOT NULL');
      // Whose key was destroyed: their events read redacted, including any that arrive afterwards.
      await knex.raw('CREATE TABLE deleted_subjects (subject text PRIMARY KEY)');
      // Who an actor is, for the list's actorName: the username while the account lives.
      await knex.raw('CREATE TABLE people (user_id text PRIMARY KEY, username text NOT NULL, deleted boolean NOT NULL DEFAULT false)');
    },
    async down(knex) {
      await knex.raw('DROP TABLE people');
      await knex.raw('DROP TABLE deleted_subjects');
      await knex.raw('DROP TABLE events');
    },
  },
};
