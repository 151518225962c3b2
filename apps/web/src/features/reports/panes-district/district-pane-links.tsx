import { Link } from 'react-router';
import { useI18n } from '../../../lib/i18n';
import { DISTRICT_PANES } from './district-pane-list';
import './district-panes.css';

/**
 * The district-wide panes as a list on /reports: each title links to its pane, with what it is for. Titled as the
 * district's reports for whoever sees the whole district, as their schools' reports for a school administrator.
 */
export function DistrictPaneLinks({ districtWide }: { districtWide: boolean }) {
  const { t } = useI18n();
  return (
    <section className="district-pane-links" aria-labelledby="district-pane-links-title">
      <h2 id="district-pane-links-title">{t(districtWide ? 'reports.panes' : 'reports.panesForSchools')}</h2>
      <p className="muted">{t('reports.panesLead')}</p>
      <ul className="district-pane-links__list">
        {DISTRICT_PANES.map((pane) => (
          <li key={pane.slug} className="district-pane-links__item">
            <Link to={pane.path} className="district-pane-links__title">
              {t(pane.titleKey)}
            </Link>
            <p>{t(pane.purposeKey)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
