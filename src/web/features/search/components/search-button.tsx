import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import type { CloseReason } from './search-modal.tsx';
import './search.css';

const loadModal = () => import('./search-modal.tsx');
const SearchModal = lazy(() => loadModal().then((module) => ({ default: module.SearchModal })));

function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) {
    return false;
  }
  return (
    target.isContentEditable ||
    target instanceof HTMLInputElement ||
    target instanceof HTMLTextAreaElement ||
    target instanceof HTMLSelectElement
  );
}

/**
 * The header's search button; '/' and Ctrl/Cmd+K open the search too. The dialog and the
 * catalog index load on first use, outside the initial bundle.
 */
export function SearchButton() {
  const [isOpen, setIsOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);

  // Fetch the dialog's code once the page is idle, so keys typed right after '/' are not lost.
  useEffect(() => {
    const preload = () => void loadModal().catch(() => {});
    if ('requestIdleCallback' in window) {
      const id = window.requestIdleCallback(preload, { timeout: 5000 });
      return () => window.cancelIdleCallback(id);
    }
    const timer = setTimeout(preload, 2000);
    return () => clearTimeout(timer);
  }, []);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const isShortcut =
        ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') ||
        (event.key === '/' &&
          !event.ctrlKey &&
          !event.metaKey &&
          !event.altKey &&
          !isTyping(event.target));
      if (isShortcut) {
        event.preventDefault();
        setIsOpen(true);
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);

  const close = useCallback((reason: CloseReason) => {
    setIsOpen(false);
    if (reason === 'dismiss') {
      buttonRef.current?.focus();
    }
  }, []);

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className="search-button"
        aria-label="Search"
        title="Search cards and sets (/ or Ctrl+K)"
        aria-haspopup="dialog"
        aria-expanded={isOpen}
        aria-keyshortcuts="/ Control+K Meta+K"
        onClick={() => setIsOpen(true)}
        onPointerEnter={() => void loadModal()}
        onFocus={() => void loadModal()}
      >
        <span aria-hidden="true" className="search-button__icon">
          ⌕
        </span>
        <span className="search-button__label">Search</span>
        <span aria-hidden="true" className="search-button__key">
          /
        </span>
      </button>
      {isOpen
        ? // A portal: the header may create a containing block for the fixed overlay.
          createPortal(
            <Suspense fallback={null}>
              <SearchModal onClose={close} />
            </Suspense>,
            document.body,
          )
        : null}
    </>
  );
}
