import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { errorDetails, readErrorBody } from '../api-client.ts';

export type FieldIssue = { field: string; message: string };

/**
 * The field problems of a VALIDATION_FAILED answer (a thrown error Response, or an Error whose
 * cause is one): schema failures list `issues: [{ path, message }]`; a service's AppError names
 * one `issues.field` and says "field: message". Anything else has none.
 */
export async function readFieldIssues(error: unknown): Promise<FieldIssue[]> {
  const answer = error instanceof Error ? error.cause : error;
  const failure = errorDetails(await readErrorBody(answer));
  if (failure?.code !== 'VALIDATION_FAILED' || !failure.issues) {
    return [];
  }
  if (Array.isArray(failure.issues)) {
    return failure.issues.flatMap((issue) =>
      issue.path ? [{ field: issue.path, message: issue.message ?? 'is invalid' }] : [],
    );
  }
  const { field } = failure.issues;
  if (!field) {
    return [];
  }
  const message = failure.message ?? 'is invalid';
  return [
    {
      field,
      message: message.startsWith(`${field}: `) ? message.slice(field.length + 2) : message,
    },
  ];
}

/**
 * Puts the server's field problems back on the form's fields (ADR 024). Returns true when at
 * least one named a field of `fields`; the caller shows any other failure as a form error.
 */
export async function setServerFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
): Promise<boolean> {
  let placed = false;
  for (const issue of await readFieldIssues(error)) {
    const field = fields.find((name) => name === issue.field);
    if (field) {
      setError(field, { type: 'server', message: issue.message });
      placed = true;
    }
  }
  return placed;
}
