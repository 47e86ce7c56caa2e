import { z } from 'zod';
import { PaymentHistoryRow } from '../payments';
import { route } from './contract';

export const ExportQuery = z.object({
  format: z.enum(['json', 'csv'], { error: "Format must be 'json' or 'csv'" }).default('json'),
});

const Movie = z.object({ movieId: z.string(), title: z.string(), year: z.number().int() });

/** Everything a member owns, as GET /api/me/export?format=json answers (an attachment). */
export const ExportDocument = z.object({
  exportedAt: z.string(),
  profile: z.object({
    _id: z.string(),
    email: z.string(),
    username: z.string().nullable(),
    plan: z.string(),
    createdAt: z.string(),
  }),
  favorites: z.array(Movie),
  watchlists: z.array(
    z.object({
      _id: z.string(),
      name: z.string(),
      description: z.string(),
      isPrivate: z.boolean(),
      createdAt: z.string(),
      movies: z.array(Movie),
    }),
  ),
  following: z.array(z.object({ _id: z.string(), username: z.string() })),
  followers: z.array(z.object({ _id: z.string(), username: z.string() })),
  diary: z.array(
    Movie.extend({
      entryId: z.string(),
      watchedOn: z.string(),
      rating: z.number().nullable(),
      review: z.string(),
      visibility: z.enum(['private', 'public']),
      rewatch: z.boolean(),
    }),
  ),
  /** Payments and their invoices (each receipt's PDF is at GET /api/payments/receipt/{id}). */
  payments: z.array(PaymentHistoryRow),
});
export type ExportDocument = z.infer<typeof ExportDocument>;

export const exportMyData = route({
  method: 'get',
  path: '/api/me/export',
  operationId: 'exportMyData',
  summary:
    "Everything the signed-in member owns, as an attachment: one JSON document (format=json), or a zip of CSV files (format=csv: diary.csv in Letterboxd's columns, so it can be imported again, watchlists.csv, favorites.csv, follows.csv)",
  tag: 'Account',
  access: 'user',
  request: { query: ExportQuery },
  responses: {
    200: {
      description: 'The data (application/json or application/zip, as an attachment)',
      body: ExportDocument,
      contentType: 'application/octet-stream',
    },
    404: 'The account is gone',
    429: 'Exported too often: wait the Retry-After seconds',
  },
});

export const exportContracts = [exportMyData];
