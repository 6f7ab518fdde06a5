import { lazy, useEffect } from 'react';
import { DialogPortal, useDialogButton } from '#web/components/ui/lazy-dialog.tsx';
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
  const { isOpen, open, close, buttonRef } = useDialogButton();

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
        open();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [open]);

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
        onClick={open}
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
      <DialogPortal isOpen={isOpen}>
        <SearchModal onClose={close} />
      </DialogPortal>
    </>
  );
}
