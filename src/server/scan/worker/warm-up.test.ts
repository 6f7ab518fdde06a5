import { describe, expect, it } from 'vitest';
import { loadOpenCv } from '../../vision/image/opencv.ts';
import { warmUpEngine } from './warm-up.ts';

describe('the scan worker warm-up (decision 044)', () => {
  it('takes its made-up photo through detection, warping and describing, as a user photo', async () => {
    const [multi, single] = await warmUpEngine(await loadOpenCv());
    // Shapes were found and read (each read warps and describes an outline both ways up)...
    expect(multi?.counts?.reads).toBeGreaterThanOrEqual(9);
    expect(multi?.counts?.orientations).toBeGreaterThanOrEqual(18);
    expect(multi?.timings.describe).toBeGreaterThan(0);
    expect(single?.counts?.orientations).toBeGreaterThan(0);
    // ...and with no index nothing is named.
    expect(multi?.groups).toEqual([]);
  });
});
