import { MESSAGE_TEXT_MAX, STOCK_MESSAGE_IDS, type StockMessageId } from '@dash/contracts';
import { useId, useState, type FormEvent } from 'react';
import { useI18n } from '../../../lib/i18n';
import { useSendMessage } from '../api/send-message';
import { stockText } from '../lib/message-text';

export interface MessageStudent {
  id: number;
  name: string;
}

const OWN_TEXT = 'own';

/**
 * Writes to the whole class or to chosen students: a stock message (the contracts' catalogue, in the teacher's
 * language) or their own words.
 */
export function ComposeMessage({
  classroomId,
  students,
}: {
  classroomId: number;
  students: MessageStudent[];
}) {
  const { t, locale } = useI18n();
  const ids = { to: useId(), stock: useId(), text: useId(), status: useId() };
  const [toWholeClass, setToWholeClass] = useState(true);
  const [chosen, setChosen] = useState<ReadonlySet<number>>(new Set());
  const [stockId, setStockId] = useState<StockMessageId | typeof OWN_TEXT>(STOCK_MESSAGE_IDS[0]!);
  const [text, setText] = useState('');
  const send = useSendMessage();

  const isOwnText = stockId === OWN_TEXT;
  const hasRecipients = toWholeClass || chosen.size > 0;
  const hasContent = !isOwnText || text.trim().length > 0;

  const toggle = (id: number) =>
    setChosen((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!hasRecipients || !hasContent || send.isPending) return;
    send.mutate(
      {
        classroom_id: classroomId,
        ...(toWholeClass ? {} : { student_ids: [...chosen] }),
        ...(isOwnText ? { message_text: text.trim() } : { stock_id: stockId }),
      },
      { onSuccess: () => setText('') },
    );
  };

  return (
    <form className="messages-compose" onSubmit={submit} aria-describedby={ids.status}>
      <h3 className="messages__heading">{t('messaging.compose.title')}</h3>
      <fieldset className="messages-compose__to">
        <legend>{t('messaging.compose.to')}</legend>
        <label className="messages-check">
          <input type="radio" name={ids.to} checked={toWholeClass} onChange={() => setToWholeClass(true)} />
          <span>{t('messaging.compose.wholeClass', { count: students.length })}</span>
        </label>
        <label className="messages-check">
          <input type="radio" name={ids.to} checked={!toWholeClass} onChange={() => setToWholeClass(false)} />
          <span>{t('messaging.compose.chosenStudents')}</span>
        </label>
        {!toWholeClass && (
          <ul className="messages-compose__students">
            {students.map((student) => (
              <li key={student.id}>
                <label className="messages-check">
                  <input
                    type="checkbox"
                    checked={chosen.has(student.id)}
                    onChange={() => toggle(student.id)}
                  />
                  <span>{student.name}</span>
                </label>
              </li>
            ))}
          </ul>
        )}
      </fieldset>
      <label htmlFor={ids.stock} className="messages-compose__label">
        {t('messaging.compose.message')}
      </label>
      <select
        id={ids.stock}
        className="field__input"
        value={stockId}
        onChange={(event) => setStockId(event.target.value as StockMessageId | typeof OWN_TEXT)}
      >
        {STOCK_MESSAGE_IDS.map((id) => (
          <option key={id} value={id}>
            {stockText(id, locale)}
          </option>
        ))}
        <option value={OWN_TEXT}>{t('messaging.compose.ownText')}</option>
      </select>
      {isOwnText && (
        <>
          <label htmlFor={ids.text} className="messages-compose__label">
            {t('messaging.compose.ownTextLabel')}
          </label>
          <textarea
            id={ids.text}
            className="field__input"
            rows={3}
            maxLength={MESSAGE_TEXT_MAX}
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
        </>
      )}
      <div className="messages-compose__actions">
        <button
          type="submit"
          className="button button--primary"
          disabled={!hasRecipients || !hasContent || send.isPending}
        >
          {t('messaging.compose.send')}
        </button>
        <p id={ids.status} className="messages-compose__status" role="status">
          {send.isSuccess && t('messaging.compose.sent', { count: send.data.sent })}
          {send.isError && <span className="messages__error">{t('messaging.compose.failed')}</span>}
        </p>
      </div>
    </form>
  );
}
