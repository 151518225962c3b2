/**
 * Live classroom pages (DESIGN §6 "Open pages stay current"): a classroom's version moves each time ingest
 * changes the derived state of one of its students; an open page asks whether it moved since the version it
 * shows, and refetches only that classroom's reports when it did.
 */
import { z } from 'zod';

/** The longest a `wait=true` request is held open before it answers with an unmoved version. */
export const LIVE_WAIT_MS = 25_000;

export const classroomChangesQuerySchema = z.object({
  since: z.coerce
    .number()
    .int()
    .min(0)
    .optional()
    .describe('The version the page shows; absent, the answer only names the current version.'),
  wait: z
    .enum(['true', 'false'], { error: 'must be true or false' })
    .optional()
    .transform((value) => value === 'true')
    .describe(`With since: hold the request until the version moves (at most ${LIVE_WAIT_MS / 1000} s).`),
});
export type ClassroomChangesQuery = z.input<typeof classroomChangesQuerySchema>;

export const classroomChangesResponseSchema = z.object({
  /** Moves (by one or more) with every ingest batch that changes one of the classroom's students; 0 before any. */
  version: z.number().int().min(0),
  /** The version differs from `since`: the classroom's reports are stale. */
  changed: z.boolean(),
});
export type ClassroomChanges = z.infer<typeof classroomChangesResponseSchema>;
