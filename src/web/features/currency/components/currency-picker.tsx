import { toast } from 'react-toastify';
import { DISPLAY_CURRENCIES, type DisplayCurrency } from '#core/money/currency.ts';
import { readErrorMessage } from '../../../lib/api-client.ts';
import { useCurrency } from '../api/get-currency.ts';
import { useSaveCurrency } from '../api/set-currency.ts';
import './currency-picker.css';
import { OptionSelect } from '#web/components/ui/option-select.tsx';

const LABELS: Record<DisplayCurrency, string> = {
  USD: 'US dollar ($)',
  EUR: 'Euro (€)',
  JPY: 'Japanese yen (¥)',
  GBP: 'British pound (£)',
};
const OPTIONS = DISPLAY_CURRENCIES.map((value) => ({ value, label: LABELS[value] }));

/** /profile: the currency market prices are shown in, saved as soon as it is picked. */
export function CurrencyPicker({ userId }: { userId: number }) {
  const { data } = useCurrency(userId);
  const save = useSaveCurrency(userId);
  const onChange = async (currency: DisplayCurrency) => {
    try {
      // On success the whole app re-renders in the new currency (see DisplayCurrencyProvider).
      await save.mutateAsync(currency);
    } catch (failure) {
      toast.error(await readErrorMessage(failure, 'The currency could not be saved.'));
    }
  };
  return (
    <section className="profile-card currency-picker" aria-labelledby="currency-picker-title">
      <h2 id="currency-picker-title">Currency</h2>
      <label className="form-field">
        <span>Show prices in</span>
        <OptionSelect
          name="currency"
          value={data?.currency ?? 'USD'}
          disabled={!data || save.isPending}
          options={OPTIONS}
          onChange={(currency) => void onChange(currency)}
        />
      </label>
      {data ? (
        <p data-testid="currency-shown">Prices are shown in {LABELS[data.currency]}.</p>
      ) : null}
      <p className="muted currency-picker__note">
        Market prices are converted from US dollars at the day's rate
        {data?.rate_date ? ` (${data.rate_date})` : ''}. The shop and memberships charge in US
        dollars, so their prices stay in USD.
      </p>
    </section>
  );
}
