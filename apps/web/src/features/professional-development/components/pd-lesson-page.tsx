import { Link, useParams } from 'react-router';
import { RequirePage } from '../../../app/routes/require-page';
import { PageHeading } from '../../../components/ui/page-heading';
import { EmptyState, ErrorState, LoadingState } from '../../../components/ui/query-state';
import { isInAudience } from '../../../lib/access';
import { useCustomer } from '../../../lib/customer';
import { useI18n } from '../../../lib/i18n';
import { usePdContents, usePdProgress } from '../lib/pd-api';
import { statusOf, textOf } from '../lib/pd-status';
import { PdMarkComplete } from './pd-mark-complete';
import { PdStatusText } from './pd-status-text';
import './pd.css';

/**
 * /myflexpd/lessons/{lessonKey}: one PD lesson's page (the relative link of spec §3 PD lesson), in the reader's
 * language: what it teaches, ideas to try in class, and "Mark complete". Staff only (spec §6).
 */
export function PdLessonPage() {
  const customer = useCustomer();
  return (
    <RequirePage isAllowed={isInAudience(customer, 'staff')}>
      <PdLessonContent districtId={customer.district_id} />
    </RequirePage>
  );
}

function PdLessonContent({ districtId }: { districtId: number }) {
  const { t, locale } = useI18n();
  const { lessonKey } = useParams();
  const contents = usePdContents(districtId);
  const progress = usePdProgress();
  const back = (
    <p className="pd-back">
      <Link to="/myflexpd">{t('pd.backToList')}</Link>
    </p>
  );
  if (contents.isPending || progress.isPending) return <LoadingState />;
  if (contents.isError || progress.isError)
    return <ErrorState message={t('pd.loadFailed')} onRetry={() => void contents.refetch()} />;
  const lesson = contents.data.find((l) => l.key === lessonKey);
  if (!lesson)
    return (
      <>
        {back}
        <EmptyState message={t('pd.lessonMissing')} />
      </>
    );

  const text = textOf(lesson, locale);
  const status = statusOf(progress.data.find((p) => p.lesson_key === lesson.key));
  return (
    <article className="pd-article">
      {back}
      <PageHeading title={text.pageTitle} lead={text.summary} />
      <p className="pd-lesson__meta">
        <span>{t(`pd.module.${lesson.moduleName}`)}</span>
        {lesson.lessonGroupName && <span>{t('pd.lessonGroup', { name: lesson.lessonGroupName })}</span>}
        <span>{t('pd.minutes', { minutes: lesson.minutes })}</span>
        <PdStatusText status={status} />
      </p>
      <div className="pd-article__body">
        {text.body.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
      {text.tryThis.length > 0 && (
        <section className="pd-article__try" aria-labelledby="pd-try-this">
          <h2 id="pd-try-this">{t('pd.tryThis')}</h2>
          <ul>
            {text.tryThis.map((idea) => (
              <li key={idea}>{idea}</li>
            ))}
          </ul>
        </section>
      )}
      <div className="pd-lesson__actions">
        <PdMarkComplete lesson={lesson} lessonName={text.lessonName} status={status} />
      </div>
    </article>
  );
}
