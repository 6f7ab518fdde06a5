import { useRouter } from '@tanstack/react-router';
import { type KeyboardEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import { isShopContext } from '#core/nav/active-menu.ts';
import { isSearchable, prepareQuery } from '#core/search/normalize-search-text.ts';
import { SEARCH_DEBOUNCE_MS, SEARCH_MIN_CHARS } from '#core/search/search-constants.ts';
import { QuickAddButton } from '#web/components/collection/quick-add-button.tsx';
import type { DialogCloseReason } from '#web/components/ui/lazy-dialog.tsx';
import { ModalOverlay } from '#web/components/ui/modal-overlay.tsx';
import { handleDialogKey } from '#web/lib/dialog-keys.ts';
import { isTouchScreen } from '#web/lib/touch-screen.ts';
import { useCatalogSearch } from '../hooks/use-catalog-search.ts';
import { useDebouncedValue } from '../hooks/use-debounced-value.ts';
import { useShopSearch } from '../hooks/use-shop-search.ts';
import {
  getSearchOptions,
  getSubmitHref,
  getSuggestionsHint,
  moveActiveOption,
  type SearchOption,
} from '../lib/search-targets.ts';
import { SearchOptionRow } from './search-option-row.tsx';
import './search.css';

function StatusLine({
  text,
  waiting,
  count,
  syncFailed,
}: {
  text: string;
  waiting: boolean;
  count: number;
  syncFailed: boolean;
}) {
  let message = '';
  if (!isSearchable(prepareQuery(text))) {
    message = `Type at least ${SEARCH_MIN_CHARS} characters to search cards and sets.`;
  } else if (waiting) {
    message = 'Searching...';
  } else if (count === 0) {
    message = `No cards or sets match "${text.trim()}". Press Enter to search everything.`;
  } else {
    message = getSuggestionsHint(count, isTouchScreen());
  }
  return (
    <p className="search-modal__status" role="status">
      {message}
      {syncFailed ? ' (The catalog could not be loaded; results come from the server.)' : ''}
    </p>
  );
}

/** The search dialog: suggestions from 2 characters after a 300 ms pause. */
export function SearchModal({ onClose }: { onClose: (reason: DialogCloseReason) => void }) {
  const router = useRouter();
  const [text, setText] = useState('');
  const debounced = useDebouncedValue(text, SEARCH_DEBOUNCE_MS);
  // Below the minimum, clear the suggestions at once instead of after the pause.
  const query = isSearchable(prepareQuery(text)) ? debounced : '';
  const result = useCatalogSearch(query);
  const shop = useShopSearch(query);
  const shopFirst = isShopContext(router.state.location.pathname);
  const options = useMemo(
    () => getSearchOptions(result.cards, result.sets, shop.products, shopFirst),
    [result.cards, result.sets, shop.products, shopFirst],
  );
  const [active, setActive] = useState(-1);
  const dialogRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const listId = useId();
  const optionId = (index: number) => `${listId}-option-${index}`;

  useEffect(() => inputRef.current?.focus(), []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new query resets the active option
  useEffect(() => setActive(-1), [query]);
  // Shop suggestions may arrive after the cards; keep the choice unless the list shrank past it.
  useEffect(() => {
    if (active >= options.length) {
      setActive(-1);
    }
  }, [active, options.length]);
  useEffect(() => {
    if (active >= 0) {
      document.getElementById(optionId(active))?.scrollIntoView({ block: 'nearest' });
    }
  });

  const go = (href: string) => {
    onClose('navigate');
    void router.navigate({ href });
  };
  const open = (option: SearchOption) => go(option.href);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (handleDialogKey(event, dialogRef.current, () => onClose('dismiss'))) {
      return;
    }
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((current) => moveActiveOption(current, options.length, event.key as 'ArrowDown'));
    } else if (event.key === 'Enter' && event.target === inputRef.current) {
      event.preventDefault();
      const chosen = options[active];
      const href = chosen ? chosen.href : getSubmitHref(text, router.state.location.pathname);
      if (href) {
        go(href);
      }
    }
  };

  const waiting = text !== debounced || result.isLoading;
  const renderOption = (option: SearchOption) => {
    const index = options.indexOf(option);
    return (
      // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox input handles the keys (aria-activedescendant)
      <div
        key={option.key}
        id={optionId(index)}
        role="option"
        tabIndex={-1}
        aria-selected={index === active}
        className={index === active ? 'search-option search-option--active' : 'search-option'}
        data-href={option.href}
        onMouseMove={() => setActive(index)}
        onClick={() => open(option)}
      >
        <SearchOptionRow option={option} />
        {option.kind === 'card' ? <QuickAddButton card={option.item} /> : null}
      </div>
    );
  };

  const group = (title: string, kind: SearchOption['kind']) => {
    const members = options.filter((option) => option.kind === kind);
    return members.length > 0 ? (
      // biome-ignore lint/a11y/useSemanticElements: an ARIA group of listbox options, not a form fieldset
      <div role="group" aria-label={title} className="search-group">
        <p className="search-group__title" aria-hidden="true">
          {title}
        </p>
        {members.map(renderOption)}
      </div>
    ) : null;
  };
  const shopGroup = group('Shop', 'shop');

  return (
    <ModalOverlay className="search-overlay" onDismiss={() => onClose('dismiss')}>
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-label="Search cards and sets"
        className="search-modal modal-panel"
        onKeyDown={onKeyDown}
      >
        <div className="search-modal__bar">
          <input
            ref={inputRef}
            type="text"
            role="combobox"
            aria-label="Search cards and sets"
            aria-expanded={options.length > 0}
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={active >= 0 ? optionId(active) : undefined}
            placeholder="Search cards, numbers or sets"
            autoComplete="off"
            spellCheck={false}
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
          <button type="button" className="search-modal__close" onClick={() => onClose('dismiss')}>
            Close
          </button>
        </div>
        <StatusLine
          text={text}
          waiting={waiting}
          count={options.length}
          syncFailed={result.syncFailed}
        />
        <div id={listId} role="listbox" aria-label="Suggestions" className="search-modal__results">
          {shopFirst ? shopGroup : null}
          {group('Cards', 'card')}
          {group('Sets', 'set')}
          {shopFirst ? null : shopGroup}
        </div>
      </div>
    </ModalOverlay>
  );
}
