import type { UseFormRegisterReturn } from 'react-hook-form';
import { DECK_FORMATS, FORMAT_LABELS } from '#core/decks/deck.schema.ts';

export function FieldError({ message }: { message: string | undefined }) {
  return message ? (
    <span className="field-error" role="alert">
      {message}
    </span>
  ) : null;
}

export function FormatOptions() {
  return DECK_FORMATS.map((format) => (
    <option key={format} value={format}>
      {FORMAT_LABELS[format]}
    </option>
  ));
}

export function NameAndFormat({
  name,
  format,
  errors,
}: {
  name: UseFormRegisterReturn;
  format: UseFormRegisterReturn;
  errors: { name?: string; format?: string };
}) {
  return (
    <>
      <label className="decks-field">
        <span>Deck name</span>
        <input type="text" autoComplete="off" {...name} />
        <FieldError message={errors.name} />
      </label>
      <label className="decks-field">
        <span>Format</span>
        <select {...format}>
          <FormatOptions />
        </select>
        <FieldError message={errors.format} />
      </label>
    </>
  );
}
