/**
 * The printing key a collection item's `variant` holds: one catalog printing (`variants[]`
 * entry) as a string, `<type>[/sub:<subtype>][/stamp:<a>+<b> (sorted)][/foil:<foil>][/size:<size>]`,
 * e.g. `holo/sub:shadowless/stamp:1st-edition`. A plain type (`holo`) is still a key: old
 * rows and products without variant data. The part before the first `/` is the coarse type,
 * the price fallback.
 */
export type PrintingFields = {
  type: string;
  subtype?: string;
  stamp?: readonly string[];
  foil?: string;
  size?: string;
};

const PART = /^[a-z0-9][a-z0-9-]*$/;
const FIELD_ORDER = ['sub', 'stamp', 'foil', 'size'] as const;
type KeyField = (typeof FIELD_ORDER)[number];

function clean(value: string | undefined): string | undefined {
  const trimmed = value?.trim().toLowerCase();
  return trimmed ? trimmed : undefined;
}

/** The key of one catalog printing; marketplace ids and unknown fields are ignored. */
export function printingKey(printing: PrintingFields): string {
  const parts = [clean(printing.type) ?? 'normal'];
  const subtype = clean(printing.subtype);
  if (subtype) {
    parts.push(`sub:${subtype}`);
  }
  const stamps = [
    ...new Set((printing.stamp ?? []).map(clean).filter((s): s is string => !!s)),
  ].sort();
  if (stamps.length > 0) {
    parts.push(`stamp:${stamps.join('+')}`);
  }
  const foil = clean(printing.foil);
  if (foil) {
    parts.push(`foil:${foil}`);
  }
  const size = clean(printing.size);
  if (size) {
    parts.push(`size:${size}`);
  }
  return parts.join('/');
}

/** The fields of a well-formed key (fields in key order, kebab-case values), else null. */
export function parsePrintingKey(key: string): PrintingFields | null {
  const [type, ...rest] = key.split('/');
  if (!type || !PART.test(type)) {
    return null;
  }
  const fields: PrintingFields = { type };
  let lastIndex = -1;
  for (const part of rest) {
    const colon = part.indexOf(':');
    const name = part.slice(0, colon) as KeyField;
    const value = part.slice(colon + 1);
    const index = FIELD_ORDER.indexOf(name);
    if (colon < 0 || index <= lastIndex) {
      return null;
    }
    lastIndex = index;
    const values = name === 'stamp' ? value.split('+') : [value];
    if (!values.every((item) => PART.test(item))) {
      return null;
    }
    if (name === 'sub') {
      fields.subtype = value;
    } else if (name === 'stamp') {
      fields.stamp = values;
    } else {
      fields[name] = value;
    }
  }
  return fields;
}

/** The coarse type of a key ('holo' for 'holo/sub:shadowless/stamp:1st-edition'). */
export function coarseType(key: string): string {
  return key.split('/')[0] ?? key;
}

const TYPE_LABELS: Record<string, string> = {
  normal: 'Normal',
  holo: 'Holo',
  reverse: 'Reverse holo',
  metal: 'Metal',
  lenticular: 'Lenticular',
};

const WORD_LABELS: Record<string, string> = {
  pokeball: 'Poké Ball',
  masterball: 'Master Ball',
  loveball: 'Love Ball',
  '1st-edition': '1st edition',
  'e-reader': 'e-Reader',
};

/** 'cracked-ice' -> 'cracked ice', with a few known spellings. */
function humanize(value: string): string {
  return WORD_LABELS[value] ?? value.replace(/[-_]+/g, ' ').trim();
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The coarse type's name ('Reverse holo'). */
export function typeLabel(type: string): string {
  return TYPE_LABELS[type] ?? capitalize(humanize(type));
}

/**
 * A readable name for one printing: 'Holo – Shadowless – 1st edition stamp',
 * 'Reverse holo – Master Ball foil', 'Holo – Jumbo'.
 */
export function printingLabel(printing: PrintingFields): string {
  const parts = [typeLabel(printing.type)];
  if (printing.subtype) {
    parts.push(capitalize(humanize(printing.subtype)));
  }
  if (printing.foil) {
    parts.push(`${humanize(printing.foil)} foil`);
  }
  if (printing.stamp && printing.stamp.length > 0) {
    parts.push(`${printing.stamp.map(humanize).join(' + ')} stamp`);
  }
  if (printing.size && printing.size !== 'standard') {
    parts.push(capitalize(humanize(printing.size)));
  }
  return parts.join(' – ');
}

/** The label of a stored key; a malformed key is shown as its coarse type's name. */
export function printingKeyLabel(key: string): string {
  const fields = parsePrintingKey(key);
  return fields ? printingLabel(fields) : typeLabel(coarseType(key).trim() || 'normal');
}

/**
 * What sets a printing apart from its coarse type, for the fallback note: 'Shadowless –
 * 1st edition stamp' for 'holo/sub:shadowless/stamp:1st-edition'; '' for a plain type.
 */
export function printingDetailLabel(key: string): string {
  const label = printingKeyLabel(key);
  const dash = label.indexOf(' – ');
  return dash < 0 ? '' : label.slice(dash + 3);
}
