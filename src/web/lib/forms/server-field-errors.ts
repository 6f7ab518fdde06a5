import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';

export type FieldIssue = { field: string; message: string };

type IssueBody = {
  error?: {
    code?: string;
    message?: string;
    issues?: { path?: string; message?: string }[] | { field?: string; code?: string };
  };
};

/**
 * The field problems of a VALIDATION_FAILED answer (a thrown error Response): schema failures
 * list `issues: [{ path, message }]`; a service's AppError names one `issues.field` and says
 * "field: message". Anything else has none.
 */
export async function readFieldIssues(error: unknown): Promise<FieldIssue[]> {
  if (!(error instanceof Response)) {
    return [];
  }
  const body = (await error
    .clone()
    .json()
    .catch(() => ({}))) as IssueBody;
  const answer = body.error;
  if (answer?.code !== 'VALIDATION_FAILED' || !answer.issues) {
    return [];
  }
  if (Array.isArray(answer.issues)) {
    return answer.issues.flatMap((issue) =>
      issue.path ? [{ field: issue.path, message: issue.message ?? 'is invalid' }] : [],
    );
  }
  const { field } = answer.issues;
  if (!field) {
    return [];
  }
  const message = answer.message ?? 'is invalid';
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
