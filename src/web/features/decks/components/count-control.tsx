import { useEffect, useState } from 'react';
import { MAX_LINE_COUNT } from '#core/decks/deck.schema.ts';

/** A card's count: minus and plus buttons, or a number typed and confirmed with Enter or blur. */
export function CountControl({
  label,
  count,
  disabled,
  onChange,
}: {
  label: string;
  count: number;
  disabled: boolean;
  onChange: (count: number) => void;
}) {
  const [text, setText] = useState(String(count));
  useEffect(() => setText(String(count)), [count]);
  const commit = () => {
    const value = Number.parseInt(text, 10);
    if (Number.isInteger(value) && value >= 0 && value <= MAX_LINE_COUNT && value !== count) {
      onChange(value);
    } else {
      setText(String(count));
    }
  };
  return (
    <span className="count-control">
      <button
        type="button"
        aria-label={`One less ${label}`}
        disabled={disabled}
        onClick={() => onChange(count - 1)}
      >
        −
      </button>
      <input
        type="number"
        min={0}
        max={MAX_LINE_COUNT}
        aria-label={`Count of ${label}`}
        value={text}
        disabled={disabled}
        onChange={(event) => setText(event.target.value)}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            commit();
          }
        }}
      />
      <button
        type="button"
        aria-label={`One more ${label}`}
        disabled={disabled || count >= MAX_LINE_COUNT}
        onClick={() => onChange(count + 1)}
      >
        +
      </button>
    </span>
  );
}
