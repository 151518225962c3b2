import type { ComponentType } from 'react';
import { Link } from 'react-router';
import { PageHeading } from '../../../components/ui/page-heading';
import { useCustomer } from '../../../lib/customer';
import { useI18n } from '../../../lib/i18n';
import { AssignmentOverviewPane } from './assignment-overview-pane';
import { DISTRICT_PANES, type DistrictPaneSlug } from './district-pane-list';
import type { DistrictPaneProps } from './district-pane-props';
import { DpiPane } from './dpi-pane';
import { GrowthPane } from './growth-pane';
import { ImpactPane } from './impact-pane';
import { PredictiveInsightsPane } from './predictive-insights-pane';
import { ProgressPane } from './progress-pane';
import { StandardsProficiencyPane } from './standards-proficiency-pane';
import { StudentUsagePane } from './student-usage-pane';
import './district-panes.css';

const PANES: Record<DistrictPaneSlug, ComponentType<DistrictPaneProps>> = {
  impact: ImpactPane,
  'student-usage': StudentUsagePane,
  'predictive-insights': PredictiveInsightsPane,
  dpi: DpiPane,
  'standards-proficiency': StandardsProficiencyPane,
  growth: GrowthPane,
  progress: ProgressPane,
  'assignment-overview': AssignmentOverviewPane,
};

/**
 * One district-wide report pane for administrators: its title, the sentence saying what it is for, the way
 * back to /reports, then the pane. Who may open it is the route's business (audience admins).
 */
export function DistrictPanePage({ slug }: { slug: DistrictPaneSlug }) {
  const customer = useCustomer();
  const { t } = useI18n();
  const entry = DISTRICT_PANES.find((pane) => pane.slug === slug)!;
  const Pane = PANES[slug];
  return (
    <div className="district-pane">
      <p className="district-pane__back">
        <Link to="/reports">{t('districtPanes.back')}</Link>
      </p>
      <PageHeading title={t(entry.titleKey)} lead={customer.district_name} />
      <p className="district-pane__purpose">{t(entry.purposeKey)}</p>
      <Pane customer={customer} />
    </div>
  );
}
