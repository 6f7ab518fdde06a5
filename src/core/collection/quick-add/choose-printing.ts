import type { PrintingWish } from './quick-add-tokens.ts';

type Option = { value: string; label: string };

type KeyParts = { type: string; sub?: string; stamps: string[]; foil?: string; size?: string };

/** Reads a printing key (`reverse/stamp:1st-edition+staff/foil:masterball`) into its parts. */
function readKey(key: string): KeyParts {
  const [type = '', ...parts] = key.split('/');
  const found: KeyParts = { type, stamps: [] };
  for (const part of parts) {
    const at = part.indexOf(':');
    const name = part.slice(0, at);
    const value = part.slice(at + 1);
    if (name === 'stamp') {
      found.stamps = value.split('+');
    } else if (name === 'sub' || name === 'foil' || name === 'size') {
      found[name] = value;
    }
  }
  return found;
}

function matches(key: KeyParts, wish: PrintingWish): boolean {
  return (
    (wish.type === undefined || key.type === wish.type) &&
    (wish.subtype === undefined || key.sub === wish.subtype) &&
    (wish.foil === undefined || key.foil === wish.foil) &&
    (wish.size === undefined || key.size === wish.size) &&
    wish.stamps.every((stamp) => key.stamps.includes(stamp))
  );
}

/** How much a key names beyond the wish: the plainest matching printing wins. */
function extraParts(key: KeyParts): number {
  return [key.sub, key.foil, key.size].filter(Boolean).length + key.stamps.length;
}

export function isEmptyWish(wish: PrintingWish): boolean {
  return !wish.type && !wish.subtype && !wish.foil && !wish.size && wish.stamps.length === 0;
}

/** The wish as words for a message: `reverse, masterball foil`. */
export function describeWish(wish: PrintingWish): string {
  return [wish.type, wish.subtype, ...wish.stamps, wish.foil && `${wish.foil} foil`, wish.size]
    .filter(Boolean)
    .join(', ');
}

/**
 * The printing a typed wish names among a product's printing options (values are printing
 * keys, default first). No wish takes the default; a wish matching none is an error naming the
 * printings there are.
 */
export function choosePrinting(
  options: readonly Option[],
  wish: PrintingWish,
): { ok: true; value: string } | { ok: false; error: string } {
  const [first] = options;
  if (isEmptyWish(wish)) {
    return { ok: true, value: first?.value ?? 'normal' };
  }
  const candidates = options
    .map((option) => ({ option, key: readKey(option.value) }))
    .filter(({ key }) => matches(key, wish))
    .sort((a, b) => extraParts(a.key) - extraParts(b.key));
  const [best] = candidates;
  if (best) {
    return { ok: true, value: best.option.value };
  }
  const printings = options.map((option) => option.label).join(', ') || 'none';
  return { ok: false, error: `No ${describeWish(wish)} printing; this card has: ${printings}` };
}
