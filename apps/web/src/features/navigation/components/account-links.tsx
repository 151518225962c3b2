import type { Customer } from '@dash/contracts';
import { useState } from 'react';
import { Link } from 'react-router';
import { useI18n } from '../../../lib/i18n';
import { useCustomerSchools } from '../lib/school-admin-mode-api';
import { ChooseSchoolModal } from './choose-school';
import './account-links.css';

/**
 * The header's account links (spec §2 Layout: API key; /preferences for admins, /teacher-preferences for
 * teachers) and the school-admin mode chooser (spec §4: for a school admin with several schools or classrooms,
 * or in the classrooms mode). The API key link needs the district's api_key flag (spec §6); Manage links to
 * the page for every district admin.
 */
export function AccountLinks({ customer }: { customer: Customer }) {
  const { t } = useI18n();
  if (customer.role === 'guardian') return null;
  const showsChooser =
    customer.is_school_admin &&
    (customer.school_admin_ids.length > 1 ||
      customer.classroom_ids.length > 0 ||
      customer.school_admin_mode === 2);
  return (
    <span className="account-links">
      {showsChooser && <SchoolChooser />}
      <Link className="account-links__link" to={customer.isAdmin ? '/preferences' : '/teacher-preferences'}>
        {t('preferences.title')}
      </Link>
      {customer.is_district_admin && customer.feature_flags.api_key && (
        <Link className="account-links__link" to="/api-key">
          {t('apiKey.title')}
        </Link>
      )}
    </span>
  );
}

function SchoolChooser() {
  const { t } = useI18n();
  const [isOpen, setIsOpen] = useState(false);
  const schools = useCustomerSchools(isOpen);
  return (
    <>
      <button type="button" className="account-links__button" onClick={() => setIsOpen(true)}>
        {t('schoolAdminMode.chooseTitle')}
      </button>
      {isOpen && schools.data && (
        <ChooseSchoolModal schools={schools.data} onClose={() => setIsOpen(false)} />
      )}
    </>
  );
}
