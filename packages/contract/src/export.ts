import { z } from 'zod';
import { defineCall } from './call.js';
import * as ROUTES from './routes.js';

/**
 * Download my data (issue 16): requestExport prepares a ZIP in the background (a mail says when
 * it is ready), exportStatus tells where it stands, and `GET export` (routes.ts exportData, the
 * member's token in the Authorization header) answers the ZIP itself. At most one a day.
 */
export const dataExport = z.object({
  status: z.enum(['none', 'queued', 'ready', 'failed']),
  requested_at: z.string().nullable(),
  ready_at: z.string().nullable(),
  /** When the next request is allowed (a day after the last), null: now. */
  next_request_at: z.string().nullable(),
});
export type DataExport = z.infer<typeof dataExport>;

export const requestExport = defineCall({
  ...ROUTES.requestExport,
  auth: 'required',
  response: z.object({ status: z.literal(true), export: dataExport }),
});

export const exportStatus = defineCall({
  ...ROUTES.exportStatus,
  auth: 'required',
  response: z.object({ export: dataExport }),
});
