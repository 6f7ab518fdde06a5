import { describe, expect, it } from 'vitest';
import { contactMessageSchema } from './contact.schema.ts';

const valid = { name: 'Ash', email: 'ash@example.com', message: 'Where is my order #12?' };

function firstIssue(input: unknown) {
  const result = contactMessageSchema.safeParse(input);
  if (result.success) {
    return null;
  }
  const issue = result.error.issues[0];
  return { path: issue?.path.join('.'), message: issue?.message };
}

describe('contactMessageSchema', () => {
  it('accepts a complete message and defaults the topic', () => {
    const parsed = contactMessageSchema.parse({ ...valid, email: '  ash@example.com ' });
    expect(parsed).toEqual({ ...valid, topic: 'general' });
  });

  it.each([
    [{ ...valid, name: '   ' }, 'name', 'Name is required'],
    [{ ...valid, email: 'not-an-email' }, 'email', 'Email is invalid'],
    [{ ...valid, email: `${'a'.repeat(300)}@x.com` }, 'email', 'Email is invalid'],
    [{ ...valid, message: 'short' }, 'message', 'Message must be at least 10 characters'],
    [{ ...valid, message: 'x'.repeat(5001) }, 'message', 'Message must be at most 5000 characters'],
    [{ ...valid, topic: 'spam' }, 'topic', 'Choose a topic from the list'],
    [{ email: valid.email, message: valid.message }, 'name', 'Name is required'],
  ])('rejects %j naming the field', (input, path, message) => {
    expect(firstIssue(input)).toEqual({ path, message });
  });
});
