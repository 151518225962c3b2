/**
 * Live report pages (DESIGN §6 "Open pages stay current"): a classroom's version moves each time ingest changes
 * the derived state of one of its students or an assignment of it is created or cancelled; a student's version
 * moves with the same writes about that student. An open page asks whether the version moved since the one it
 * shows, and refetches only that classroom's or student's reports when it did.
 */
import { z } from 'zod';

/** The longest a `wait=true` request is held open before it answers with an unmoved version. */
export const LIVE_WAIT_MS = 25_000;

/** GET …/classrooms/{c}/changes and …/students/{s}/changes. */
export const liveChangesQuerySchema = z.object({
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
export type LiveChangesQuery = z.input<typeof liveChangesQuerySchema>;

export const liveChangesResponseSchema = z.object({
  /** Moves (by one or more) with every ingest batch or assignment write that changes the object; 0 before any. */
  version: z.number().int().min(0),
  /** The version differs from `since`: the object's reports are stale. */
  changed: z.boolean(),
});
export type LiveChanges = z.infer<typeof liveChangesResponseSchema>;
