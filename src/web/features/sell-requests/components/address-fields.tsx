import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import type { z } from 'zod';
import type { sellRequestFormSchema } from '#core/sell-requests/sell-request.schema.ts';
import { CountryOptions } from '../../../components/shop/country-options.tsx';

type FormInput = z.input<typeof sellRequestFormSchema>;
type Address = FormInput['returnAddress'];

const FIELDS: { key: keyof Address; label: string }[] = [
  { key: 'name', label: 'Name' },
  { key: 'line1', label: 'Address' },
  { key: 'line2', label: 'Address line 2 (optional)' },
  { key: 'city', label: 'City' },
  { key: 'postalCode', label: 'Postal code' },
  { key: 'country', label: 'Country' },
];

/** The return address printed as the sender on the shipping label. */
export function AddressFields({
  register,
  errors,
}: {
  register: UseFormRegister<FormInput>;
  errors: FieldErrors<Address> | undefined;
}) {
  return (
    <fieldset className="sell-form__address">
      <legend>Your return address</legend>
      {FIELDS.map((field) => {
        const error = errors?.[field.key]?.message;
        const errorId = `sell-address-${field.key}-error`;
        return (
          <div key={field.key} className="sell-form__field">
            {field.key === 'country' ? (
              <label>
                {field.label}
                <select
                  autoComplete="country"
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? errorId : undefined}
                  {...register('returnAddress.country')}
                >
                  <option value="">Choose…</option>
                  <CountryOptions />
                </select>
              </label>
            ) : (
              <label>
                {field.label}
                <input
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? errorId : undefined}
                  {...register(`returnAddress.${field.key}`)}
                />
              </label>
            )}
            {error ? (
              <span id={errorId} className="field-error">
                {error}
              </span>
            ) : null}
          </div>
        );
      })}
    </fieldset>
  );
}
