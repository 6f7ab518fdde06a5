import { errorDetails, readErrorBody, readErrorMessage } from '../../../lib/api-client.ts';

/** Thrown by the grading calls: the server's message, and its code (membership_required...). */
export class GradingRequestError extends Error {
  constructor(
    message: string,
    readonly code: string | null,
    readonly status: number,
  ) {
    super(message);
  }
}

export async function toGradingError(
  error: unknown,
  fallback: string,
): Promise<GradingRequestError> {
  if (!(error instanceof Response)) {
    return new GradingRequestError(fallback, null, 0);
  }
  const code = errorDetails(await readErrorBody(error))?.code ?? null;
  return new GradingRequestError(await readErrorMessage(error, fallback), code, error.status);
}

/** Runs a call through the request wrapper; a non-2xx answer (even a retried 403) is an error. */
export async function gradingCall(run: () => Promise<Response>, fallback: string) {
  let response: Response;
  try {
    response = await run();
  } catch (error) {
    throw await toGradingError(error, fallback);
  }
  if (!response.ok) {
    throw await toGradingError(response, fallback);
  }
  return response;
}
