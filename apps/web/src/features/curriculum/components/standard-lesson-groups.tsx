import { Link } from 'react-router';
import { ErrorState, LoadingState } from '../../../components/ui/query-state';
import { useI18n } from '../../../lib/i18n';
import { useStandardLessonGroups } from '../api/curriculum-api';

/** The lesson groups that teach a standard, in curriculum order, with their lessons and PD lesson. */
export function StandardLessonGroups({ standardId }: { standardId: number }) {
  const { t } = useI18n();
  const groups = useStandardLessonGroups(standardId);
  return (
    <section aria-labelledby="curriculum-groups">
      <h2 id="curriculum-groups" className="curriculum-section-title">
        {t('curriculum.lessonGroups')}
      </h2>
      {groups.isPending && <LoadingState />}
      {groups.isError && (
        <ErrorState message={t('curriculum.groupsFailed')} onRetry={() => void groups.refetch()} />
      )}
      {groups.data && (
        <ul className="curriculum-groups">
          {groups.data.map((group) => (
            <li key={group.id} className="curriculum-group">
              <h3>{group.name}</h3>
              <p>{group.ld || group.short_description}</p>
              <p className="curriculum-group__meta">
                {t('curriculum.lessonsCount', { count: group.lessons_count })}
                {group.pdLink && (
                  <>
                    {' · '}
                    <Link to={`/myflexpd?${new URLSearchParams({ lessonGroup: group.pdLink }).toString()}`}>
                      {t('curriculum.pdLink')}
                    </Link>
                  </>
                )}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
