import { describe, expect, it } from 'vitest';
import { signInProvidersSchema } from './sign-in-providers.schema.ts';

const answer = (ids: string[]) => ({
  status: 'OK',
  thirdParty: { enabled: ids.length > 0, providers: ids.map((id) => ({ id, name: id })) },
});

describe('the sign-in providers the web app offers', () => {
  it('are the configured ones the app has buttons for, in the server order', () => {
    expect(signInProvidersSchema.parse(answer(['apple', 'google']))).toEqual(['apple', 'google']);
    expect(signInProvidersSchema.parse(answer(['google', 'github']))).toEqual(['google']);
  });
  it('are none when the server has no keys', () => {
    expect(signInProvidersSchema.parse(answer([]))).toEqual([]);
  });
});
