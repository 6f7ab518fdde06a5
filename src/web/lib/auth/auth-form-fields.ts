import { validateEmail } from '#core/auth/validate-email.ts';
import { validatePassword, validatePasswordConfirmation } from '#core/auth/validate-password.ts';

export const CONFIRM_PASSWORD_FIELD = 'confirm-password';

type FormFieldValue = { id: string; value: string };

/**
 * The sign-up form's fields (spec section 3: email, password, confirm-password) with the spec's
 * validation texts. The prebuilt UI validates fields one by one in this order, so the password
 * validator remembers the value it last saw and the confirmation is compared against it.
 */
export function createSignUpFormFields() {
  let lastPassword = '';
  return [
    {
      id: 'email',
      label: 'Email',
      placeholder: 'Email address',
      validate: async (value: unknown) => validateEmail(value)?.message,
    },
    {
      id: 'password',
      label: 'Password',
      placeholder: 'Password',
      validate: async (value: unknown) => {
        lastPassword = typeof value === 'string' ? value : '';
        return validatePassword(value)?.message;
      },
    },
    {
      id: CONFIRM_PASSWORD_FIELD,
      label: 'Confirm password',
      placeholder: 'Confirm your password',
      validate: async (value: unknown) => validatePasswordConfirmation(lastPassword, value),
    },
  ];
}

/**
 * Checked again when the form is submitted, from the submitted values themselves: the
 * confirmation error, or undefined when both passwords match.
 */
export function confirmationError(formFields: FormFieldValue[]): string | undefined {
  const password = formFields.find((field) => field.id === 'password')?.value ?? '';
  const confirmation = formFields.find((field) => field.id === CONFIRM_PASSWORD_FIELD);
  if (!confirmation) {
    return undefined;
  }
  return validatePasswordConfirmation(password, confirmation.value);
}

/** Only email and password go to the server (auth-protocol.md 4.1: extra fields are refused). */
export function withoutConfirmation(formFields: FormFieldValue[]): FormFieldValue[] {
  return formFields.filter((field) => field.id !== CONFIRM_PASSWORD_FIELD);
}
