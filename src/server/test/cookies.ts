/** Cookies by name, as a test client keeps them between calls. */
export type Cookies = Record<string, string>;

/** The name and value of one Set-Cookie line (its attributes are ignored). */
export function parseSetCookie(line: string): { name: string; value: string } {
  const [pair = ''] = line.split(';');
  const [name = '', ...rest] = pair.split('=');
  return { name: name.trim(), value: rest.join('=') };
}

/** One Cookie request header from a jar. */
export function cookieHeader(jar: Cookies | Map<string, string>): string {
  const entries = jar instanceof Map ? [...jar] : Object.entries(jar);
  return entries.map(([name, value]) => `${name}=${value}`).join('; ');
}

/** The `name=value` pairs of a fetch response's Set-Cookie headers, as one Cookie header. */
export function cookiesOf(res: Response): string {
  const jar = new Map<string, string>();
  for (const line of res.headers.getSetCookie()) {
    const { name, value } = parseSetCookie(line);
    jar.set(name, value);
  }
  return cookieHeader(jar);
}
