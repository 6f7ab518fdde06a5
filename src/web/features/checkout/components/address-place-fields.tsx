import { regionListFor } from '#core/shop/address-regions.ts';
import { CountryOptions } from '../../../components/shop/country-options.tsx';
import type { AddressFormApi } from '../lib/address-form.ts';

/**
 * The checkout address's country (every ISO 3166-1 country by name, sent as its code) and, for
 * the countries whose post needs one, the state, province or prefecture (decisions 070, 079).
 */
export function AddressPlaceFields({ form }: { form: AddressFormApi }) {
  const errors = form.formState.errors.shippingAddress;
  const country = form.register('shippingAddress.country', {
    // A region of the country left behind would be refused as "not from the list".
    onChange: () => form.setValue('shippingAddress.region', ''),
  });
  const regionList = regionListFor(form.watch('shippingAddress.country'));
  return (
    <>
      <label>
        Country
        <select
          autoComplete="country"
          {...country}
          aria-invalid={errors?.country ? 'true' : undefined}
        >
          <CountryOptions />
        </select>
        {errors?.country ? <span className="field-error">{errors.country.message}</span> : null}
      </label>
      {regionList ? (
        <label>
          {regionList.label}
          <select
            autoComplete="address-level1"
            {...form.register('shippingAddress.region')}
            aria-invalid={errors?.region ? 'true' : undefined}
          >
            <option value="">Choose…</option>
            {regionList.regions.map(([code, name]) => (
              <option key={code} value={code}>
                {name}
              </option>
            ))}
          </select>
          {errors?.region ? <span className="field-error">{errors.region.message}</span> : null}
        </label>
      ) : null}
    </>
  );
}
