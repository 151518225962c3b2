import type { Customer } from '@dash/contracts';
import { Link } from 'react-router';
import { reportHref, type ReportContext } from '../../../lib/report-links';
import { gradeName, useI18n } from '../../../lib/i18n';
import { displayName, NAV_LIST_OF, useNavList } from '../api/get-nav-list';
import { ITEM_TYPE_KEYS } from '../lib/item-types';
import type { ReportLocation } from '../lib/report-location';
import { crumbOf, parseBreadcrumbs, type Crumb } from '../lib/report-url';
import './breadcrumbs.css';

/**
 * The trail of the `breadcrumbs` parameter (spec §2 short codes), each a link back up. Context ids a level
 * needs come from the levels above it in the trail.
 */
export function Breadcrumbs({
  location,
  customer,
  currentName,
}: {
  location: ReportLocation;
  customer: Customer;
  currentName: string;
}) {
  const { t } = useI18n();
  const crumbs = parseBreadcrumbs(location.breadcrumbs);
  if (crumbs.length === 0) return null;
  const context: ReportContext = {};
  const links = crumbs.map((crumb, index) => {
    const href = reportHref(
      location.districtId,
      crumb.state,
      crumb.id,
      { ...context },
      { breadcrumbs: crumbs.slice(0, index).map(code).join(',') || undefined, timeframe: location.timeframe },
    );
    if (crumb.state === 'school') context.schoolId = crumb.id;
    if (crumb.state === 'teacher') context.teacherId = crumb.id;
    if (crumb.state === 'classroom') context.classroomId = crumb.id;
    return { crumb, href };
  });
  return (
    <nav className="breadcrumbs" aria-label={t('report.breadcrumbs')}>
      <ol>
        {links.map(({ crumb, href }) => (
          <li key={`${crumb.state}${crumb.id}`}>
            <Link to={href}>
              <CrumbName
                crumb={crumb}
                districtId={location.districtId}
                customer={customer}
                fallback={t(ITEM_TYPE_KEYS[crumb.state])}
              />
            </Link>
          </li>
        ))}
        <li aria-current="page">{currentName}</li>
      </ol>
    </nav>
  );
}

const code = (crumb: Crumb) => crumbOf({ state: crumb.state, itemId: crumb.id });

function CrumbName({
  crumb,
  districtId,
  customer,
  fallback,
}: {
  crumb: Crumb;
  districtId: number;
  customer: Customer;
  fallback: string;
}) {
  const { t, locale } = useI18n();
  const kind = NAV_LIST_OF[crumb.state];
  const isNamedHere = crumb.state === 'district' || crumb.state === 'grade';
  const list = useNavList(districtId, kind ?? 'schools', {}, kind !== undefined && !isNamedHere);
  if (crumb.state === 'district') return customer.district_name;
  if (crumb.state === 'grade') return gradeName({ t, locale }, crumb.id);
  const row = list.data?.find((entry) => entry.id === crumb.id);
  return row ? displayName(row) : fallback;
}
