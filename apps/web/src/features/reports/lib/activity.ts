import type { ActivityEvent } from '@dash/contracts';
import type { MessageKey } from '../../../lib/i18n';

/** Spec §9: the activity feed asks for its next page when the end of the list is 100 px away. */
export const ACTIVITY_SCROLL_THRESHOLD_PX = 100;

/** Whose activity a pane shows: the words of its empty states differ (spec §8). */
export type ActivityOwner = 'classroom' | 'student';

/** The next-page tokens of an answer (spec §3 pu, pt, pd), or none after the last page. */
export function nextPageOf(page: { pu: string | null; pt: number | null; pd: string | null }) {
  return page.pu === null || page.pt === null || page.pd === null
    ? undefined
    : { pu: page.pu, pt: page.pt, pd: page.pd };
}

/** The words under the list: nothing in the window at all, or nothing more after what is shown (spec §8). */
export function endMessageKey(owner: ActivityOwner, shown: number): MessageKey {
  if (owner === 'classroom')
    return shown === 0 ? 'activity.noEventsClassroom' : 'activity.noMoreEventsClassroom';
  return shown === 0 ? 'activity.noEventsStudent' : 'activity.noMoreEventsStudent';
}

const EVENT_NAME_KEYS: Record<number, MessageKey> = {
  100: 'activity.event.100',
  110: 'activity.event.110',
  120: 'activity.event.120',
  130: 'activity.event.130',
  200: 'activity.event.200',
  210: 'activity.event.210',
  220: 'activity.event.220',
  300: 'activity.event.300',
  400: 'activity.event.400',
  500: 'activity.event.500',
  600: 'activity.event.600',
  701: 'activity.event.701',
  702: 'activity.event.702',
  703: 'activity.event.130',
  900: 'activity.event.900',
};

/** The name an event reads under, in the reader's language; the server's English name for a code not known here. */
export const eventNameKey = (code: number): MessageKey | null => EVENT_NAME_KEYS[code] ?? null;

const INSTANCE_KEYS: MessageKey[] = [
  'activity.instance.1',
  'activity.instance.2',
  'activity.instance.3',
  'activity.instance.4',
  'activity.instance.5',
];

/** "First time" … "4th time", then "5 times or more" (spec §4: ordinals capped at 5); none before a first completion. */
export function instanceKey(event: Pick<ActivityEvent, 'event_code' | 'lesson_completed_instance_count'>) {
  const count = event.lesson_completed_instance_count;
  if (event.event_code !== 110 || count === null || count < 1) return null;
  return INSTANCE_KEYS[Math.min(count, INSTANCE_KEYS.length) - 1]!;
}

/** Minutes played, as the feed shows them (the server already counts at least a minute). */
export const minutesOf = (ms: number) => Math.max(1, Math.round(ms / 60_000));

/** Events by the district-local day they happened, newest day first, keeping the feed's order. */
export function byDay<E extends { timestamp: number }>(events: readonly E[], timeZone: string) {
  const format = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });
  const days: { day: string; events: E[] }[] = [];
  for (const event of events) {
    const day = format.format(event.timestamp);
    const last = days.at(-1);
    if (last?.day === day) last.events.push(event);
    else days.push({ day, events: [event] });
  }
  return days;
}
