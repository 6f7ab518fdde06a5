import { type RequestOptions, readErrorMessage } from '../../../lib/api-client.ts';

type RequestFn = (path: string, options?: RequestOptions) => Promise<Response>;

/**
 * One collection write as sent: what Retry sends again, with the version headers of the first
 * attempt (the version the user edited, not the one the tab shows at Retry).
 */
export type WriteRequest = {
  method: string;
  path: string;
  body?: unknown;
  headers?: Record<string, string>;
};

/** A write that failed: kept (with its values) until it is retried successfully or discarded. */
export type UnsavedWrite = WriteRequest & {
  key: string;
  /** The signed-in user it was made by: another user's unsaved writes are never shown or sent. */
  owner: number | null;
  error: string;
  failedAt: number;
  retrying: boolean;
};

export type SyncState = { saving: number; lastSavedAt: number | null; unsaved: UnsavedWrite[] };

export type SavedWrite = WriteRequest & { response: Response; retried: boolean };

/** What the store asks of the app: who is signed in, and the version a tab saw of an item. */
export type SyncContext = {
  owner: number | null;
  extraHeaders: (write: WriteRequest) => Record<string, string>;
};

type Options = { storage?: Storage | null; now?: () => number };

const STORAGE_KEY = 'cardfolio.unsaved-writes';
const READS = new Set(['GET', 'HEAD']);

function isPlainJson(body: unknown): boolean {
  return (
    body === undefined ||
    body === null ||
    Object.getPrototypeOf(body) === Object.prototype ||
    Array.isArray(body)
  );
}

function loadStored(storage: Storage | null): UnsavedWrite[] {
  try {
    const stored: unknown = JSON.parse(storage?.getItem(STORAGE_KEY) ?? '[]');
    return Array.isArray(stored)
      ? (stored as UnsavedWrite[]).map((write) => ({ ...write, retrying: false }))
      : [];
  } catch {
    return [];
  }
}

async function failureText(error: unknown): Promise<string> {
  if (error instanceof Response) {
    return readErrorMessage(error, `The server answered ${error.status}`);
  }
  return 'No connection to the server';
}

/**
 * The collection's sync state (issue 34, decision 076): wraps the collection's request function,
 * counts writes in flight, remembers when the last one was saved and keeps every failed write
 * (method, path, body) until Retry sends it again or Discard drops it. The failed writes are
 * kept in sessionStorage too, so a reload of the tab does not lose them.
 */
export function createWriteStore({ storage = null, now = Date.now }: Options = {}) {
  let state: SyncState = { saving: 0, lastSavedAt: null, unsaved: loadStored(storage) };
  let context: SyncContext = { owner: null, extraHeaders: () => ({}) };
  let base: RequestFn | null = null;
  let counter = 0;
  const listeners = new Set<() => void>();
  const savedListeners = new Set<(saved: SavedWrite) => void>();

  function set(next: Partial<SyncState>) {
    state = { ...state, ...next };
    if (next.unsaved) {
      const kept = state.unsaved.filter((write) => isPlainJson(write.body));
      storage?.setItem(STORAGE_KEY, JSON.stringify(kept));
    }
    for (const listener of listeners) {
      listener();
    }
  }

  function recordFailure(write: WriteRequest, error: string, key: string | undefined) {
    const entry: UnsavedWrite = {
      ...write,
      key: key ?? `w${now()}-${++counter}`,
      owner: context.owner,
      error,
      failedAt: now(),
      retrying: false,
    };
    const exists = state.unsaved.some((unsaved) => unsaved.key === key);
    set({
      unsaved: exists
        ? state.unsaved.map((unsaved) => (unsaved.key === key ? entry : unsaved))
        : [...state.unsaved, entry],
    });
  }

  async function send(
    request: RequestFn,
    write: WriteRequest,
    options: RequestOptions,
    key?: string,
  ) {
    const headers = { ...options.headers, ...write.headers };
    set({ saving: state.saving + 1 });
    try {
      const response = await request(write.path, { ...options, headers });
      if (!response.ok) {
        recordFailure(write, await failureText(response), key);
        return response;
      }
      set({
        lastSavedAt: now(),
        unsaved: state.unsaved.filter((unsaved) => unsaved.key !== key),
      });
      for (const listener of savedListeners) {
        listener({ ...write, response, retried: key !== undefined });
      }
      return response;
    } catch (error) {
      recordFailure(write, await failureText(error), key);
      throw error;
    } finally {
      set({ saving: state.saving - 1 });
    }
  }

  return {
    /** The request function, with every write (not GET/HEAD) followed. */
    track(request: RequestFn): RequestFn {
      base = request;
      return (path, options = {}) => {
        const method = (options.method ?? 'GET').toUpperCase();
        if (READS.has(method)) {
          return request(path, options);
        }
        const write = { method, path, body: options.body };
        return send(request, { ...write, headers: context.extraHeaders(write) }, options);
      };
    },
    /** Sends an unsaved write again; resolves true when it was saved this time. */
    async retry(key: string): Promise<boolean> {
      const write = state.unsaved.find((unsaved) => unsaved.key === key);
      if (!write || !base || write.retrying || write.owner !== context.owner) {
        return false;
      }
      set({ unsaved: state.unsaved.map((u) => (u.key === key ? { ...u, retrying: true } : u)) });
      const { method, path, body, headers } = write;
      try {
        return (await send(base, { method, path, body, headers }, { method, body }, key)).ok;
      } catch {
        return false;
      }
    },
    discard(key: string) {
      set({ unsaved: state.unsaved.filter((unsaved) => unsaved.key !== key) });
    },
    setContext(next: SyncContext) {
      context = next;
    },
    getState: () => state,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    onSaved(listener: (saved: SavedWrite) => void) {
      savedListeners.add(listener);
      return () => savedListeners.delete(listener);
    },
  };
}

function sessionStore(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

/** The app's one store: every collection write goes through it (collection-request.ts). */
export const collectionWrites = createWriteStore({ storage: sessionStore() });
