import { describe, expect, it } from 'vitest';
import {
  confirmationError,
  createSignUpFormFields,
  withoutConfirmation,
} from './auth-form-fields.ts';

async function validateInOrder(values: Record<string, string>) {
  const errors: Record<string, string | undefined> = {};
  for (const field of createSignUpFormFields()) {
    errors[field.id] = await field.validate(values[field.id]);
  }
  return errors;
}

describe('sign-up form fields', () => {
  it('are email, password and confirm-password', () => {
    expect(createSignUpFormFields().map((field) => field.id)).toEqual([
      'email',
      'password',
      'confirm-password',
    ]);
  });
  it('show the spec texts', async () => {
    const errors = await validateInOrder({
      email: 'not-an-email',
      password: 'short1',
      'confirm-password': 'other',
    });
    expect(errors).toEqual({
      email: 'Email is invalid',
      password: 'Password must contain at least 8 characters, including a number',
      'confirm-password': "Confirmation password doesn't match",
    });
    expect((await validateInOrder({ password: 'abcdefghi' })).password).toBe(
      'Password must contain at least one number',
    );
    expect((await validateInOrder({ password: '123456789' })).password).toBe(
      'Password must contain at least one alphabet',
    );
    expect((await validateInOrder({ password: `a1${'x'.repeat(98)}` })).password).toBe(
      "Password's length must be lesser than 100 characters",
    );
  });
  it('accept a valid sign-up', async () => {
    const errors = await validateInOrder({
      email: ' ash@example.com ',
      password: 'pikachu25',
      'confirm-password': 'pikachu25',
    });
    expect(errors).toEqual({
      email: undefined,
      password: undefined,
      'confirm-password': undefined,
    });
  });
});

describe('sign-up submit', () => {
  const fields = (confirm: string) => [
    { id: 'email', value: 'ash@example.com' },
    { id: 'password', value: 'pikachu25' },
    { id: 'confirm-password', value: confirm },
  ];
  it('refuses a confirmation that differs from the password', () => {
    expect(confirmationError(fields('pikachu26'))).toBe("Confirmation password doesn't match");
    expect(confirmationError(fields('pikachu25'))).toBeUndefined();
  });
  it('sends only email and password', () => {
    expect(withoutConfirmation(fields('pikachu25')).map((field) => field.id)).toEqual([
      'email',
      'password',
    ]);
  });
});
