import type { WriteRequest } from './write-store.ts';

const ITEM_PATH = /^\/api\/iOSUserCards\/(\d+)$/;
const ADD_PATHS = new Set(['/api/iOSUserCards/', '/api/iOSUserCards']);

/** The id of the item a write changes or deletes, or null. */
export function writtenItemId(write: WriteRequest): number | null {
  const match = ITEM_PATH.exec(write.path);
  return match ? Number(match[1]) : null;
}

/**
 * The simple values a body carries, as "quantity 3, condition LP"; with the item as this tab
 * shows it, only the values that differ from it (an edit form sends every field).
 */
function fieldsOf(body: unknown, current?: Record<string, unknown>): string {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    return '';
  }
  const simple = Object.entries(body).filter(
    ([, value]) => value !== undefined && typeof value !== 'object',
  );
  const changed = current ? simple.filter(([field, value]) => current[field] !== value) : simple;
  return (changed.length > 0 ? changed : simple)
    .map(([field, value]) => `${field.replaceAll('_', ' ')} ${String(value)}`)
    .join(', ');
}

function countOf(body: unknown, key: string): number {
  const list = (body as Record<string, unknown> | null)?.[key];
  return Array.isArray(list) ? list.length : 1;
}

function plural(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}

/**
 * A write in a collector's words, with the values it carries ("Edit of Charizard: quantity 3,
 * condition LP"), so an unsaved change shows what would be lost. `nameOf` names an item by id;
 * `itemOf` gives it as shown, so an edit lists only the values it changes.
 */
export function describeWrite(
  write: WriteRequest,
  nameOf: (id: number) => string | undefined,
  itemOf: (id: number) => Record<string, unknown> | undefined = () => undefined,
): { title: string; details: string } {
  const id = writtenItemId(write);
  const name = id === null ? '' : (nameOf(id) ?? `item #${id}`);
  if (id !== null && write.method === 'PUT') {
    return { title: `Edit of ${name}`, details: fieldsOf(write.body, itemOf(id)) };
  }
  if (id !== null && write.method === 'DELETE') {
    return { title: `Delete of ${name}`, details: '' };
  }
  if (write.method === 'POST' && ADD_PATHS.has(write.path)) {
    return { title: 'Add of 1 card', details: fieldsOf(write.body) };
  }
  if (write.method === 'POST' && write.path === '/api/iOSUserCards/bulk') {
    return {
      title: `Add of ${plural(countOf(write.body, 'products'), 'card', 'cards')}`,
      details: '',
    };
  }
  if (write.method === 'PATCH' && write.path === '/api/iOSUserCards/bulk') {
    const count = countOf(write.body, 'ids');
    return {
      title: `Change of ${plural(count, 'item', 'items')}`,
      details: fieldsOf((write.body as { changes?: unknown })?.changes),
    };
  }
  if (write.path.startsWith('/api/binders') || write.path.startsWith('/api/boxes')) {
    return { title: 'Binder or box change', details: '' };
  }
  return { title: 'Collection change', details: '' };
}

/**
 * What another tab is told after this tab saved a write ("Charizard was changed in another
 * tab"), so it refreshes what it shows.
 */
export function otherTabNotice(write: WriteRequest, name: string | undefined): string {
  const id = writtenItemId(write);
  if (id !== null && name && write.method === 'PUT') {
    return `${name} was changed in another tab`;
  }
  if (id !== null && name && write.method === 'DELETE') {
    return `${name} was deleted in another tab`;
  }
  return 'Your collection was changed in another tab';
}
