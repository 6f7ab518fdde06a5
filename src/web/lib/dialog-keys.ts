const FOCUSABLE =
  'input:not([disabled]), select:not([disabled]), button:not([disabled]), a[href], [tabindex]:not([tabindex="-1"])';

/** A DOM or a React keyboard event: both work. */
type TabEvent = Pick<KeyboardEvent, 'shiftKey' | 'preventDefault'>;

/** Keeps Tab and Shift+Tab inside a dialog (hidden and disabled controls are skipped). */
function trapTab(event: TabEvent, container: HTMLElement | null) {
  const focusable = [...(container?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? [])].filter(
    (element) => element.offsetParent !== null || element === document.activeElement,
  );
  const first = focusable[0];
  const last = focusable.at(-1);
  if (!first || !last) {
    event.preventDefault();
    return;
  }
  const active = document.activeElement;
  if (!container?.contains(active)) {
    event.preventDefault();
    (event.shiftKey ? last : first).focus();
  } else if (event.shiftKey && (active === first || active === container)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}

/** The keys every dialog handles: Escape dismisses it, Tab stays inside. True when handled. */
export function handleDialogKey(
  event: TabEvent & Pick<KeyboardEvent, 'key'>,
  container: HTMLElement | null,
  onDismiss: () => void,
): boolean {
  if (event.key === 'Escape') {
    event.preventDefault();
    onDismiss();
    return true;
  }
  if (event.key === 'Tab') {
    trapTab(event, container);
    return true;
  }
  return false;
}
