import type { Customer, ReportState } from '@dash/contracts';
import { Link } from 'react-router';
import { useI18n } from '../../../lib/i18n';
import './classroom-manage.css';

/**
 * The info pane's edit cog (spec §2 "an edit cog when the customer can edit"): on a classroom, for a customer
 * whose policy lets them edit it and who holds provision ids (spec §5), a link to the classroom's settings —
 * the teacher's settings page, or an administrator's Manage page.
 */
export function ClassroomEditCog({
  state,
  itemId,
  customer,
}: {
  state: ReportState;
  itemId: number;
  customer: Customer;
}) {
  const { t } = useI18n();
  const canEdit =
    state === 'classroom' &&
    customer.policy.classroom?.edit === true &&
    !customer.edit_locked &&
    customer.provision_uid !== null &&
    customer.district_provision_uid !== null;
  if (!canEdit) return null;
  const page = customer.isAdmin ? '/settings' : '/teacher-settings';
  return (
    <Link
      className="button button--secondary manage-classroom__cog"
      to={`${page}?classroomId=${itemId}`}
      title={t('manageClassroom.editCog')}
    >
      <svg
        aria-hidden="true"
        width="18"
        height="18"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      >
        <circle cx="12" cy="12" r="3" />
        <path d="M19.4 15a1.7 1.7 0 0 0 .3 1.8l.1.1a2 2 0 1 1-2.8 2.8l-.1-.1a1.7 1.7 0 0 0-1.8-.3 1.7 1.7 0 0 0-1 1.5V21a2 2 0 1 1-4 0v-.1a1.7 1.7 0 0 0-1.1-1.5 1.7 1.7 0 0 0-1.8.3l-.1.1a2 2 0 1 1-2.8-2.8l.1-.1a1.7 1.7 0 0 0 .3-1.8 1.7 1.7 0 0 0-1.5-1H3a2 2 0 1 1 0-4h.1a1.7 1.7 0 0 0 1.5-1.1 1.7 1.7 0 0 0-.3-1.8l-.1-.1a2 2 0 1 1 2.8-2.8l.1.1a1.7 1.7 0 0 0 1.8.3H9a1.7 1.7 0 0 0 1-1.5V3a2 2 0 1 1 4 0v.1a1.7 1.7 0 0 0 1 1.5 1.7 1.7 0 0 0 1.8-.3l.1-.1a2 2 0 1 1 2.8 2.8l-.1.1a1.7 1.7 0 0 0-.3 1.8V9a1.7 1.7 0 0 0 1.5 1H21a2 2 0 1 1 0 4h-.1a1.7 1.7 0 0 0-1.5 1z" />
      </svg>
      <span className="manage-classroom__cog-label">{t('nav.settings')}</span>
    </Link>
  );
}
