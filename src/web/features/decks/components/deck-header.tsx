import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from '@tanstack/react-router';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { type DeckDetail, deckFormatSchema, deckNameSchema } from '#core/decks/deck.schema.ts';
import { useDeleteDeck } from '../api/delete-deck.ts';
import { useDuplicateDeck } from '../api/duplicate-deck.ts';
import { useUpdateDeck } from '../api/update-deck.ts';
import { FieldError, FormatOptions } from './deck-form-fields.tsx';

const renameSchema = z.object({ name: deckNameSchema });

/** The deck's name (rename), format, and the duplicate and delete actions. */
export function DeckHeader({ deck, onChanged }: { deck: DeckDetail; onChanged: () => void }) {
  const navigate = useNavigate();
  const update = useUpdateDeck(deck.id);
  const duplicate = useDuplicateDeck();
  const remove = useDeleteDeck();
  const form = useForm<z.input<typeof renameSchema>, unknown, z.output<typeof renameSchema>>({
    resolver: zodResolver(renameSchema),
    values: { name: deck.name },
  });
  const rename = form.handleSubmit(async (values) => {
    try {
      await update.mutateAsync({ name: values.name });
      onChanged();
    } catch (error) {
      form.setError('name', { message: (error as Error).message });
    }
  });
  const changeFormat = async (value: string) => {
    await update.mutateAsync({ format: deckFormatSchema.parse(value) });
    onChanged();
  };
  const copy = async () => {
    const created = await duplicate.mutateAsync(deck.id);
    await navigate({ to: '/decks/$id', params: { id: String(created.id) } });
  };
  const destroy = async () => {
    if (window.confirm(`Delete the deck "${deck.name}"?`)) {
      await remove.mutateAsync(deck.id);
      await navigate({ to: '/decks' });
    }
  };
  const error = update.error ?? duplicate.error ?? remove.error;
  return (
    <header className="deck-header">
      <h1>{deck.name}</h1>
      <form className="deck-header__rename" onSubmit={(event) => void rename(event)}>
        <label className="decks-field">
          <span>Deck name</span>
          <input type="text" autoComplete="off" {...form.register('name')} />
          <FieldError message={form.formState.errors.name?.message} />
        </label>
        <button type="submit" className="button button--secondary">
          Rename
        </button>
      </form>
      <label className="decks-field">
        <span>Format</span>
        <select value={deck.format} onChange={(event) => void changeFormat(event.target.value)}>
          <FormatOptions />
        </select>
      </label>
      <div className="deck-header__actions">
        <button type="button" className="button button--secondary" onClick={() => void copy()}>
          Duplicate
        </button>
        <button type="button" className="button button--danger" onClick={() => void destroy()}>
          Delete
        </button>
      </div>
      {error ? <FieldError message={error.message} /> : null}
    </header>
  );
}
