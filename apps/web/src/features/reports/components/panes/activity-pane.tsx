import { useEffect, useRef } from 'react';
import { ErrorState, LoadingState } from '../../../../components/ui/query-state';
import { useI18n } from '../../../../lib/i18n';
import { useActivity } from '../../api/get-activity';
import { ACTIVITY_SCROLL_THRESHOLD_PX, byDay, endMessageKey } from '../../lib/activity';
import type { PaneProps } from '../../lib/report-panes';
import { PaneFrame } from '../pane-frame';
import { ActivityItem } from './activity-item';
import './activity.css';

/** Calls `onNear` whenever the returned element comes within the threshold of the visible end of the page. */
function useNearEnd(onNear: () => void, isActive: boolean) {
  const ref = useRef<HTMLDivElement>(null);
  const near = useRef(onNear);
  near.current = onNear;
  useEffect(() => {
    const element = ref.current;
    if (!element || !isActive || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) near.current();
      },
      { rootMargin: `0px 0px ${ACTIVITY_SCROLL_THRESHOLD_PX}px 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [isActive]);
  return ref;
}

/**
 * The Activity tab of a classroom, a student or a guardian's child (spec §2, §4): every event of the last 30
 * days, newest first and by day, each with its badge, name, lesson, standards and time; the next page loads
 * 100 px before the end of the list.
 */
export function ActivityPane({ view, location, customer, title }: PaneProps<'activity'>) {
  const { t, formatDateTime } = useI18n();
  const activity = useActivity(view.endpoint);
  const { hasNextPage, isFetchingNextPage, isError, fetchNextPage } = activity;
  const canLoadMore = activity.isSuccess && hasNextPage && !isFetchingNextPage && !isError;
  const sentinel = useNearEnd(() => void fetchNextPage(), canLoadMore);
  const timeZone = customer.district_time_zone;
  const events = activity.data?.pages.flatMap((page) => page.data) ?? [];
  const dates = activity.data?.pages[0]?.report_dates;
  const dayTitle = (day: string) =>
    formatDateTime(new Date(`${day}T12:00:00Z`), { dateStyle: 'full', timeZone: 'UTC' });

  return (
    <PaneFrame title={title} timeZone={timeZone} dates={dates}>
      <p className="muted activity__lead">{t(`activity.lead.${view.of}`)}</p>
      {activity.isPending ? (
        <LoadingState label={t('report.loading')} />
      ) : activity.isError && events.length === 0 ? (
        <ErrorState onRetry={() => void activity.refetch()} />
      ) : (
        <div className="activity" data-owner={view.of}>
          {byDay(events, timeZone).map(({ day, events: ofDay }) => (
            <section key={day} className="activity__day" aria-label={dayTitle(day)}>
              <h3 className="activity__day-title">{dayTitle(day)}</h3>
              <ol className="activity__list">
                {ofDay.map((event) => (
                  <ActivityItem
                    key={event.uid}
                    event={event}
                    districtId={location.districtId}
                    timeZone={timeZone}
                    studentHref={view.studentHref}
                  />
                ))}
              </ol>
            </section>
          ))}
          <div ref={sentinel} className="activity__sentinel" />
          {isFetchingNextPage && <LoadingState label={t('activity.loadingMore')} />}
          {isError && events.length > 0 && <ErrorState onRetry={() => void fetchNextPage()} />}
          {!hasNextPage && !isError && (
            <p className="muted activity__end">{t(endMessageKey(view.of, events.length))}</p>
          )}
        </div>
      )}
    </PaneFrame>
  );
}
