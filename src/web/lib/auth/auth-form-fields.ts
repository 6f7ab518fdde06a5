import { CONFIRM_PASSWORD_FIELD, LOGIN_FORM_FIELDS } from '#core/auth/login-form-texts.ts';
import { validateEmail } from '#core/auth/validate-email.ts';
import { validatePassword, validatePasswordConfirmation } from '#core/auth/validate-password.ts';

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
      label: LOGIN_FORM_FIELDS.email.label,
      placeholder: LOGIN_FORM_FIELDS.email.placeholder,
      validate: async (value: unknown) => validateEmail(value)?.message,
    },
    {
      id: 'password',
      label: LOGIN_FORM_FIELDS.password.label,
      placeholder: LOGIN_FORM_FIELDS.password.placeholder,
      validate: async (value: unknown) => {
        lastPassword = typeof value === 'string' ? value : '';
        return validatePassword(value)?.message;
      },
    },
    {
      id: CONFIRM_PASSWORD_FIELD,
      label: LOGIN_FORM_FIELDS[CONFIRM_PASSWORD_FIELD].label,
      placeholder: LOGIN_FORM_FIELDS[CONFIRM_PASSWORD_FIELD].placeholder,
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
