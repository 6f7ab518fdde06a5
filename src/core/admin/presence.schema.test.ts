import { describe, expect, it } from 'vitest';
import { countByPage, heartbeatBodySchema } from './presence.schema.ts';

describe('countByPage', () => {
  it('counts visitors per page, busiest first, ties by path', () => {
    expect(
      countByPage([{ path: '/shop' }, { path: '/home' }, { path: '/shop' }, { path: '/cards' }]),
    ).toEqual([
      { path: '/shop', count: 2 },
      { path: '/cards', count: 1 },
      { path: '/home', count: 1 },
    ]);
  });
});

describe('heartbeatBodySchema', () => {
  it('takes a page path with its query', () => {
    expect(heartbeatBodySchema.parse({ visitorId: 'a1b2c3d4e5', path: '/cards?q=mew' }).path).toBe(
      '/cards?q=mew',
    );
  });

  it.each([
    { visitorId: 'short', path: '/' },
    { visitorId: 'has spaces in it', path: '/' },
    { visitorId: 'a1b2c3d4e5', path: 'https://evil.example/' },
    { visitorId: 'a1b2c3d4e5', path: `/${'x'.repeat(500)}` },
  ])('refuses %o', (body) => {
    expect(heartbeatBodySchema.safeParse(body).success).toBe(false);
  });
});
