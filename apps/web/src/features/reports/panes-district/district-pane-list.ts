/** The administrators' district-wide report panes (spec §2 /reports/*) this feature builds, in the spec's order. */
import type { MessageKey } from '../../../lib/i18n';

export const DISTRICT_PANE_SLUGS = [
  'impact',
  'student-usage',
  'predictive-insights',
  'dpi',
  'standards-proficiency',
  'growth',
  'progress',
  'assignment-overview',
] as const;
export type DistrictPaneSlug = (typeof DISTRICT_PANE_SLUGS)[number];

export interface DistrictPaneEntry {
  slug: DistrictPaneSlug;
  path: `/reports/${DistrictPaneSlug}`;
  titleKey: MessageKey;
  /** One sentence: what the pane is for, shown under its title and on /reports. */
  purposeKey: MessageKey;
}

const KEY: Record<DistrictPaneSlug, string> = {
  impact: 'impact',
  'student-usage': 'studentUsage',
  'predictive-insights': 'predictive',
  dpi: 'dpi',
  'standards-proficiency': 'standardsProficiency',
  growth: 'growth',
  progress: 'progress',
  'assignment-overview': 'assignments',
};

export const DISTRICT_PANES: readonly DistrictPaneEntry[] = DISTRICT_PANE_SLUGS.map((slug) => ({
  slug,
  path: `/reports/${slug}`,
  titleKey: `districtPanes.${KEY[slug]}.title` as MessageKey,
  purposeKey: `districtPanes.${KEY[slug]}.purpose` as MessageKey,
}));
