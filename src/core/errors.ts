export type AppErrorCode =
  | 'VALIDATION_FAILED'
  | 'NOT_FOUND'
  | 'UNAUTHORISED'
  | 'FORBIDDEN'
  | 'CSRF_FAILED'
  | 'RATE_LIMITED'
  | 'CONFLICT'
  | 'PAYLOAD_TOO_LARGE'
  | 'INTERNAL'
  | PhotoToolErrorCode;

/**
 * The photo tools' own codes (decision 047). They are lower case because they are the wire
 * strings the web and iPhone clients already read: `membership_required` (403), the scanner's
 * `scan_busy` / `scan_timeout` / `scan_not_ready` (503, the last: no scan index yet) and
 * `scan_limit` (429), grading's `grading_busy` /
 * `grading_timeout` (503). The server adds `Retry-After` to the 503s and 429s among them.
 */
export type PhotoToolErrorCode =
  | 'membership_required'
  | 'scan_busy'
  | 'scan_timeout'
  | 'scan_limit'
  | 'scan_not_ready'
  | 'grading_busy'
  | 'grading_timeout';

/** An error whose message is safe to show to the user; the server maps the code to a status. */
export class AppError extends Error {
  readonly code: AppErrorCode;
  readonly details: Record<string, unknown> | undefined;

  constructor(code: AppErrorCode, message: string, details?: Record<string, unknown>) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.details = details;
  }
}

export type ErrorBody = { error: { code: AppErrorCode; message: string; issues?: unknown } };
