import {
  AUTHENTICATION_TYPES,
  PICTURE_PASSWORD_NUMBERS,
  type StudentWithPassword,
  type StudentsWithPasswords,
} from '@dash/contracts';
import { useEffect, useState } from 'react';
import { ErrorState, LoadingState } from '../../../components/ui/query-state';
import { useI18n } from '../../../lib/i18n';
import { useClassroomRead } from './manage-classroom-api';
import type { PaneFormProps } from './pane-form';
import { ResetPasswordForm } from './reset-password-form';
import { ReadOnlyNote } from './write-error';

/**
 * password (spec §2, §3 Student (settings)): each student's password as the class signs in (the picture's
 * name or the text), shown on request; one student's password reset at a time.
 */
export function PasswordPane({ classroomId, onDirtyChange }: PaneFormProps) {
  const read = useClassroomRead('studentsWithPasswords', classroomId);
  if (read.isPending) return <LoadingState />;
  if (read.isError) return <ErrorState onRetry={() => void read.refetch()} />;
  return <PasswordList data={read.data} onDirtyChange={onDirtyChange} />;
}

function PasswordList({
  data,
  onDirtyChange,
}: {
  data: StudentsWithPasswords;
  onDirtyChange: PaneFormProps['onDirtyChange'];
}) {
  const { t } = useI18n();
  const [shown, setShown] = useState<ReadonlySet<number>>(new Set());
  const [resetting, setResetting] = useState<number | null>(null);
  const [changed, setChanged] = useState<number | null>(null);
  const isPicture = data.authentication_type === AUTHENTICATION_TYPES.picture;
  useEffect(() => {
    if (resetting === null) onDirtyChange(false);
  }, [resetting, onDirtyChange]);

  const passwordOf = (student: StudentWithPassword) => {
    if (!isPicture) return student.text_password ?? t('manageClassroom.password.none');
    const picture = student.picture_password;
    return picture && (PICTURE_PASSWORD_NUMBERS as readonly number[]).includes(picture)
      ? t(`print.picture.${picture as (typeof PICTURE_PASSWORD_NUMBERS)[number]}`)
      : t('manageClassroom.password.none');
  };
  const toggleShown = (id: number) =>
    setShown((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <div className="manage-classroom__form">
      <ReadOnlyNote editable={data.editable} />
      <p className="muted">
        {isPicture ? t('manageClassroom.password.leadPicture') : t('manageClassroom.password.leadText')}
      </p>
      {changed !== null && (
        <p className="manage-classroom__saved" role="status">
          {t('manageClassroom.password.changed')}
        </p>
      )}
      <ul className="manage-classroom__passwords">
        {data.students.map((student) => (
          <li key={student.id} className="manage-classroom__password-row">
            <div className="manage-classroom__password-main">
              <span className="manage-classroom__student-name">
                {student.first_name} {student.last_name}
              </span>
              <span className="muted">{student.username}</span>
              <span className="manage-classroom__password-value" data-testid={`password-${student.id}`}>
                {shown.has(student.id) ? passwordOf(student) : '••••••'}
              </span>
              <button
                type="button"
                className="button button--secondary"
                aria-pressed={shown.has(student.id)}
                onClick={() => toggleShown(student.id)}
              >
                {shown.has(student.id)
                  ? t('manageClassroom.password.hide')
                  : t('manageClassroom.password.show')}
                <span className="visually-hidden">
                  {' '}
                  {student.first_name} {student.last_name}
                </span>
              </button>
              {data.editable && resetting !== student.id && (
                <button
                  type="button"
                  className="button button--secondary"
                  onClick={() => {
                    setChanged(null);
                    setResetting(student.id);
                  }}
                >
                  {t('manageClassroom.password.reset')}
                  <span className="visually-hidden">
                    {' '}
                    {student.first_name} {student.last_name}
                  </span>
                </button>
              )}
            </div>
            {resetting === student.id && (
              <ResetPasswordForm
                student={student}
                isPicture={isPicture}
                onDirtyChange={onDirtyChange}
                onDone={(didChange) => {
                  setResetting(null);
                  if (didChange) {
                    setChanged(student.id);
                    setShown((current) => new Set([...current, student.id]));
                  }
                }}
              />
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
