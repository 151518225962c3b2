import type { PdLesson } from '@dash/contracts';
import { useI18n } from '../../../lib/i18n';
import { useMarkPdLesson } from '../lib/pd-api';
import type { PdStatus } from '../lib/pd-status';

/** "Mark complete" for one lesson (gone once it is completed), with what went wrong if saving failed. */
export function PdMarkComplete({
  lesson,
  lessonName,
  status,
}: {
  lesson: PdLesson;
  lessonName: string;
  status: PdStatus;
}) {
  const { t } = useI18n();
  const mark = useMarkPdLesson();
  if (status.kind === 'completed') return null;
  return (
    <>
      <button
        type="button"
        className="button button--secondary"
        disabled={mark.isPending}
        aria-label={mark.isPending ? undefined : t('pd.markCompleteNamed', { name: lessonName })}
        onClick={() => mark.mutate({ lessonKey: lesson.key, status: 'completed' })}
      >
        {mark.isPending ? t('pd.saving') : t('pd.markComplete')}
      </button>
      {mark.isError && (
        <p className="pd-lesson__error" role="alert">
          {t('pd.saveFailed')}
        </p>
      )}
    </>
  );
}
