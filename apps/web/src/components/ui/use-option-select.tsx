import { useId, useState, type ReactNode } from 'react';
import { useI18n, type MessageKey } from '../../lib/i18n';

/**
 * A labelled select over a fixed set of options: `options` maps each option, in the order shown, to the
 * message key of its words. Returns the option chosen and the label with its select.
 */
export function useOptionSelect<T extends string>(
  label: string,
  options: Readonly<Record<T, MessageKey>>,
  initial: T,
): readonly [T, ReactNode] {
  const { t } = useI18n();
  const id = useId();
  const [value, setValue] = useState(initial);
  const control = (
    <>
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(event) => setValue(event.target.value as T)}>
        {(Object.keys(options) as T[]).map((option) => (
          <option key={option} value={option}>
            {t(options[option])}
          </option>
        ))}
      </select>
    </>
  );
  return [value, control];
}
