import { describe, expect, it } from 'vitest';
import { homeSearchSchema } from './home-search.ts';

describe('homeSearchSchema', () => {
  it.each([
    [{}, {}],
    [
      { binder: '12', view: 'binder' },
      { binder: 12, view: 'binder' },
    ],
    [
      { binder: 7, view: 'list' },
      { binder: 7, view: 'list' },
    ],
    [{ binder: '0', view: 'grid' }, {}],
    [{ binder: '-3', view: 'pages' }, {}],
    [{ binder: '1.5', view: ['list'] }, {}],
  ])('%o -> %o', (input, expected) => {
    const read = homeSearchSchema.parse(input);
    expect({ binder: read.binder, view: read.view }).toEqual({
      binder: undefined,
      view: undefined,
      ...expected,
    });
  });
});
