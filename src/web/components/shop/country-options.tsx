import { getCountryOptions } from '#core/shop/countries.ts';

// The app speaks English: countries by their English names, A to Z (decision 079).
const COUNTRY_OPTIONS = getCountryOptions('en');

/** The options of an address's country select: every ISO 3166-1 country, valued by its code. */
export function CountryOptions() {
  return COUNTRY_OPTIONS.map((option) => (
    <option key={option.code} value={option.code}>
      {option.name}
    </option>
  ));
}
