import type { ComponentProps, ReactNode } from 'react';

export type SelectOption<T extends string> = { value: T; label: string };

/** Values shown as they are (conditions, action names). */
export function asOptions<T extends string>(values: readonly T[]): SelectOption<T>[] {
  return values.map((value) => ({ value, label: value }));
}

/**
 * A select over a list of options; `children` are fixed options before the list (an "All"
 * entry). `onChange` gets the chosen value.
 */
export function OptionSelect<T extends string>({
  options,
  value,
  onChange,
  children,
  ...props
}: Omit<ComponentProps<'select'>, 'value' | 'onChange'> & {
  options: readonly SelectOption<T>[];
  value: T;
  onChange: (value: T) => void;
  children?: ReactNode;
}) {
  return (
    <select {...props} value={value} onChange={(event) => onChange(event.target.value as T)}>
      {children}
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  );
}
