import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError, type AppErrorCode } from '#core/errors.ts';
import { registerErrorHandling } from './errors.ts';

// The photo tools' answers went through their own reply.send before decision 047; since, they
// are AppError codes. The clients read these bytes, statuses and headers: they must not change.
const app = Fastify();

beforeAll(async () => {
  registerErrorHandling(app);
  app.get('/throw/:code', async (request) => {
    const { code } = request.params as { code: AppErrorCode };
    throw new AppError(code, `message of ${code}`);
  });
  await app.ready();
});
afterAll(() => app.close());

const cases: { code: AppErrorCode; status: number; retryAfter: string | undefined }[] = [
  { code: 'membership_required', status: 403, retryAfter: undefined },
  { code: 'scan_busy', status: 503, retryAfter: '2' },
  { code: 'scan_timeout', status: 503, retryAfter: '2' },
  { code: 'scan_limit', status: 429, retryAfter: '2' },
  { code: 'grading_busy', status: 503, retryAfter: '2' },
  { code: 'grading_timeout', status: 503, retryAfter: '2' },
  { code: 'FORBIDDEN', status: 403, retryAfter: undefined },
  { code: 'RATE_LIMITED', status: 429, retryAfter: undefined },
];

describe('the error handler', () => {
  it.each(cases)('answers $code with $status, Retry-After $retryAfter', async (expected) => {
    const response = await app.inject({ url: `/throw/${expected.code}` });
    expect(response.statusCode).toBe(expected.status);
    expect(response.headers['retry-after']).toBe(expected.retryAfter);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.body).toBe(
      `{"error":{"code":"${expected.code}","message":"message of ${expected.code}"}}`,
    );
  });

  it('names a framework error by its generic code, never a photo tool code', async () => {
    const local = Fastify();
    registerErrorHandling(local);
    local.get('/', async () => {
      throw Object.assign(new Error('slow down'), { statusCode: 429 });
    });
    local.get('/forbidden', async () => {
      throw Object.assign(new Error('no'), { statusCode: 403 });
    });
    expect((await local.inject({ url: '/' })).json()).toEqual({
      error: { code: 'RATE_LIMITED', message: 'slow down' },
    });
    expect((await local.inject({ url: '/forbidden' })).json()).toEqual({
      error: { code: 'FORBIDDEN', message: 'no' },
    });
    await local.close();
  });
});
