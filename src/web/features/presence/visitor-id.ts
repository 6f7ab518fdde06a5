const KEY = 'cf_visitor';
let fallback: string | undefined;

function randomId(): string {
  return crypto.randomUUID().replaceAll('-', '');
}

/**
 * This tab's visitor id for presence heartbeats. Kept in sessionStorage (per tab, gone with the
 * tab): only the cart is persisted in localStorage (spec section 5).
 */
export function visitorId(): string {
  try {
    let id = window.sessionStorage.getItem(KEY);
    if (!id) {
      id = randomId();
      window.sessionStorage.setItem(KEY, id);
    }
    return id;
  } catch {
    fallback ??= randomId();
    return fallback;
  }
}
