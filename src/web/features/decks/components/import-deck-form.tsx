import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { type DeckImportResult, deckImportInputSchema } from '#core/decks/deck.schema.ts';
import { setServerFieldErrors } from '../../../lib/forms/server-field-errors.ts';
import { useImportDeck } from '../api/import-deck.ts';
import { FieldError, NameAndFormat } from './deck-form-fields.tsx';

type Values = z.input<typeof deckImportInputSchema>;

/** Creates a deck from a PTCG Live list and shows every line that did not match a card. */
export function ImportDeckForm() {
  const importDeck = useImportDeck();
  const [result, setResult] = useState<DeckImportResult | null>(null);
  const form = useForm<Values, unknown, z.output<typeof deckImportInputSchema>>({
    resolver: zodResolver(deckImportInputSchema),
    defaultValues: { name: '', format: 'standard', text: '' },
  });
  const submit = form.handleSubmit(async (values) => {
    try {
      setResult(await importDeck.mutateAsync(values));
      form.reset();
    } catch (error) {
      if (!(await setServerFieldErrors(error, form.setError, ['name', 'format', 'text']))) {
        form.setError('text', { message: (error as Error).message });
      }
    }
  });
  const { errors, isSubmitting } = form.formState;
  return (
    <form
      className="decks-panel"
      aria-label="Import a deck"
      onSubmit={(event) => void submit(event)}
    >
      <h2>Import a PTCG Live list</h2>
      <NameAndFormat
        name={form.register('name')}
        format={form.register('format')}
        errors={{ name: errors.name?.message, format: errors.format?.message }}
      />
      <label className="decks-field">
        <span>Deck list</span>
        <textarea rows={8} placeholder="4 Pikachu ex SSP 57" {...form.register('text')} />
        <FieldError message={errors.text?.message} />
      </label>
      <button type="submit" className="button" disabled={isSubmitting}>
        {isSubmitting ? '...' : 'Import deck'}
      </button>
      {result ? (
        <div className="decks-import-result" role="status">
          <p>
            Imported{' '}
            <Link to="/decks/$id" params={{ id: String(result.deck.id) }}>
              {result.deck.name}
            </Link>{' '}
            with {result.deck.card_count} cards.
          </p>
          {result.unknown_lines.length > 0 ? (
            <>
              <p>
                {result.unknown_lines.length === 1
                  ? '1 line was not imported:'
                  : `${result.unknown_lines.length} lines were not imported:`}
              </p>
              <ul aria-label="Lines not imported">
                {result.unknown_lines.map((line) => (
                  <li key={line.line}>
                    Line {line.line}: <code>{line.text}</code> ({line.reason})
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </div>
      ) : null}
    </form>
  );
}
