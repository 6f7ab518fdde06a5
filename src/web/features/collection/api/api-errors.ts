/**
 * The message of a failed call: the server's `{ error: { message } }` (or `{ error: '...' }`)
 * when the thrown value is an error Response carrying one, else the fallback.
 */
export async function getServerMessage(error: unknown): Promise<string | null> {
  if (!(error instanceof Response)) {
    return null;
  }
  try {
    const body = (await error.clone().json()) as {
      error?: string | { message?: string };
      message?: string;
    };
    if (typeof body.error === 'string') {
      return body.error;
    }
    return body.error?.message ?? body.message ?? null;
  } catch {
    return null;
  }
}

/** Rethrows any failure as an Error with the server's message or the fallback text. */
export async function toApiError(error: unknown, fallback: string): Promise<Error> {
  return new Error((await getServerMessage(error)) ?? fallback);
}

export function isNotFound(error: unknown): boolean {
  return error instanceof Response && error.status === 404;
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
