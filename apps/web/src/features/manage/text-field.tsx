import { useId } from 'react';

/** A labelled text input of the Manage and preferences forms. */
export function TextField({
  label,
  value,
  onChange,
  disabled,
  type = 'text',
  maxLength = 100,
  required,
  autoComplete,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
  type?: 'text' | 'email' | 'password';
  maxLength?: number;
  required?: boolean;
  autoComplete?: string;
}) {
  const id = useId();
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        className="field__input"
        type={type}
        value={value}
        maxLength={maxLength}
        required={required}
        disabled={disabled}
        autoComplete={autoComplete}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}

/** The fields of `edited` that differ from `stored` (trimmed text; empty text is null where `nullable`). */
export function changedText<K extends string>(
  stored: Record<K, string | null>,
  edited: Record<K, string>,
  nullable: readonly K[] = [],
): Partial<Record<K, string | null>> {
  const changed: Partial<Record<K, string | null>> = {};
  for (const key of Object.keys(edited) as K[]) {
    const trimmed = edited[key].trim();
    const value = trimmed === '' && nullable.includes(key) ? null : trimmed;
    if (value !== (stored[key] ?? (nullable.includes(key) ? null : ''))) changed[key] = value;
  }
  return changed;
}
