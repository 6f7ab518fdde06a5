import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startVersionCheck } from './version-check.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('startVersionCheck', () => {
  it('polls every 60 seconds while the versions match', async () => {
    const fetchVersion = vi.fn(async () => '7.52');
    const onMismatch = vi.fn();
    const stop = startVersionCheck({ fetchVersion, onMismatch });
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchVersion).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(59_999);
    expect(fetchVersion).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchVersion).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(120_000);
    expect(fetchVersion).toHaveBeenCalledTimes(4);
    expect(onMismatch).not.toHaveBeenCalled();
    stop();
  });

  it('reports a mismatch once, even when later polls still differ', async () => {
    const versions = ['7.52', '7.60', '7.60'];
    const onMismatch = vi.fn();
    const stop = startVersionCheck({ fetchVersion: async () => versions.shift(), onMismatch });
    await vi.advanceTimersByTimeAsync(0);
    expect(onMismatch).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(onMismatch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(onMismatch).toHaveBeenCalledTimes(1);
    stop();
  });

  it('treats a failed request as no news and stops polling when stopped', async () => {
    const fetchVersion = vi.fn(async () => {
      throw new Error('offline');
    });
    const onMismatch = vi.fn();
    const stop = startVersionCheck({ fetchVersion, onMismatch });
    await vi.advanceTimersByTimeAsync(60_000);
    stop();
    await vi.advanceTimersByTimeAsync(180_000);
    expect(fetchVersion).toHaveBeenCalledTimes(2);
    expect(onMismatch).not.toHaveBeenCalled();
  });
});
