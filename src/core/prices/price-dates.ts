/** One day in milliseconds (a UTC day: no daylight-saving shifts). */
export const DAY_MS = 86_400_000;

/** Today's calendar date (YYYY-MM-DD) in UTC for the given instant. */
export function toUtcDate(instant: Date): string {
  return instant.toISOString().slice(0, 10);
}

/** `date` (YYYY-MM-DD) moved by a number of days. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The `days` dates ending on `endDate`, oldest first. */
export function datesEndingOn(endDate: string, days: number): string[] {
  const end = Date.parse(`${endDate}T00:00:00Z`);
  return Array.from({ length: days }, (_, index) =>
    new Date(end - (days - 1 - index) * DAY_MS).toISOString().slice(0, 10),
  );
}

/** True for a real calendar date written YYYY-MM-DD (not 2025-02-30). */
export function isCalendarDate(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) {
    return false;
  }
  const time = Date.parse(`${text}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === text;
}
