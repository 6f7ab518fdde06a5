import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, type AppErrorCode, type ErrorBody } from '#core/errors.ts';
import { loggedUrl } from './log-serializers.ts';

const STATUS_BY_CODE: Record<AppErrorCode, number> = {
  VALIDATION_FAILED: 400,
  UNAUTHORISED: 401,
  FORBIDDEN: 403,
  CSRF_FAILED: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  membership_required: 403,
  scan_busy: 503,
  scan_timeout: 503,
  scan_limit: 429,
  scan_not_ready: 503,
  grading_busy: 503,
  grading_timeout: 503,
};

/** Seconds a client is told to wait (`Retry-After`) before trying a busy photo tool again. */
const PHOTO_TOOL_RETRY_SECONDS = 2;
const RETRY_AFTER_BY_CODE: Partial<Record<AppErrorCode, number>> = {
  scan_busy: PHOTO_TOOL_RETRY_SECONDS,
  scan_timeout: PHOTO_TOOL_RETRY_SECONDS,
  scan_limit: PHOTO_TOOL_RETRY_SECONDS,
  grading_busy: PHOTO_TOOL_RETRY_SECONDS,
  grading_timeout: PHOTO_TOOL_RETRY_SECONDS,
};

/** The generic codes a framework error's status is named by (never a photo tool's own code). */
const GENERIC_CODES: AppErrorCode[] = [
  'VALIDATION_FAILED',
  'UNAUTHORISED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'PAYLOAD_TOO_LARGE',
  'RATE_LIMITED',
  'INTERNAL',
];

function codeForStatus(status: number): AppErrorCode {
  return GENERIC_CODES.find((code) => STATUS_BY_CODE[code] === status) ?? 'VALIDATION_FAILED';
}

type Issue = { path: string; message: string };

function describeValidation(error: FastifyError & { validationContext?: string }): Issue[] {
  return (error.validation ?? []).map((item) => {
    const pointer = item.instancePath.replace(/^\//, '').replaceAll('/', '.');
    const missing = (item.params as { missingProperty?: string } | undefined)?.missingProperty;
    const field =
      [pointer, missing].filter(Boolean).join('.') || error.validationContext || 'input';
    return { path: field, message: item.message ?? 'is invalid' };
  });
}

// SQLSTATEs of values PostgreSQL will not take: a NUL byte in text (22021), untranslatable
// characters (22P05), numbers and dates out of range (22003, 22008). The client sent them.
const INVALID_INPUT_STATES = new Set(['22021', '22P05', '22003', '22008']);

/** A database error (or drizzle's wrapper around one) caused by a value the client sent. */
function isInvalidInputForDatabase(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 3; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && INVALID_INPUT_STATES.has(code)) {
      return true;
    }
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** The one error handler: clear 4xx bodies naming the problem, a generic 500 that leaks nothing. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error) || error.validation) {
      const issues = describeValidation(error);
      const message = issues.map((issue) => `${issue.path}: ${issue.message}`).join('; ');
      const body: ErrorBody = { error: { code: 'VALIDATION_FAILED', message, issues } };
      return reply.code(400).send(body);
    }
    if (error instanceof AppError) {
      const body: ErrorBody = { error: { code: error.code, message: error.message } };
      if (error.details) {
        body.error.issues = error.details;
      }
      const retryAfter = RETRY_AFTER_BY_CODE[error.code];
      if (retryAfter !== undefined) {
        reply.header('retry-after', String(retryAfter));
      }
      return reply.code(STATUS_BY_CODE[error.code]).send(body);
    }
    if (isInvalidInputForDatabase(error)) {
      const body: ErrorBody = {
        error: {
          code: 'VALIDATION_FAILED',
          message: 'A value cannot be stored (e.g. a NUL character, or a number out of range)',
        },
      };
      return reply.code(400).send(body);
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const body: ErrorBody = { error: { code: codeForStatus(status), message: error.message } };
      return reply.code(status).send(body);
    }
    request.log.error(
      { err: error, method: request.method, url: loggedUrl(request.url), params: request.params },
      'unhandled error',
    );
    const body: ErrorBody = {
      error: { code: 'INTERNAL', message: 'Something went wrong. Please try again later.' },
    };
    return reply.code(500).send(body);
  });
}
