import type { Knex } from 'knex';

export const adminStatsMigrations: Record<string, Knex.Migration> = {
  '001_admin_stats': {
    async up(knex) {
      // The totals by name (figures.ts), each the sum of what the rows below add to it.
      await knex.schema.createTable('figures', (t) => {
        t.text('name').primary();
        t.bigInteger('value').notNullable();
      });
      // One row: when the last event the projection applied was recorded (asOf).
      await knex.schema.createTable('applied', (t) => {
        t.boolean('id').primary().defaultTo(true);
        t.timestamp('as_of', { useTz: true });
      });
      await knex('applied').insert({ id: true, as_of: null });

      // Every account. Its username and e-mail are personal data: gone once the account is deleted.
      await knex.schema.createTable('users', (t) => {
        t.uuid('id').primary();
        t.text('username').notNullable();
        t.text('email');
        t.text('role').notNullable();
        t.text('plan').notNullable();
        t.timestamp('registered_at', { useTz: true }).notNullable();
        // The actions the account took (topActiveUsers): searches, favourites, watchlist changes, follows.
        t.integer('activity').notNullable().defaultTo(0);
        t.boolean('deleted').notNullable().defaultTo(false);
      });
      // Recent signups and the signups of the last 7 days.
      await knex.raw(`CREATE INDEX users_signups ON users (registered_at DESC) WHERE role = 'user' AND NOT deleted`);
      await knex.raw('CREATE INDEX users_most_active ON users (activity DESC, registered_at, id) WHERE NOT deleted AND activity > 0');

      // The catalog's titles, with how many live favourites each has.
      await knex.schema.createTable('movies', (t) => {
        t.uuid('id').primary();
        t.text('title').notNullable();
        t.integer('year').notNullable();
        t.timestamp('created_at', { useTz: true }).notNullable();
        t.integer('favorites_count').notNullable().defaultTo(0);
        t.index(['created_at']);
      });
      await knex.raw('CREATE INDEX movies_most_favorited ON movies (favorites_count DESC, title, id) WHERE favorites_count > 0');

      await knex.schema.createTable('favorites', (t) => {
        t.uuid('user_id').notNullable();
        t.uuid('movie_id').notNullable();
        t.boolean('archived').notNullable().defaultTo(false);
        t.primary(['user_id', 'movie_id']);
        t.index(['movie_id']);
      });

      // Every watchlist. Only a public list's name is kept: a private one's never leaves its owner.
      await knex.schema.createTable('watchlists', (t) => {
        t.uuid('id').primary();
        t.uuid('owner_id').notNullable();
        t.text('name');
        t.boolean('is_private').notNullable();
        t.boolean('archived').notNullable().defaultTo(false);
        t.boolean('deleted').notNullable().defaultTo(false);
        // Its movies that are not archived, and its followers.
        t.integer('movies_count').notNullable().defaultTo(0);
        t.integer('followers_count').notNullable().defaultTo(0);
        t.timestamp('created_at', { useTz: true }).notNullable();
        t.index(['owner_id']);
      });
      await knex.raw(
        `CREATE INDEX watchlists_most_followed ON watchlists (followers_count DESC, created_at, id)
           WHERE NOT deleted AND NOT archived AND NOT is_private AND followers_count > 0`,
      );
      await knex.schema.createTable('watchlist_movies', (t) => {
        t.uuid('watchlist_id').notNullable();
        t.uuid('movie_id').notNullable();
        t.boolean('archived').notNullable().defaultTo(false);
        t.primary(['watchlist_id', 'movie_id']);
      });
      await knex.schema.createTable('watchlist_followers', (t) => {
        t.uuid('watchlist_id').notNullable();
        t.uuid('user_id').notNullable();
        t.primary(['watchlist_id', 'user_id']);
        t.index(['user_id']);
      });

      // Every gateway order: its money, and where it stands (figures.ts PaymentStatus).
      await knex.schema.createTable('payments', (t) => {
        t.text('order_id').primary();
        t.uuid('user_id').notNullable();
        t.text('plan_name').notNullable();
        t.text('status').notNullable();
        t.integer('total_paise').notNullable();
        t.integer('gst_paise').notNullable();
        t.integer('captured_paise').notNullable().defaultTo(0);
        t.integer('refunded_paise').notNullable().defaultTo(0);
        t.timestamp('created_at', { useTz: true }).notNullable();
        // When it was paid or failed (the last failure while it was never paid): recentPayments' time.
        t.timestamp('settled_at', { useTz: true });
      });
      await knex.raw('CREATE INDEX payments_recent ON payments (settled_at DESC, order_id) WHERE settled_at IS NOT NULL');

      // Each account whose Subscription stream has begun (figures.ts SubscriberShare).
      await knex.schema.createTable('subscribers', (t) => {
        t.uuid('user_id').primary();
        t.text('plan_id');
        t.boolean('running').notNullable().defaultTo(false);
        t.boolean('downgrade_scheduled').notNullable().defaultTo(false);
        t.boolean('left_by_choice').notNullable().defaultTo(false);
        t.boolean('deleted').notNullable().defaultTo(false);
      });

      // The plans' names, for mostPopularPlan.
      await knex.schema.createTable('plans', (t) => {
        t.text('id').primary();
        t.text('name').notNullable();
      });
    },
    async down(knex) {
      for (const table of [
        'plans',
        'subscribers',
        'payments',
        'watchlist_followers',
        'watchlist_movies',
        'watchlists',
        'favorites',
        'movies',
        'users',
        'applied',
        'figures',
      ])
        await knex.schema.dropTable(table);
    },
  },
};
