import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ErrorState, LoadingState } from '../../../components/ui/query-state';
import { useI18n } from '../../../lib/i18n';
import { getNavListQueryOptions } from '../../../lib/navigation-list';
import { useUnreadCounts } from '../api/messaging-reads';
import { ComposeMessage, type MessageStudent } from './compose-message';
import { ConversationThread } from './conversation-thread';
import './messages.css';

/**
 * A classroom's Messages pane (spec §1 teacher-to-student messaging, §7 Messaging): write to the class or chosen
 * students, each student's unread replies, and the conversation of the student picked.
 */
export function ClassroomMessagesPane({
  districtId,
  classroomId,
}: {
  districtId: number;
  classroomId: number;
}) {
  const { t } = useI18n();
  const studentsQuery = useQuery(
    getNavListQueryOptions(districtId, 'students', { classroom_id: classroomId }),
  );
  const counts = useUnreadCounts(classroomId);
  const [openId, setOpenId] = useState<number | null>(null);

  if (studentsQuery.isPending || counts.isPending) return <LoadingState />;
  if (studentsQuery.isError || counts.isError)
    return (
      <ErrorState
        onRetry={() => {
          void studentsQuery.refetch();
          void counts.refetch();
        }}
      />
    );

  const unreadOf = new Map(counts.data.students.map((s) => [s.student_id, s.unread]));
  const students: MessageStudent[] = studentsQuery.data
    .map((s) => ({ id: s.id, name: `${s.first_name} ${s.last_name}`.trim() }))
    .sort((a, b) => a.name.localeCompare(b.name));
  const open = students.find((s) => s.id === openId);

  return (
    <div className="messages">
      <p className="messages__total" role="status">
        {t('messaging.unreadTotal', { count: counts.data.total })}
      </p>
      <div className="messages__layout">
        <section className="messages__students" aria-label={t('messaging.students.label')}>
          <h3 className="messages__heading">{t('messaging.students.title')}</h3>
          <ul className="messages__student-list">
            {students.map((student) => {
              const unread = unreadOf.get(student.id) ?? 0;
              return (
                <li key={student.id}>
                  <button
                    type="button"
                    className="messages__student"
                    aria-pressed={student.id === openId}
                    onClick={() => setOpenId(student.id)}
                  >
                    <span className="messages__student-name">{student.name}</span>
                    {unread > 0 && (
                      <span
                        className="messages__badge"
                        aria-label={t('messaging.students.unread', { count: unread })}
                      >
                        {unread}
                      </span>
                    )}
                  </button>
                </li>
              );
            })}
          </ul>
        </section>
        <div className="messages__main">
          {open ? (
            <ConversationThread key={open.id} studentId={open.id} studentName={open.name} />
          ) : (
            <p className="muted messages__pick">{t('messaging.students.pick')}</p>
          )}
          <ComposeMessage classroomId={classroomId} students={students} />
        </div>
      </div>
    </div>
  );
}
