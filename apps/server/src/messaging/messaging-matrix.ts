/**
 * The authorization matrix's entries for messaging (security/route-matrix.ts merges them): a student's
 * conversation, images and read marks as OBJECT_ACCESS of students says, but never a guardian (spec §6);
 * a classroom's unread counts and new messages as OBJECT_ACCESS of classrooms. Every cell runs with the
 * educators' chat on (the fixture's admins have it off, as in the demo; messaging.api.test.ts checks that).
 * A student's data export: administrators only. The math product's calls: its district's ingest key.
 */
import type { MatrixEntry } from '../security/matrix-entry.js';
import { prepareMessagingCells } from './message-fixtures.js';

const studentCell = (body?: Extract<MatrixEntry, { scope: 'object' }>['body']): MatrixEntry => ({
  scope: 'object',
  kind: 'student',
  body,
  except: { guardian: { own: 'refuse' } },
  before: prepareMessagingCells,
});

export const MESSAGING_MATRIX: Record<string, MatrixEntry> = {
  'POST /api/v1/messaging/messages/list': studentCell(({ objects }) => ({ student_id: objects.student })),
  'POST /api/v1/messaging/messages/update': studentCell(({ objects }) => ({ student_id: objects.student })),
  'GET /api/v1/messaging/users/:studentId/files/:imageId': studentCell(),
  'POST /api/v1/messaging/messages/count': {
    scope: 'object',
    kind: 'classroom',
    body: ({ objects }) => ({ classroom_id: objects.classroom }),
    before: prepareMessagingCells,
  },
  'POST /api/v1/messaging/messages/new': {
    scope: 'object',
    kind: 'classroom',
    body: ({ objects }) => ({ classroom_id: objects.classroom, stock_id: 'great_work' }),
    before: prepareMessagingCells,
  },
  'GET /m/student/:studentId/data-export': {
    scope: 'object',
    kind: 'student',
    except: { teacher: { own: 'refuse' }, guardian: { own: 'refuse' } },
  },
  'GET /api/v1/messaging/product/messages': {
    scope: 'ingest',
    query: (studentId) => `student_ids=${studentId}`,
  },
  'POST /api/v1/messaging/product/replies': {
    scope: 'ingest',
    body: (studentId) => ({ replies: [{ student_id: studentId, message_text: 'Matrix reply' }] }),
  },
};
