import knex, { type Knex } from 'knex';

export interface DatabaseOptions {
  /** Shown in pg_stat_activity. */
  applicationName: string;
  poolMax?: number;
}

/** The one way to open the read-model / command-side database: a knex pool over pg. */
export function openDatabase(url: string, options: DatabaseOptions): Knex {
  return knex({
    client: 'pg',
    connection: { connectionString: url, application_name: options.applicationName },
    pool: { min: 0, max: options.poolMax ?? 10 },
  });
}
