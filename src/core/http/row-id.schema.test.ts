import { describe, expect, it } from 'vitest';
import { idSchema, MAX_ID, pathIdSchema } from './row-id.schema.ts';

describe('row ids', () => {
  it('a path id is written in digits only and within the id rule', () => {
    expect(pathIdSchema.parse('42')).toBe(42);
    expect(pathIdSchema.parse(String(MAX_ID))).toBe(MAX_ID);
    for (const bad of ['abc', '1e3', '0', '07', ' 7', '7 ', '-1', '1.5', '', String(MAX_ID + 1)]) {
      expect(pathIdSchema.safeParse(bad).success, bad).toBe(false);
    }
  });

  it('the query id rule still coerces numbers (server params)', () => {
    expect(idSchema.parse('7')).toBe(7);
    expect(idSchema.safeParse('0').success).toBe(false);
  });
});
