import { cookieHeader, parseSetCookie } from './cookies.ts';
/**
 * Drives the stand-in's development sign-in form with plain fetch and a cookie jar, the way a
 * browser would, and returns what the provider sends back to the redirect URI: the query
 * parameters (Google, response_mode=query) or the auto-posted form fields (Apple, form_post).
 */
export async function signInAtStandIn(
  authorizationUrl: string,
  login: string,
): Promise<{ redirectUri: string; params: Record<string, string> }> {
  const jar = new Map<string, string>();
  const remember = (response: Response) => {
    for (const line of response.headers.getSetCookie()) {
      const { name, value } = parseSetCookie(line);
      if (name) {
        jar.set(name, value);
      }
    }
  };
  const send = async (url: string, init: RequestInit = {}) => {
    const cookie = cookieHeader(jar);
    const response = await fetch(url, {
      ...init,
      redirect: 'manual',
      headers: { ...init.headers, cookie },
    });
    remember(response);
    return response;
  };
  const issuerOrigin = new URL(authorizationUrl).origin;
  let response = await send(authorizationUrl);
  let submitted = false;
  for (let hop = 0; hop < 10; hop += 1) {
    const location = response.headers.get('location');
    if (location) {
      const next = new URL(location, response.url || authorizationUrl);
      if (next.origin !== issuerOrigin) {
        return {
          redirectUri: `${next.origin}${next.pathname}`,
          params: Object.fromEntries(next.searchParams),
        };
      }
      response = await send(next.href);
      continue;
    }
    const html = await response.text();
    // regex-safety: test driver reading the stand-in provider's own page.
    const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1]?.replaceAll('&amp;', '&');
    if (!action) {
      throw new Error(`unexpected page from the stand-in: ${html.slice(0, 300)}`);
    }
    const target = new URL(action, issuerOrigin);
    if (target.origin !== issuerOrigin) {
      const fields = [...html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"/g)];
      const params = Object.fromEntries(fields.map((m) => [m[1] ?? '', decodeHtml(m[2] ?? '')]));
      return { redirectUri: `${target.origin}${target.pathname}`, params };
    }
    if (submitted) {
      throw new Error('the stand-in showed the sign-in form twice');
    }
    submitted = true;
    response = await send(target.href, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ prompt: 'login', login, password: 'any' }).toString(),
    });
  }
  throw new Error('too many redirects at the stand-in');
}

function decodeHtml(value: string): string {
  return value
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');
}
