const INSTANT =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(\.\d{1,6})?)?(Z|[-+ ]\d{2}(?::?\d{2})?)?)?$/i;

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/**
 * Checks an ISO 8601 date or date-time strictly (no 2024-02-30, no hour 24) and returns it in
 * one canonical form, `YYYY-MM-DDTHH:MM:SS[.ffffff]<zone>`, UTC when no zone is given.
 * Microseconds are kept, since PostgreSQL stores them. Null when it is not a valid instant.
 */
export function parseIsoInstant(value: string): string | null {
  const match = INSTANT.exec(value.trim());
  if (!match) {
    return null;
  }
  const [, y, mo, d, h = '00', mi = '00', s = '00', fraction = '', zone = 'Z'] = match;
  const year = Number(y);
  const month = Number(mo);
  const day = Number(d);
  const zoneHours = zone.length > 1 ? Number(zone.slice(1, 3)) : 0;
  const zoneMinutes = zone.length > 3 ? Number(zone.slice(-2)) : 0;
  const valid =
    year >= 1 &&
    month >= 1 &&
    month <= 12 &&
    day >= 1 &&
    day <= daysInMonth(year, month) &&
    Number(h) <= 23 &&
    Number(mi) <= 59 &&
    Number(s) <= 59 &&
    zoneHours <= 15 &&
    zoneMinutes <= 59;
  if (!valid) {
    return null;
  }
  // An unencoded '+' in a query string arrives as a space.
  const offset = zone.startsWith(' ') ? `+${zone.slice(1)}` : zone.toUpperCase();
  return `${y}-${mo}-${d}T${h}:${mi}:${s}${fraction}${offset}`;
}
