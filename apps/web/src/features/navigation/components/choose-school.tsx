import type { CustomerSchools } from '@dash/contracts';
import { useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { ModalDialog } from '../../../components/ui/modal-dialog';
import { useI18n } from '../../../lib/i18n';
import { useSaveSchoolAdminMode } from '../lib/school-admin-mode-api';

/**
 * The choose-school modal (spec §2 Modals; §3 school_admin_mode 1 school admin, 2 classrooms; §4 "Choosing a
 * school saves session settings and redirects to /"): the mode (classrooms only for one who teaches) and one of
 * the customer's schools.
 */
export function ChooseSchoolModal({ schools, onClose }: { schools: CustomerSchools; onClose: () => void }) {
  const { t } = useI18n();
  const navigate = useNavigate();
  const schoolId = useId();
  const firstRef = useRef<HTMLInputElement>(null);
  const [mode, setMode] = useState<1 | 2>(schools.mode === 2 ? 2 : 1);
  const [school, setSchool] = useState(schools.selected_school_id ?? schools.schools[0]?.id ?? null);
  const save = useSaveSchoolAdminMode();
  const submit = () => {
    const name = schools.schools.find((s) => s.id === school)?.name ?? null;
    save.mutate(
      { mode, selected_school_id: school, selected_school_name: name },
      {
        onSuccess: () => {
          onClose();
          void navigate('/');
        },
      },
    );
  };
  return (
    <ModalDialog
      isOpen
      title={t('schoolAdminMode.chooseTitle')}
      onCancel={onClose}
      initialFocusRef={firstRef}
    >
      <div className="choose-school">
        <fieldset className="choose-school__modes">
          <legend>{t('schoolAdminMode.mode')}</legend>
          {([1, 2] as const).map((value) => (
            <label key={value} className="choose-school__mode">
              <input
                ref={value === mode ? firstRef : undefined}
                type="radio"
                name="school-admin-mode"
                checked={mode === value}
                disabled={value === 2 && !schools.can_use_classrooms_mode}
                onChange={() => setMode(value)}
              />
              {t(value === 2 ? 'schoolAdminMode.classrooms' : 'schoolAdminMode.schoolAdmin')}
            </label>
          ))}
        </fieldset>
        <div className="field">
          <label className="field__label" htmlFor={schoolId}>
            {t('schoolAdminMode.school')}
          </label>
          <select
            id={schoolId}
            className="field__input"
            value={school ?? ''}
            onChange={(event) => setSchool(Number(event.target.value))}
          >
            {schools.schools.map((s) => (
              <option key={s.id} value={s.id}>
                {s.name}
              </option>
            ))}
          </select>
        </div>
        {save.isError && (
          <p className="choose-school__error" role="alert">
            {t('schoolAdminMode.failed')}
          </p>
        )}
      </div>
      <div className="modal-dialog__actions">
        <button type="button" className="button button--primary" onClick={submit} disabled={save.isPending}>
          {t('schoolAdminMode.save')}
        </button>
        <button type="button" className="button button--secondary" onClick={onClose}>
          {t('schoolAdminMode.cancel')}
        </button>
      </div>
    </ModalDialog>
  );
}
