import type { EducatorEngagementRow, PageCount, SchoolEngagementRow } from '@dash/contracts';
import { useI18n } from '../../../lib/i18n';
import { pageLabelKey } from '../lib/page-labels';

/** A page's name, or its path when it has none. */
export function PageName({ page }: { page: string }) {
  const { t } = useI18n();
  const key = pageLabelKey(page);
  return <>{key ? t(key) : page}</>;
}

/** Per school: educators active of all, page views, minutes. */
export function SchoolEngagementTable({ rows }: { rows: readonly SchoolEngagementRow[] }) {
  const { t, formatNumber } = useI18n();
  return (
    <div className="table-scroll" tabIndex={0} role="region" aria-labelledby="engagement-schools">
      <table className="engagement-table">
        <thead>
          <tr>
            <th scope="col">{t('engagement.col.school')}</th>
            <th scope="col" className="numeric">
              {t('engagement.col.activeEducators')}
            </th>
            <th scope="col" className="numeric">
              {t('engagement.col.pageViews')}
            </th>
            <th scope="col" className="numeric">
              {t('engagement.col.minutes')}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.school_id}>
              <th scope="row">{row.name}</th>
              <td className="numeric">
                {t('engagement.activeOf', { active: row.active_educators, total: row.educators })}
              </td>
              <td className="numeric">{formatNumber(row.page_views)}</td>
              <td className="numeric">{formatNumber(row.minutes)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Per educator: role, schools, page views, minutes, last visit and most-visited pages. */
export function EducatorEngagementTable({ rows }: { rows: readonly EducatorEngagementRow[] }) {
  const { t, formatNumber, formatDateTime } = useI18n();
  return (
    <div className="table-scroll" tabIndex={0} role="region" aria-labelledby="engagement-educators">
      <table className="engagement-table">
        <thead>
          <tr>
            <th scope="col">{t('engagement.col.educator')}</th>
            <th scope="col">{t('engagement.col.schools')}</th>
            <th scope="col" className="numeric">
              {t('engagement.col.pageViews')}
            </th>
            <th scope="col" className="numeric">
              {t('engagement.col.minutes')}
            </th>
            <th scope="col">{t('engagement.col.lastVisit')}</th>
            <th scope="col">{t('engagement.col.topPages')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} data-educator={row.id}>
              <th scope="row">
                {t('engagement.name', { first: row.first_name, last: row.last_name })}
                <span className="engagement-table__role">{t(`engagement.role.${row.role}`)}</span>
              </th>
              <td>{row.school_names.join(', ') || '—'}</td>
              <td className="numeric">{formatNumber(row.page_views)}</td>
              <td className="numeric">{formatNumber(row.minutes)}</td>
              <td>
                {row.last_visit
                  ? formatDateTime(new Date(row.last_visit), { dateStyle: 'medium', timeStyle: 'short' })
                  : t('engagement.never')}
              </td>
              <td>
                <TopPages pages={row.top_pages} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function TopPages({ pages }: { pages: readonly PageCount[] }) {
  const { t } = useI18n();
  if (pages.length === 0) return <>—</>;
  return (
    <ul className="engagement-table__pages">
      {pages.map((p) => (
        <li key={p.page}>
          <PageName page={p.page} /> {t('engagement.views', { count: p.views })}
        </li>
      ))}
    </ul>
  );
}
