import { CONCEPT_MAP_DAYS, TOPIC_LETTERS, type TopicLetter } from '@dash/contracts';
import { useRef, useState } from 'react';
import { ModalDialog } from '../../../../../components/ui/modal-dialog';
import { useI18n } from '../../../../../lib/i18n';
import { TOPIC_KEYS } from './concept-info-pane';
import { TopicBadge } from './topic-dot';

/** The concept map info modal (spec §2 Modals): what the boxes, columns and dots mean. */
export function ConceptMapInfoButton({ isClassroom }: { isClassroom: boolean }) {
  const { t } = useI18n();
  const [isOpen, setOpen] = useState(false);
  const closeRef = useRef<HTMLButtonElement>(null);
  const days = CONCEPT_MAP_DAYS;
  return (
    <>
      <button type="button" className="button button--secondary" onClick={() => setOpen(true)}>
        {t('concepts.info.button')}
      </button>
      <ModalDialog
        isOpen={isOpen}
        title={t('concepts.info.title')}
        onCancel={() => setOpen(false)}
        initialFocusRef={closeRef}
      >
        <p>{t('concepts.info.boxes')}</p>
        <ul className="concepts__legend">
          <li>{t('concepts.info.empty', { days })}</li>
          {isClassroom ? (
            <li>{t('concepts.info.counter', { days })}</li>
          ) : (
            <li>{t('concepts.info.topic', { days })}</li>
          )}
        </ul>
        <ul className="concepts__legend concepts__legend--topics">
          {(Object.keys(TOPIC_LETTERS) as TopicLetter[]).map((letter) => (
            <li key={letter}>
              <TopicBadge letter={letter} /> {t(TOPIC_KEYS[letter])}
            </li>
          ))}
        </ul>
        <button ref={closeRef} type="button" className="button" onClick={() => setOpen(false)}>
          {t('concepts.close')}
        </button>
      </ModalDialog>
    </>
  );
}
