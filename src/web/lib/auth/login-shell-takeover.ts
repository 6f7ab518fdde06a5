/** The form the server draws into /login's HTML (src/server/plugins/login-shell.ts). */
const SHELL_ID = 'login-shell';
/** The element the SDK's prebuilt UI renders into (its shadow root holds the form). */
const SDK_ROOT_ID = 'supertokens-root';

export type LoginShellMode = 'signin' | 'signup';

type Typed = { name: string; value: string };

/** Takes the server-drawn form off the page (when the visitor leaves /login before the swap). */
export function removeLoginShell(): void {
  document.getElementById(SHELL_ID)?.remove();
}

/**
 * Called as soon as the SDK's `mode` form is on the page (in the same task, so the two forms are
 * never there together): the server-drawn form goes, and what was typed into it, the focus and a
 * held submit carry over to the SDK's form. A form of the other mode only removes it.
 */
export function takeOverLoginShell(mode: LoginShellMode): void {
  const shell = document.getElementById(SHELL_ID);
  if (!shell) {
    return;
  }
  const shellForm = shell.querySelector('form');
  const typed: Typed[] = [...(shellForm?.querySelectorAll('input') ?? [])]
    .filter((input) => input.value !== '')
    .map((input) => ({ name: input.name, value: input.value }));
  const active = document.activeElement;
  const focused = active instanceof HTMLInputElement && shell.contains(active) ? active.name : '';
  const submitHeld = shellForm?.dataset.pending === 'true';
  shell.remove();
  const sdkForm = document.getElementById(SDK_ROOT_ID)?.shadowRoot?.querySelector('form');
  if (!sdkForm || shell.dataset.mode !== mode) {
    return;
  }
  // After the SDK's commit: its inputs take events like typed ones.
  queueMicrotask(() => carryOver(sdkForm, typed, focused, submitHeld));
}

function carryOver(form: HTMLFormElement, typed: Typed[], focused: string, submitHeld: boolean) {
  const input = (name: string) => form.querySelector<HTMLInputElement>(`input[name="${name}"]`);
  for (const { name, value } of typed) {
    const target = input(name);
    if (target) {
      typeInto(target, value);
    }
  }
  // Setting the value put the caret at its end: typing goes on where it was.
  input(focused)?.focus();
  if (submitHeld) {
    // A task later, once the SDK has taken the values into its state.
    setTimeout(() => form.requestSubmit(), 0);
  }
}

/** The SDK's inputs are React-controlled: the value is set past React's tracker, then announced. */
function typeInto(target: HTMLInputElement, value: string): void {
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  setValue?.call(target, value);
  target.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
}
