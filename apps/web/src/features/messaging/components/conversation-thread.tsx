import { useEffect, useRef } from 'react';
import { ErrorState, LoadingState } from '../../../components/ui/query-state';
import { useI18n } from '../../../lib/i18n';
import { useConversation } from '../api/messaging-reads';
import { useMarkRepliesRead } from '../api/mark-replies-read';
import { messageTextOf } from '../lib/message-text';

/**
 * One student's conversation, oldest first: the educators' messages and the student's replies with their
 * images. Opening it (and each new reply while open) marks the student's replies read.
 */
export function ConversationThread({ studentId, studentName }: { studentId: number; studentName: string }) {
  const { t, locale, formatDateTime } = useI18n();
  const conversation = useConversation(studentId);
  const markRead = useMarkRepliesRead();
  const unreadReplies = (conversation.data ?? []).filter((m) => m.from_student && m.read_at === null).length;
  const { mutate } = markRead;
  const sectionRef = useRef<HTMLElement>(null);
  const isLoaded = conversation.isSuccess;

  // On a phone the conversation sits below the student list: bring it into view once it has loaded.
  useEffect(() => {
    if (isLoaded) sectionRef.current?.scrollIntoView({ block: 'nearest' });
  }, [isLoaded]);

  useEffect(() => {
    if (unreadReplies > 0) mutate(studentId);
  }, [unreadReplies, studentId, mutate]);

  if (conversation.isPending) return <LoadingState />;
  if (conversation.isError) return <ErrorState onRetry={() => void conversation.refetch()} />;

  return (
    <section
      ref={sectionRef}
      className="messages-thread"
      aria-label={t('messaging.thread.label', { student: studentName })}
    >
      <h3 className="messages__heading">{t('messaging.thread.title', { student: studentName })}</h3>
      {conversation.data.length === 0 ? (
        <p className="muted">{t('messaging.thread.empty')}</p>
      ) : (
        <ol className="messages-thread__list">
          {conversation.data.map((message) => (
            <li
              key={message.id}
              className={message.from_student ? 'message message--reply' : 'message message--sent'}
            >
              <p className="message__meta">
                <span className="message__who">
                  {message.from_student
                    ? studentName
                    : (message.sender_name ?? t('messaging.thread.educator'))}
                </span>
                {message.to_classroom && (
                  <span className="message__tag">{t('messaging.thread.toClass')}</span>
                )}
                <time dateTime={new Date(message.created_at).toISOString()}>
                  {formatDateTime(new Date(message.created_at), { dateStyle: 'medium', timeStyle: 'short' })}
                </time>
              </p>
              {(message.stock_id || message.message_text) && (
                <p className="message__text">{messageTextOf(message, locale)}</p>
              )}
              {message.image_url && (
                <a href={message.image_url} target="_blank" rel="noreferrer" className="message__image-link">
                  <img
                    src={message.image_url}
                    alt={t('messaging.thread.imageAlt', { student: studentName })}
                    className="message__image"
                    loading="lazy"
                  />
                </a>
              )}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
