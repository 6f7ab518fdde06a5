function opaqueTag(tag: string): string {
  return tag.trim().replace(/^W\//, '');
}

/** If-None-Match uses the weak comparison: W/"x" and "x" match. */
export function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) {
    return false;
  }
  const wanted = opaqueTag(etag);
  return header.split(',').some((tag) => tag.trim() === '*' || opaqueTag(tag) === wanted);
}
