import {
  BANNER_MESSAGE_MAX,
  BANNER_STYLES,
  ROLES,
  type Banner,
  type BannerSave,
  type BannerStyle,
  type Role,
} from '@dash/contracts';
import { useId, useState, type FormEvent } from 'react';
import { useI18n, type MessageKey } from '../../../lib/i18n';
import { WriteError } from '../classroom/write-error';
import { TextField } from '../text-field';

export const STYLE_LABELS: Record<BannerStyle, MessageKey> = {
  preview: 'banner.style.preview',
  info: 'banner.style.info',
  warning: 'banner.style.warning',
};

export const ROLE_LABELS: Record<Role, MessageKey> = {
  districtAdmin: 'banner.role.districtAdmin',
  schoolAdmin: 'banner.role.schoolAdmin',
  teacher: 'banner.role.teacher',
  guardian: 'banner.role.guardian',
};

const blank = (today: string): BannerSave => ({
  css_class: 'info',
  restrict_to: [],
  enabled: true,
  start_date: today,
  end_date: today,
  message: '',
  link_url: null,
});

/** Adds a banner, or changes `banner`: style, who sees it (none ticked: everyone), days, message, link. */
export function BannerForm({
  banner,
  today,
  isPending,
  error,
  onSave,
  onCancel,
}: {
  banner: Banner | null;
  today: string;
  isPending: boolean;
  error: unknown;
  onSave: (save: BannerSave) => void;
  onCancel: () => void;
}) {
  const { t } = useI18n();
  const ids = { style: useId(), message: useId(), start: useId(), end: useId(), count: useId() };
  const [fields, setFields] = useState<BannerSave>(() => {
    if (!banner) return blank(today);
    const { id: _id, ...saved } = banner;
    return saved;
  });
  const set = <K extends keyof BannerSave>(key: K, value: BannerSave[K]) =>
    setFields((f) => ({ ...f, [key]: value }));
  const toggleRole = (role: Role, on: boolean) =>
    set('restrict_to', on ? [...fields.restrict_to, role] : fields.restrict_to.filter((r) => r !== role));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const link = fields.link_url?.trim() ?? '';
    onSave({ ...fields, message: fields.message.trim(), link_url: link === '' ? null : link });
  };
  return (
    <form
      className="manage__form"
      onSubmit={submit}
      aria-label={t(banner ? 'banner.form.editTitle' : 'banner.form.addTitle')}
    >
      <h3 className="manage__detail-title">{t(banner ? 'banner.form.editTitle' : 'banner.form.addTitle')}</h3>
      <div className="field">
        <label className="field__label" htmlFor={ids.message}>
          {t('banner.form.message')}
        </label>
        <textarea
          id={ids.message}
          className="field__input"
          rows={3}
          required
          maxLength={BANNER_MESSAGE_MAX}
          aria-describedby={ids.count}
          value={fields.message}
          onChange={(event) => set('message', event.target.value)}
        />
        <p id={ids.count} className="muted">
          {t('banner.form.messageCount', { count: fields.message.length, max: BANNER_MESSAGE_MAX })}
        </p>
      </div>
      <TextField
        label={t('banner.form.link')}
        value={fields.link_url ?? ''}
        onChange={(value) => set('link_url', value)}
        maxLength={500}
      />
      <div className="field">
        <label className="field__label" htmlFor={ids.style}>
          {t('banner.form.style')}
        </label>
        <select
          id={ids.style}
          className="field__input"
          value={fields.css_class}
          onChange={(event) => set('css_class', event.target.value as BannerStyle)}
        >
          {BANNER_STYLES.map((style) => (
            <option key={style} value={style}>
              {t(STYLE_LABELS[style])}
            </option>
          ))}
        </select>
      </div>
      <div className="banner-schedule__dates">
        <DateField
          id={ids.start}
          label={t('banner.form.start')}
          value={fields.start_date}
          onChange={(v) => set('start_date', v)}
        />
        <DateField
          id={ids.end}
          label={t('banner.form.end')}
          value={fields.end_date}
          onChange={(v) => set('end_date', v)}
        />
      </div>
      <fieldset className="manage__choices">
        <legend>{t('banner.form.roles')}</legend>
        <p className="muted">{t('banner.form.rolesHint')}</p>
        {ROLES.map((role) => (
          <label key={role} className="manage__choice">
            <input
              type="checkbox"
              checked={fields.restrict_to.includes(role)}
              onChange={(event) => toggleRole(role, event.target.checked)}
            />
            {t(ROLE_LABELS[role])}
          </label>
        ))}
      </fieldset>
      <label className="manage__choice">
        <input
          type="checkbox"
          checked={fields.enabled}
          onChange={(event) => set('enabled', event.target.checked)}
        />
        {t('banner.form.enabled')}
      </label>
      <WriteError error={error} />
      <div className="banner-schedule__actions">
        <button type="submit" className="button button--primary" disabled={isPending}>
          {t(banner ? 'banner.form.save' : 'banner.form.add')}
        </button>
        <button type="button" className="button button--secondary" onClick={onCancel}>
          {t('banner.form.cancel')}
        </button>
      </div>
    </form>
  );
}

function DateField(props: { id: string; label: string; value: string; onChange: (value: string) => void }) {
  return (
    <div className="field">
      <label className="field__label" htmlFor={props.id}>
        {props.label}
      </label>
      <input
        id={props.id}
        className="field__input"
        type="date"
        required
        value={props.value}
        onChange={(event) => props.onChange(event.target.value)}
      />
    </div>
  );
}
