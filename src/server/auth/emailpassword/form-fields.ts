import { z } from 'zod';
import { BadRequestError } from '../fdi/fdi-responses.ts';

const MAX_FIELD_LENGTH = 100_000;

/** `{formFields:[{id, value}], shouldTryLinkingWithSessionUser?}` (auth-protocol.md 4.1-4.5). */
export const formBodySchema = z.object({
  formFields: z.array(z.object({ id: z.string().max(100), value: z.unknown() })).max(10),
  shouldTryLinkingWithSessionUser: z.boolean().optional(),
});

export type FormBody = z.output<typeof formBodySchema>;

/**
 * Picks the expected fields: unknown fields or non-string values are a 400 (reference backend);
 * a missing field is '' so the caller reports FIELD_ERROR 'Field is not optional'.
 */
export function readFormFields<K extends string>(
  body: FormBody,
  expected: readonly K[],
): Record<K, string> {
  if (body.shouldTryLinkingWithSessionUser === true) {
    throw new BadRequestError('Account linking is not supported');
  }
  const values = {} as Record<K, string>;
  for (const id of expected) {
    values[id] = '';
  }
  for (const field of body.formFields) {
    if (!(expected as readonly string[]).includes(field.id)) {
      throw new BadRequestError(`Unknown form field: ${field.id.slice(0, 40)}`);
    }
    if (typeof field.value !== 'string') {
      throw new BadRequestError(`${field.id} must be of type string`);
    }
    if (field.value.length > MAX_FIELD_LENGTH) {
      throw new BadRequestError(`${field.id} is too long`);
    }
    values[field.id as K] = field.value;
  }
  return values;
}

/** The e-mail field for rate-limit keys, read leniently (the body may still be invalid). */
export function emailFromBody(body: unknown): string | undefined {
  const fields = (body as { formFields?: unknown } | undefined)?.formFields;
  if (!Array.isArray(fields)) {
    return undefined;
  }
  const email = fields.find((field) => (field as { id?: unknown })?.id === 'email')?.value;
  return typeof email === 'string' ? email.trim().toLowerCase().slice(0, 320) : undefined;
}
