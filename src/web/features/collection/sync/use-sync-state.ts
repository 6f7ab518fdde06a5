import { useSyncExternalStore } from 'react';
import { collectionWrites, type SyncState } from './write-store.ts';

/** The collection's sync state, re-rendering on every change. */
export function useSyncState(): SyncState {
  return useSyncExternalStore(collectionWrites.subscribe, collectionWrites.getState);
}
