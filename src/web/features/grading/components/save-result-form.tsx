import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from '@tanstack/react-router';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { printingKeyLabel } from '#core/collection/printing-key.ts';
import { type SaveResultInput, saveResultSchema } from '#core/grading/grading.schema.ts';
import { QuotaNotice } from '../../../components/ui/quota-notice.tsx';
import { useMyCards } from '../api/my-cards.ts';
import { useSaveResult } from '../api/save-result.ts';

const formSchema = saveResultSchema.pick({ userProductId: true });
type FormValues = z.infer<typeof formSchema>;

/** Saves the estimate (and its photos) to one of your collection cards. */
export function SaveResultForm({
  faces,
  onPicked,
}: {
  faces: Omit<SaveResultInput, 'userProductId'>;
  onPicked: (productId: string | null) => void;
}) {
  const cards = useMyCards(true);
  const save = useSaveResult();
  const form = useForm<FormValues>({ resolver: zodResolver(formSchema) });
  const submit = form.handleSubmit(async (values) => {
    try {
      await save.mutateAsync({ ...faces, userProductId: values.userProductId });
    } catch (error) {
      form.setError('userProductId', { message: (error as Error).message });
    }
  });
  const items = cards.data ?? [];
  return (
    <form className="grading-panel" onSubmit={submit} aria-label="Save result">
      <h3>Save to your collection</h3>
      <QuotaNotice kind="grading_results" />
      {cards.isSuccess && items.length === 0 ? (
        <p>
          Add the card to your <Link to="/home">collection</Link> first to save the result to it.
        </p>
      ) : (
        <label>
          Collection card
          <select
            {...form.register('userProductId', {
              setValueAs: (v: string) => (v === '' ? undefined : Number(v)),
              onChange: (event) => {
                const item = items.find((i) => i.id === Number(event.target.value));
                onPicked(item?.product_id ?? null);
              },
            })}
            defaultValue=""
          >
            <option value="">Choose a card…</option>
            {items.map((item) => (
              <option key={item.id} value={item.id}>
                {item.product_name} ({printingKeyLabel(item.variant)}) #{item.id}
              </option>
            ))}
          </select>
        </label>
      )}
      {form.formState.errors.userProductId && (
        <p className="grading-error" role="alert">
          {form.formState.errors.userProductId.message ?? 'Choose a card'}
        </p>
      )}
      <button type="submit" className="button" disabled={save.isPending || items.length === 0}>
        {save.isPending ? 'Saving…' : 'Save result'}
      </button>
      {save.isSuccess && (
        <p role="status">
          Saved to {save.data.productName}. Photos are kept with the result until you delete it.
        </p>
      )}
    </form>
  );
}
