/**
 * The e-mail and password forms' texts, shared by the auth SDK's form fields (browser) and the
 * form the server draws into /login's HTML before the app has loaded (login-shell.ts).
 */
export const LOGIN_FORM_FIELDS = {
  email: { label: 'Email', placeholder: 'Email address' },
  password: { label: 'Password', placeholder: 'Password' },
  'confirm-password': { label: 'Confirm password', placeholder: 'Confirm your password' },
} as const;

export const CONFIRM_PASSWORD_FIELD = 'confirm-password';
