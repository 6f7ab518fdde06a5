/** What the SDK reports about the session (spec section 4), reduced to what the app acts on. */
export type SessionChange = 'created' | 'refreshed' | 'ended' | 'payloadUpdated';

type Listener = (change: SessionChange) => void;

const listeners = new Set<Listener>();

export function onSessionChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function emitSessionChange(change: SessionChange): void {
  for (const listener of listeners) {
    listener(change);
  }
}

/** Maps an SDK session event action to the app's change, or undefined when the app ignores it. */
export function toSessionChange(action: string): SessionChange | undefined {
  switch (action) {
    case 'SESSION_CREATED':
      return 'created';
    case 'REFRESH_SESSION':
      return 'refreshed';
    case 'SIGN_OUT':
    case 'UNAUTHORISED':
      return 'ended';
    case 'ACCESS_TOKEN_PAYLOAD_UPDATED':
      return 'payloadUpdated';
    default:
      return undefined;
  }
}
