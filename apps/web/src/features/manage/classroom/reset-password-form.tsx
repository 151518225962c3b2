import { PICTURE_PASSWORD_NUMBERS, type StudentWithPassword } from '@dash/contracts';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useI18n } from '../../../lib/i18n';
import { useStudentPassword } from './manage-classroom-api';
import { WriteError } from './write-error';

type PictureNumber = (typeof PICTURE_PASSWORD_NUMBERS)[number];

/** Resets one student's password: one of the nine named pictures (spec §3), or a new text password. */
export function ResetPasswordForm({
  student,
  isPicture,
  onDirtyChange,
  onDone,
}: {
  student: StudentWithPassword;
  isPicture: boolean;
  onDirtyChange: (isDirty: boolean) => void;
  onDone: (didChange: boolean) => void;
}) {
  const { t } = useI18n();
  const textId = useId();
  const [picture, setPicture] = useState<PictureNumber | null>(null);
  const [text, setText] = useState('');
  const save = useStudentPassword(student.id);
  const isDirty = isPicture ? picture !== null : text.length > 0;
  useEffect(() => onDirtyChange(isDirty), [isDirty, onDirtyChange]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!isDirty || save.isPending) return;
    const identity = { id: student.id, provision_uid: student.provision_uid, type: 'student' as const };
    save.mutate(
      isPicture ? { ...identity, picture_password: picture! } : { ...identity, text_password: text },
      { onSuccess: () => onDone(true) },
    );
  };

  return (
    <form className="manage-classroom__reset" onSubmit={submit}>
      {isPicture ? (
        <fieldset className="manage-classroom__pictures">
          <legend>
            {t('manageClassroom.password.choosePicture', {
              name: `${student.first_name} ${student.last_name}`,
            })}
          </legend>
          {PICTURE_PASSWORD_NUMBERS.map((n) => (
            <label key={n} className="manage-classroom__picture">
              <input
                type="radio"
                name={`picture-${student.id}`}
                value={n}
                checked={picture === n}
                onChange={() => setPicture(n)}
              />
              <span>{t(`print.picture.${n}`)}</span>
            </label>
          ))}
        </fieldset>
      ) : (
        <div className="field">
          <label className="field__label" htmlFor={textId}>
            {t('manageClassroom.password.newText', { name: `${student.first_name} ${student.last_name}` })}
          </label>
          <input
            id={textId}
            className="field__input"
            value={text}
            minLength={4}
            maxLength={32}
            pattern="[A-Za-z0-9._!\-]+"
            autoComplete="off"
            onChange={(event) => setText(event.target.value)}
          />
          <p className="muted">{t('manageClassroom.password.textRule')}</p>
        </div>
      )}
      <WriteError error={save.error} />
      <div className="manage-classroom__actions">
        <button type="submit" className="button button--primary" disabled={!isDirty || save.isPending}>
          {t('manageClassroom.password.save')}
        </button>
        <button type="button" className="button button--secondary" onClick={() => onDone(false)}>
          {t('common.cancel')}
        </button>
      </div>
    </form>
  );
}
