/** Queries this short match most of the catalog: ranking them is the expensive search path. */
const SHORT_QUERY_LENGTH = 3;

export function isShortQuery(q: string): boolean {
  return q.replace(/\s+/g, '').length < SHORT_QUERY_LENGTH;
}
