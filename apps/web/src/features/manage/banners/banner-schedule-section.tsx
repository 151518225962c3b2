import { localDay, type Banner } from '@dash/contracts';
import { useState } from 'react';
import { ChoiceDialog } from '../../../components/ui/choice-dialog';
import { EmptyState, ErrorState, LoadingState } from '../../../components/ui/query-state';
import { useCustomer } from '../../../lib/customer';
import { useI18n } from '../../../lib/i18n';
import { WriteError } from '../classroom/write-error';
import { useBannerSchedule, useBannerWrite } from './banners-api';
import { BannerForm, ROLE_LABELS, STYLE_LABELS } from './banner-form';
import './banners.css';

/**
 * The district's banner schedule on the Manage page (district admins): every banner with who sees it, its days and
 * whether it is on; add, change or delete one. The first enabled banner whose days include today is shown.
 */
export function BannerScheduleSection({ districtId }: { districtId: number }) {
  const { t } = useI18n();
  const customer = useCustomer();
  const schedule = useBannerSchedule(districtId);
  const { save, remove } = useBannerWrite(districtId);
  const [editing, setEditing] = useState<Banner | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Banner | null>(null);
  if (schedule.isPending) return <LoadingState />;
  if (schedule.isError) return <ErrorState onRetry={() => void schedule.refetch()} />;

  const open = (next: Banner | 'new') => {
    save.reset();
    setEditing(next);
  };
  return (
    <div className="manage__stack">
      <p className="muted">{t('banner.schedule.lead')}</p>
      {schedule.data.length === 0 ? (
        <EmptyState message={t('banner.schedule.none')} />
      ) : (
        <ScheduleTable banners={schedule.data} onEdit={open} onDelete={setDeleting} />
      )}
      <WriteError error={remove.error} />
      {editing === null ? (
        <div>
          <button type="button" className="button button--primary" onClick={() => open('new')}>
            {t('banner.schedule.add')}
          </button>
        </div>
      ) : (
        <section className="manage__detail">
          <BannerForm
            key={editing === 'new' ? 'new' : editing.id}
            banner={editing === 'new' ? null : editing}
            today={localDay(Date.now(), customer.district_time_zone)}
            isPending={save.isPending}
            error={save.error}
            onSave={(banner) =>
              save.mutate(
                { id: editing === 'new' ? null : editing.id, banner },
                { onSuccess: () => setEditing(null) },
              )
            }
            onCancel={() => setEditing(null)}
          />
        </section>
      )}
      {deleting && (
        <ChoiceDialog
          title={t('banner.delete.title')}
          description={<p>{t('banner.delete.warning', { message: deleting.message })}</p>}
          actions={[
            {
              label: t('banner.delete.keep'),
              onClick: () => setDeleting(null),
              className: 'button--secondary',
              isSafe: true,
            },
            {
              label: t('banner.delete.confirm'),
              className: 'button--primary',
              disabled: remove.isPending,
              onClick: () => remove.mutate(deleting.id, { onSettled: () => setDeleting(null) }),
            },
          ]}
        />
      )}
    </div>
  );
}

function ScheduleTable({
  banners,
  onEdit,
  onDelete,
}: {
  banners: Banner[];
  onEdit: (banner: Banner) => void;
  onDelete: (banner: Banner) => void;
}) {
  const { t, formatDateTime } = useI18n();
  const day = (text: string) =>
    formatDateTime(new Date(`${text}T12:00:00Z`), { dateStyle: 'medium', timeZone: 'UTC' });
  return (
    <div className="table-scroll" role="region" aria-label={t('banner.schedule.title')} tabIndex={0}>
      <table className="manage__table">
        <caption className="visually-hidden">{t('banner.schedule.title')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('banner.form.message')}</th>
            <th scope="col">{t('banner.schedule.who')}</th>
            <th scope="col">{t('banner.schedule.days')}</th>
            <th scope="col">{t('banner.schedule.state')}</th>
            <th scope="col">
              <span className="visually-hidden">{t('banner.schedule.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {banners.map((banner) => (
            <tr key={banner.id}>
              <td>
                {banner.message}
                <div className="muted">{t(STYLE_LABELS[banner.css_class])}</div>
              </td>
              <td>
                {banner.restrict_to.length === 0
                  ? t('banner.role.everyone')
                  : banner.restrict_to.map((role) => t(ROLE_LABELS[role])).join(', ')}
              </td>
              <td className="banner-schedule__days">
                {day(banner.start_date)} – {day(banner.end_date)}
              </td>
              <td>{t(banner.enabled ? 'banner.schedule.on' : 'banner.schedule.off')}</td>
              <td>
                <div className="banner-schedule__actions">
                  <button
                    type="button"
                    className="button button--secondary"
                    aria-label={t('banner.schedule.editOne', { message: banner.message })}
                    onClick={() => onEdit(banner)}
                  >
                    {t('banner.schedule.edit')}
                  </button>
                  <button
                    type="button"
                    className="button button--secondary"
                    aria-label={t('banner.schedule.deleteOne', { message: banner.message })}
                    onClick={() => onDelete(banner)}
                  >
                    {t('banner.schedule.delete')}
                  </button>
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
