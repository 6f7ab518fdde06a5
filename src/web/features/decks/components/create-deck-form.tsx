import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from '@tanstack/react-router';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { deckInputSchema } from '#core/decks/deck.schema.ts';
import { quotaMessage } from '#core/quotas/quotas.ts';
import { setServerFieldErrors } from '../../../lib/forms/server-field-errors.ts';
import { useCreateDeck } from '../api/create-deck.ts';
import { FieldError, NameAndFormat } from './deck-form-fields.tsx';

type Values = z.input<typeof deckInputSchema>;

export function CreateDeckForm() {
  const navigate = useNavigate();
  const create = useCreateDeck();
  const form = useForm<Values, unknown, z.output<typeof deckInputSchema>>({
    resolver: zodResolver(deckInputSchema),
    defaultValues: { name: '', format: 'standard' },
  });
  const submit = form.handleSubmit(async (values) => {
    try {
      const deck = await create.mutateAsync(values);
      await navigate({ to: '/decks/$id', params: { id: String(deck.id) } });
    } catch (error) {
      if (!(await setServerFieldErrors(error, form.setError, ['name', 'format']))) {
        form.setError('name', { message: (error as Error).message });
      }
    }
  });
  const { errors, isSubmitting } = form.formState;
  return (
    <form className="decks-panel" aria-label="New deck" onSubmit={(event) => void submit(event)}>
      <h2>New deck</h2>
      <NameAndFormat
        name={form.register('name')}
        format={form.register('format')}
        errors={{ name: errors.name?.message, format: errors.format?.message }}
      />
      <FieldError message={errors.root?.message} />
      <button type="submit" className="button" disabled={isSubmitting}>
        {isSubmitting ? '...' : 'Create deck'}
      </button>
      <p className="decks-panel__limit">{quotaMessage('decks')}</p>
    </form>
  );
}
