import './quick-add.css';
import { type KeyboardEvent, useId, useRef, useState } from 'react';
import { QUICK_ADD_EXAMPLE } from '#core/collection/quick-add/parse-quick-add.ts';
import { QuickAddCandidates } from './quick-add-candidates.tsx';
import { QuickAddList } from './quick-add-list.tsx';
import { useQuickAdd } from './use-quick-add.ts';

/**
 * Type to add: `sv3 125`, `OBF 125/197`, `151 199 RH x3`. Enter adds and keeps the focus for the
 * next line; an ambiguous line lists its cards to pick with the arrow keys and Enter, or a tap.
 */
export function QuickAddPanel() {
  const quickAdd = useQuickAdd();
  const [text, setText] = useState('');
  const [active, setActive] = useState(0);
  const inputRef = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const errorId = useId();
  const candidates = quickAdd.choice?.candidates ?? [];

  const focusInput = () => inputRef.current?.focus();

  const onKeyDown = async (event: KeyboardEvent<HTMLInputElement>) => {
    if (candidates.length > 0 && (event.key === 'ArrowDown' || event.key === 'ArrowUp')) {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (current + step + candidates.length) % candidates.length);
      return;
    }
    if (event.key === 'Escape' && quickAdd.choice) {
      event.preventDefault();
      quickAdd.cancelChoice();
      return;
    }
    if (event.key !== 'Enter') {
      return;
    }
    event.preventDefault();
    const chosen = candidates[active];
    if (quickAdd.choice && chosen) {
      quickAdd.pick(chosen);
      setText('');
      return;
    }
    const line = text;
    setActive(0);
    if ((await quickAdd.submit(line)) === 'added') {
      setText((current) => (current === line ? '' : current));
    }
  };

  return (
    <section className="quick-add" aria-labelledby={`${hintId}-title`}>
      <h2 id={`${hintId}-title`} className="quick-add__title">
        Quick add
      </h2>
      <input
        ref={inputRef}
        type="text"
        className="quick-add__input"
        aria-label="Quick add a card"
        aria-describedby={`${hintId} ${errorId}`}
        aria-invalid={quickAdd.error ? true : undefined}
        placeholder="Set and number, e.g. sv3 125"
        autoComplete="off"
        autoCapitalize="off"
        spellCheck={false}
        enterKeyHint="done"
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => void onKeyDown(event)}
      />
      <p id={hintId} className="quick-add__hint muted">
        Type a set and a number ({QUICK_ADD_EXAMPLE}), then Enter. Optional: RH, holo, 1st,
        masterball; NM, LP, MP, HP, DMG; x3.
        {quickAdd.isCatalogReady ? '' : ' Loading the catalog…'}
      </p>
      <p id={errorId} className="form-error" role="alert">
        {quickAdd.error ?? ''}
      </p>
      {quickAdd.choice ? (
        <QuickAddCandidates
          reason={quickAdd.choice.reason}
          candidates={candidates}
          active={active}
          onPick={(card) => {
            quickAdd.pick(card);
            setText('');
            focusInput();
          }}
        />
      ) : null}
      <QuickAddList entries={quickAdd.entries} onRemove={(entry) => void quickAdd.remove(entry)} />
    </section>
  );
}
