import { z } from 'zod';
import { defineCall } from './call.js';
import * as ROUTES from './routes.js';

/**
 * Import (issue 35): startImport takes an export archive in the multipart field IMPORT_FIELD (a
 * Qurio export ZIP, a Retrospring ZIP or .tar.gz), checks it whole before anything is stored, and
 * queues a job that writes its answers in batches; importStatus tells how far it is and, once done,
 * what was imported and what was skipped and why.
 */
export const IMPORT_SOURCES = ['qurio', 'retrospring'] as const;
export type ImportSource = (typeof IMPORT_SOURCES)[number];

/** Why an answer of the archive was not imported. */
export const IMPORT_SKIP_REASONS = ['already_imported', 'too_long', 'empty'] as const;
export type ImportSkipReason = (typeof IMPORT_SKIP_REASONS)[number];

export const dataImport = z.object({
  status: z.enum(['none', 'queued', 'running', 'done', 'failed']),
  source: z.enum(IMPORT_SOURCES).nullable(),
  /** Answers the archive holds, and how many of them the job has gone through so far. */
  total: z.number().int(),
  processed: z.number().int(),
  imported: z.number().int(),
  skipped: z.array(z.object({ reason: z.enum(IMPORT_SKIP_REASONS), count: z.number().int() })),
  requested_at: z.string().nullable(),
  finished_at: z.string().nullable(),
});
export type DataImport = z.infer<typeof dataImport>;

export const startImport = defineCall({
  ...ROUTES.startImport,
  auth: 'required',
  response: z.object({ status: z.literal(true), import: dataImport }),
});

export const importStatus = defineCall({
  ...ROUTES.importStatus,
  auth: 'required',
  response: z.object({ import: dataImport }),
});
