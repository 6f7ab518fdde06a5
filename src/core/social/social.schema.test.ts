import { describe, expect, it } from 'vitest';
import {
  friendRequestInputSchema,
  handleSchema,
  shareInputSchema,
  toFriendRequestInput,
} from './social.schema.ts';

describe('handleSchema', () => {
  it.each(['ash', 'Misty_42', 'a'.repeat(24)])('accepts %s', (handle) => {
    expect(handleSchema.safeParse(handle).success).toBe(true);
  });
  it.each([
    ['ab', 'at least 3'],
    ['a'.repeat(25), 'at most 24'],
    ['with space', 'letters, digits'],
    ['ADMIN', 'reserved'],
    ['Support', 'reserved'],
  ])('refuses %s (%s)', (handle, message) => {
    const result = handleSchema.safeParse(handle);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toContain(message);
  });
});

describe('friend request input', () => {
  it('reads the single form field as an e-mail or a handle', () => {
    expect(toFriendRequestInput({ target: ' misty@cerulean.test ' })).toEqual({
      email: 'misty@cerulean.test',
    });
    expect(toFriendRequestInput({ target: '@misty_42' })).toEqual({ handle: 'misty_42' });
  });
  it('needs exactly one of handle and e-mail, and a real e-mail', () => {
    expect(friendRequestInputSchema.safeParse({}).success).toBe(false);
    expect(friendRequestInputSchema.safeParse({ handle: 'a', email: 'b@c.de' }).success).toBe(
      false,
    );
    expect(friendRequestInputSchema.safeParse({ email: 'nope' }).success).toBe(false);
    expect(friendRequestInputSchema.safeParse({ email: 'b@c.de' }).success).toBe(true);
  });
});

describe('shareInputSchema', () => {
  it('asks for binder_id with a binder link only', () => {
    expect(shareInputSchema.safeParse({ scope: 'binder', binder_id: 3 }).success).toBe(true);
    expect(shareInputSchema.safeParse({ scope: 'binder' }).success).toBe(false);
    expect(shareInputSchema.safeParse({ scope: 'wishlist', binder_id: 3 }).success).toBe(false);
  });
});
