/** FDI business outcomes are HTTP 200 with a status string (auth-protocol.md section 2.2). */
export function generalError(message: string) {
  return { status: 'GENERAL_ERROR' as const, message };
}

export type FieldErrorItem = { id: string; error: string };

export function fieldError(formFields: FieldErrorItem[]) {
  return { status: 'FIELD_ERROR' as const, formFields };
}

/** Malformed input: the reference backend answers 400 `{message}`. */
export class BadRequestError extends Error {
  readonly statusCode = 400;
}

/** A rate limit was hit: answered as GENERAL_ERROR so the prebuilt UI can show it. */
export class RateLimitedError extends Error {}
