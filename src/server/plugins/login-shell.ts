import { CONFIRM_PASSWORD_FIELD, LOGIN_FORM_FIELDS } from '#core/auth/login-form-texts.ts';
import { AUTH_WEBSITE_BASE_PATH } from '#core/auth/session-constants.ts';
import { escapeHtml } from '../http/escape-html.ts';

type FormMode = 'signin' | 'signup';
type Field = { name: keyof typeof LOGIN_FORM_FIELDS; type: string; autocomplete: string };
type ShellForm = {
  title: string;
  switchPrompt: string;
  switchLabel: string;
  switchTo: FormMode;
  button: string;
  /** The SDK marks the sign-up form's fields as required in their labels. */
  required: string;
  fields: Field[];
};

/** The SDK's own screens for /login (its default texts), field for field. */
const FORMS: Record<FormMode, ShellForm> = {
  signin: {
    title: 'Sign In',
    switchPrompt: 'Not registered yet?',
    switchLabel: 'Sign Up',
    switchTo: 'signup',
    button: 'SIGN IN',
    required: '',
    fields: [
      { name: 'email', type: 'email', autocomplete: 'email' },
      { name: 'password', type: 'password', autocomplete: 'current-password' },
    ],
  },
  signup: {
    title: 'Sign Up',
    switchPrompt: 'Already have an account?',
    switchLabel: 'Sign In',
    switchTo: 'signin',
    button: 'SIGN UP',
    required: ' *',
    fields: [
      { name: 'email', type: 'email', autocomplete: 'email' },
      { name: 'password', type: 'password', autocomplete: 'new-password' },
      { name: CONFIRM_PASSWORD_FIELD, type: 'password', autocomplete: 'off' },
    ],
  },
};

/**
 * /login's sign-in or sign-up form drawn into the HTML, so a visitor can type before the app's
 * code has loaded (decision 078). The app swaps the SDK's form in and carries over what was typed
 * (login-shell-takeover.ts); /login-shell.js holds a submit made before that. Other pages: none.
 */
export function loginShell(
  pathname: string,
  search: string,
): { head: string; body: string } | undefined {
  if (pathname !== AUTH_WEBSITE_BASE_PATH) {
    return undefined;
  }
  const params = new URLSearchParams(search);
  const mode: FormMode = params.get('show') === 'signup' ? 'signup' : 'signin';
  const form = FORMS[mode];
  params.set('show', form.switchTo);
  const switchHref = `${AUTH_WEBSITE_BASE_PATH}?${params.toString()}`;
  const rows = form.fields.map((field) => fieldRow(field, mode, form.required)).join('');
  const privacy =
    mode === 'signup'
      ? '<p class="login-shell__privacy">By continuing, you agree to our <a href="/privacy" target="_blank" rel="noopener noreferrer">Privacy Policy</a></p>'
      : '';
  return {
    head: '<link rel="stylesheet" href="/login-shell.css" />',
    body:
      `<div id="login-shell" class="login-shell" data-mode="${mode}">` +
      '<form class="login-shell__box" method="post" action="/login" autocomplete="on" novalidate>' +
      `<div class="login-shell__title">${form.title}</div>` +
      `<div class="login-shell__subtitle">${form.switchPrompt}<a href="${escapeHtml(switchHref)}">${form.switchLabel}</a></div>` +
      '<div class="login-shell__divider"></div>' +
      `${rows}<button type="submit" class="login-shell__button">${form.button}</button>${privacy}` +
      // Not deferred: deferred scripts wait for the app's module script.
      '</form></div><script src="/login-shell.js"></script>',
  };
}

function fieldRow(field: Field, mode: FormMode, required: string): string {
  const texts = LOGIN_FORM_FIELDS[field.name];
  const id = `login-shell-${field.name}`;
  const forgot =
    mode === 'signin' && field.name === 'password'
      ? `<a class="login-shell__forgot" href="${AUTH_WEBSITE_BASE_PATH}/reset-password">Forgot password?</a>`
      : '';
  return (
    '<div class="login-shell__row">' +
    `<div class="login-shell__label-line"><label class="login-shell__label" for="${id}">${texts.label}${required}</label>${forgot}</div>` +
    `<input id="${id}" class="login-shell__input" name="${field.name}" type="${field.type}" autocomplete="${field.autocomplete}" placeholder="${texts.placeholder}" />` +
    '</div>'
  );
}
