/**
 * What the form says when the server refuses an assignment (spec §5, §8 "assignment not valid"): the known
 * refusals in the interface language (in English, the server's own sentence), any other 400 in the server's
 * words, and a generic sentence when nothing came back.
 */
import { isApiRequestError } from '../../../lib/api-client';
import type { MessageKey } from '../../../lib/i18n';

export type AssignErrorMessage = { key: MessageKey; params?: Record<string, number> } | { text: string };

export function assignErrorOf(error: unknown): AssignErrorMessage {
  if (!isApiRequestError(error)) return { key: 'assign.error.generic' };
  const fields = error.detail?.fields ?? [];
  if (error.status === 403) return { key: 'assign.error.forbidden' };
  if (error.status === 400 && fields[0]?.path === 'DUPLICATE_ASSIGNMENT')
    return { key: 'assign.error.duplicate' };
  if (error.status === 400 && fields[0]?.path === 'INVALID_SCORE_RANGE_SELECTION')
    return { key: 'assign.error.scoreRange' };
  if (error.status === 400 && fields[0]?.path === 'NOT_PLAYABLE_IN_PRIMARY')
    return { key: 'assign.error.primary', params: { count: fields.length } };
  if (
    error.status === 400 &&
    fields.length > 0 &&
    fields.every((field) => field.path.startsWith('user_ids.'))
  )
    return { key: 'assign.error.full', params: { count: fields.length } };
  if (error.status === 400 && error.detail?.message) return { text: error.detail.message };
  return { key: 'assign.error.generic' };
}
