import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { type AffiliateRange, affiliateRangeSchema } from '#core/admin/affiliates.schema.ts';

/** From and to dates (inclusive, UTC); the rules are the server's (src/core). */
export function RangeForm({
  from,
  to,
  onApply,
}: {
  from: string;
  to: string;
  onApply: (range: AffiliateRange) => void;
}) {
  const form = useForm<AffiliateRange>({
    resolver: zodResolver(affiliateRangeSchema),
    values: { from, to },
  });
  const errors = form.formState.errors;
  return (
    <form className="affiliates-range" onSubmit={form.handleSubmit(onApply)} noValidate>
      <label>
        From <input type="date" aria-label="From" {...form.register('from')} />
      </label>
      <label>
        To <input type="date" aria-label="To" {...form.register('to')} />
      </label>
      <button type="submit" className="button">
        Apply
      </button>
      {errors.from || errors.to ? (
        <p className="field-error" role="alert">
          {errors.from?.message ?? errors.to?.message}
        </p>
      ) : null}
    </form>
  );
}
