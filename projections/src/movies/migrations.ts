import type { Knex } from 'knex';
import { ensureExtension } from '@more-ai/platform/extensions';
import { wordsOf } from '@more-ai/platform/search-words';

export const moviesMigrations: Record<string, Knex.Migration> = {
  '001_movies': {
    async up(knex) {
      // In public, not in this schema: a rebuild drops and renames the schema, and must not take
      // the extension (and every trigram index using it) along.
      await ensureExtension(knex, 'pg_trgm');
      await knex.schema.createTable('movies', (t) => {
        t.uuid('id').primary();
        t.text('title').notNullable();
        t.text('original_title').notNullable();
        t.integer('year').notNullable();
        t.text('kind').notNullable();
        t.integer('runtime_minutes').notNullable();
        t.integer('seasons');
        t.text('language').notNullable();
        t.specificType('genres', 'text[]').notNullable();
        t.text('director');
        t.text('creator');
        t.specificType('cast', 'text[]').notNullable();
        t.text('synopsis').notNullable();
        // Free tags only; the content types among a title's tags are kept apart.
        t.specificType('tags', 'text[]').notNullable();
        t.specificType('content_types', 'text[]').notNullable();
        t.specificType('awards', 'text[]').notNullable();
        t.text('certificate');
        t.specificType('available_on', 'text[]').notNullable();
        t.text('streaming_as_of').notNullable();
        t.text('source').notNullable();
        // Director, creator and cast, for trigram matching of names.
        t.text('people').notNullable();
        t.specificType('people_names', 'text[]').notNullable();
        // The prior from the title's own facts (awards, tags, where it streams); `quality` adds fame.
        t.specificType('own_quality', 'real').notNullable();
        t.specificType('quality', 'real').notNullable();
        t.specificType('search', 'tsvector').notNullable();
        t.timestamp('created_at', { useTz: true }).notNullable();
        t.timestamp('updated_at', { useTz: true }).notNullable();
      });
      await knex.raw('CREATE INDEX movies_search ON movies USING gin (search)');
      await knex.raw('CREATE INDEX movies_title_trgm ON movies USING gin (title public.gin_trgm_ops)');
      await knex.raw('CREATE INDEX movies_people_trgm ON movies USING gin (people public.gin_trgm_ops)');
      await knex.raw('CREATE INDEX movies_people_names ON movies USING gin (people_names)');
      await knex.raw('CREATE INDEX movies_newest ON movies (created_at DESC, id)');
      // How many titles of the catalog each person is in: the fame part of a title's quality.
      await knex.schema.createTable('people', (t) => {
        t.text('name').primary();
        t.integer('titles').notNullable();
      });
    },
    async down(knex) {
      await knex.schema.dropTable('people');
      await knex.schema.dropTable('movies');
    },
  },
  // The words of each title and name, so a prompt that names a title or a person is found by one
  // indexed containment test instead of a trigram comparison with every row.
  '002_title_and_name_words': {
    async up(knex) {
      await knex.raw(`ALTER TABLE movies ADD COLUMN title_words text[] NOT NULL DEFAULT '{}'`);
      await knex.raw(`UPDATE movies SET title_words = ${wordsOf('title')}`);
      await knex.raw('CREATE INDEX movies_original_title_trgm ON movies USING gin (original_title public.gin_trgm_ops)');
      await knex.raw(`ALTER TABLE people ADD COLUMN name_words text[] NOT NULL DEFAULT '{}'`);
      await knex.raw(`UPDATE people SET name_words = ${wordsOf('name')}`);
      await knex.raw('CREATE INDEX people_name_words ON people USING gin (name_words)');
      // The catalog is read on every recommendation and written rarely: GIN's pending list of fast
      // updates would make every read scan it (milliseconds each, right after a seed).
      for (const index of [
        'movies_search',
        'movies_title_trgm',
        'movies_original_title_trgm',
        'movies_people_trgm',
        'movies_people_names',
        'people_name_words',
      ]) {
        await knex.raw(`ALTER INDEX ${index} SET (fastupdate = off)`);
        await knex.raw('SELECT gin_clean_pending_list(?::regclass)', [index]);
      }
    },
    async down(knex) {
      await knex.raw('ALTER TABLE people DROP COLUMN name_words');
      await knex.raw('DROP INDEX movies_original_title_trgm');
      await knex.raw('ALTER TABLE movies DROP COLUMN title_words');
    },
  },
  // A prompt naming a title is then found through an index too, like words and people.
  '003_title_words_index': {
    async up(knex) {
      await knex.raw('CREATE INDEX movies_title_words ON movies USING gin (title_words) WITH (fastupdate = off)');
    },
    async down(knex) {
      await knex.raw('DROP INDEX movies_title_words');
    },
  },
  // Who added a title the bundled catalogue lacked: the user whose recommendation request turned
  // it up first (its MovieCataloged's actor); null for the bundled catalogue and imports.
  '004_added_by': {
    async up(knex) {
      await knex.raw('ALTER TABLE movies ADD COLUMN added_by uuid');
    },
    async down(knex) {
      await knex.raw('ALTER TABLE movies DROP COLUMN added_by');
    },
  },
  // Browse, title suggestions and person pages: a title or name folded (accents, case, punctuation)
  // so 'amelie' meets 'Amélie' and 'bong joon ho' meets 'Bong Joon-ho'; each title's people as
  // folded keys (a credit listing several directors split at its commas), kept by PostgreSQL itself
  // as a generated column; and indexes for the browse filters and sorts.
  '005_browse_search_people': {
    async up(knex) {
      await ensureExtension(knex, 'unaccent');
      // In this schema (created with its tables, dropped with them by a rebuild); immutable so an
      // index and a generated column may use it, which holds as long as the unaccent rules are not edited.
      await knex.raw(`
        CREATE FUNCTION fold(text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
        RETURN trim(regexp_replace(lower(public.unaccent('public.unaccent'::regdictionary, $1)), '[[:space:][:punct:]]+', ' ', 'g'))`);
      await knex.raw(`
        CREATE FUNCTION person_keys(director text, creator text, "cast" text[]) RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE
        RETURN ARRAY(
          SELECT DISTINCT key FROM (
            SELECT fold(name) AS key
            FROM unnest(string_to_array(coalesce(director, ''), ',') || string_to_array(coalesce(creator, ''), ',') || "cast") AS name
          ) AS names
          WHERE key <> '' ORDER BY key)`);
      await knex.raw(
        'ALTER TABLE movies ADD COLUMN person_keys text[] GENERATED ALWAYS AS (person_keys(director, creator, "cast")) STORED',
      );
      await knex.raw('CREATE INDEX movies_person_keys ON movies USING gin (person_keys) WITH (fastupdate = off)');
      await knex.raw('CREATE INDEX movies_folded_title_trgm ON movies USING gin (fold(title) public.gin_trgm_ops) WITH (fastupdate = off)');
      await knex.raw(
        'CREATE INDEX movies_folded_original_title_trgm ON movies USING gin (fold(original_title) public.gin_trgm_ops) WITH (fastupdate = off)',
      );
      await knex.raw('CREATE INDEX people_folded_name_trgm ON people USING gin (fold(name) public.gin_trgm_ops) WITH (fastupdate = off)');
      await knex.raw('CREATE INDEX movies_filters ON movies USING gin (genres, content_types, available_on) WITH (fastupdate = off)');
      await knex.raw('CREATE INDEX movies_language_year ON movies (language, year DESC, id)');
      await knex.raw('CREATE INDEX movies_by_title ON movies (fold(title), id)');
      await knex.raw('CREATE INDEX movies_by_year ON movies (year DESC, id)');
    },
    async down(knex) {
      for (const index of [
        'movies_by_year',
        'movies_by_title',
        'movies_language_year',
        'movies_filters',
        'people_folded_name_trgm',
        'movies_folded_original_title_trgm',
        'movies_folded_title_trgm',
        'movies_person_keys',
      ]) {
        await knex.raw(`DROP INDEX ${index}`);
      }
      await knex.raw('ALTER TABLE movies DROP COLUMN person_keys');
      await knex.raw('DROP FUNCTION person_keys(text, text, text[])');
      await knex.raw('DROP FUNCTION fold(text)');
    },
  },
  // Where each title's facts were checked, the studios and franchise it is known by, and what its
  // platforms rest on. Version 1 events named no source for their platforms, and a title is shown
  // streaming only with one, so the rows of those events keep none (as their upcast events read).
  '006_catalog_reference_studios_franchise': {
    async up(knex) {
      await knex.raw(
        `ALTER TABLE movies ADD COLUMN streaming_source text, ADD COLUMN reference text, ADD COLUMN studios text[] NOT NULL DEFAULT '{}', ADD COLUMN franchise text`,
      );
      await knex.raw(`UPDATE movies SET available_on = '{}'`);
      await knex.raw('CREATE INDEX movies_studios ON movies USING gin (studios) WITH (fastupdate = off)');
      await knex.raw('CREATE INDEX movies_franchise ON movies (franchise) WHERE franchise IS NOT NULL');
    },
    async down(knex) {
      await knex.raw('DROP INDEX movies_franchise');
      await knex.raw('DROP INDEX movies_studios');
      await knex.raw('ALTER TABLE movies DROP COLUMN franchise, DROP COLUMN studios, DROP COLUMN reference, DROP COLUMN streaming_source');
    },
  },
  // Suggestions: a title or name folded and run together, without spaces, so what is typed with its
  // letters together meets a title that separates them with dots, hyphens or spaces, and the other
  // way round ('kgf' and 'K.G.F', 'walle' and 'WALL-E', 'm a s h' and 'M*A*S*H'); its trigram
  // indexes find a title or name beginning with, or containing, what was typed.
  '007_titles_and_names_run_together': {
    async up(knex) {
      await knex.raw(`
        CREATE FUNCTION run_together(text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
        RETURN replace(fold($1), ' ', '')`);
      await knex.raw(
        'CREATE INDEX movies_title_run_together_trgm ON movies USING gin (run_together(title) public.gin_trgm_ops) WITH (fastupdate = off)',
      );
      await knex.raw(
        'CREATE INDEX movies_original_title_run_together_trgm ON movies USING gin (run_together(original_title) public.gin_trgm_ops) WITH (fastupdate = off)',
      );
      await knex.raw(
        'CREATE INDEX people_name_run_together_trgm ON people USING gin (run_together(name) public.gin_trgm_ops) WITH (fastupdate = off)',
      );
    },
    async down(knex) {
      await knex.raw('DROP INDEX people_name_run_together_trgm');
      await knex.raw('DROP INDEX movies_original_title_run_together_trgm');
      await knex.raw('DROP INDEX movies_title_run_together_trgm');
      await knex.raw('DROP FUNCTION run_together(text)');
    },
  },
  // The platforms titles stream on, with how many: browse offers them as a filter on every page, and
  // gathering them from every title on each request cost more than the rest of the page.
  '008_platforms': {
    async up(knex) {
      await knex.raw('CREATE TABLE platforms (name text PRIMARY KEY, titles integer NOT NULL)');
      await knex.raw(PLATFORMS_SQL);
    },
    async down(knex) {
      await knex.raw('DROP TABLE platforms');
    },
  },
  // Room on every page for a row's next version, so that an update of a column no index reads (a
  // title's quality, as its people's counts move) stays on the page and writes no index entry (a HOT
  // update); the catalog's rows are rewritten with it.
  '009_room_for_updates': {
    async up(knex) {
      await knex.raw('ALTER TABLE movies SET (fillfactor = 70)');
      await knex.raw('CLUSTER movies USING movies_pkey');
    },
    async down(knex) {
      await knex.raw('ALTER TABLE movies RESET (fillfactor)');
    },
  },
};

/** Counts the platforms again from the titles (the movies projector runs it after each batch). */
export const PLATFORMS_SQL = `
  WITH counted AS (
    SELECT platform AS name, count(*)::integer AS titles FROM movies, unnest(available_on) AS platform GROUP BY platform
  ), gone AS (
    DELETE FROM platforms p WHERE NOT EXISTS (SELECT 1 FROM counted c WHERE c.name = p.name)
  )
  INSERT INTO platforms (name, titles) SELECT name, titles FROM counted
  ON CONFLICT (name) DO UPDATE SET titles = excluded.titles WHERE platforms.titles <> excluded.titles`;
