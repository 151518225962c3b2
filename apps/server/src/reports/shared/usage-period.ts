/**
 * The start every usage report shares (lists, charts, highlights, the student overview): the period resolved
 * from the request in the district's zone, who reads the figures, and the aggregation input over that period.
 */
import type { Actor } from '../../accounts/actor.js';
import { visibleScope, type VisibleScope } from '../../policy/policy.js';
import type { AggregateInput, GroupKind, MemberFilter } from '../lists/aggregates.repository.js';
import { resolveTimeframe, viewerOf, type TimeframeParams } from './report-envelope.js';

/** The period of a usage report (`fallback` when the request names none), its viewer and aggregation input. */
export function usagePeriod(actor: Actor, query: TimeframeParams, fallback: string, now: number) {
  const timeframe = resolveTimeframe(query, actor.district.timeZone, fallback, now);
  return {
    timeframe,
    viewer: viewerOf(actor),
    /** Groups of `kind` over the members matching `filter`, in the caller's list scope unless told another. */
    aggregateInput: (
      kind: GroupKind,
      filter: MemberFilter,
      scope: VisibleScope = visibleScope(actor),
    ): AggregateInput => ({
      districtId: actor.districtId,
      academicStandard: actor.district.academicStandard,
      kind,
      scope,
      filter,
      period: timeframe,
    }),
  };
}
