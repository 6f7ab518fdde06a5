import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { toast } from 'react-toastify';
import { OVERWROTE_VERSION_HEADER, SEEN_VERSION_HEADER } from '#core/collection/item-version.ts';
import { collectionKeys } from '../hooks/collection-keys.ts';
import { useCollectionUserId } from '../hooks/use-collection-user.ts';
import { otherTabNotice, writtenItemId } from './describe-write.ts';
import { createItemMemory } from './item-names.ts';
import { REFETCH_ON_FOCUS_AFTER_MS } from './sync-timing.ts';
import { collectionWrites, type SavedWrite } from './write-store.ts';

const CHANNEL = 'cardfolio-collection';

type TabMessage = { userId: number; notice: string };

/**
 * The app-wide side of sync (issue 34, decision 076): writes carry the version this tab saw,
 * other tabs of the browser are told of every saved write (BroadcastChannel) and refresh, a
 * tab brought back to the front reads the collection again, and a write that replaced a newer
 * change made elsewhere says so. Renders nothing.
 */
export function CollectionSync() {
  const client = useQueryClient();
  const userId = useCollectionUserId();
  const userRef = useRef(userId);
  userRef.current = userId;

  useEffect(() => {
    const memory = createItemMemory(client, () => userRef.current);
    const refresh = () =>
      client.invalidateQueries({ queryKey: collectionKeys.root(userRef.current) });
    const stopCache = client.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.query.queryKey[2] === 'userProducts') {
        memory.remember();
      }
    });
    memory.remember();
    collectionWrites.setContext({
      owner: userId,
      extraHeaders: (write): Record<string, string> => {
        const id = writtenItemId(write);
        const seen = id !== null && write.method === 'PUT' ? memory.versionOf(id) : undefined;
        return seen ? { [SEEN_VERSION_HEADER]: seen } : {};
      },
    });

    const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CHANNEL);
    channel?.addEventListener('message', (event: MessageEvent<TabMessage>) => {
      if (event.data?.userId === userRef.current) {
        // One toast per notice while it shows: a scan batch's many adds are one message.
        toast.info(event.data.notice, { toastId: event.data.notice });
        void refresh();
      }
    });

    const onSaved = (saved: SavedWrite) => {
      const id = writtenItemId(saved);
      const name = id === null ? undefined : memory.nameOf(id);
      if (userRef.current !== null) {
        const message: TabMessage = {
          userId: userRef.current,
          notice: otherTabNotice(saved, name),
        };
        channel?.postMessage(message);
      }
      if (saved.response.headers.get(OVERWROTE_VERSION_HEADER)) {
        toast.warning(
          `${name ?? 'This item'} had been changed elsewhere since this page read it; your edit replaced that change`,
        );
        void refresh();
      }
      if (saved.retried) {
        void refresh();
      }
    };
    const stopSaved = collectionWrites.onSaved(onSaved);

    const onFocus = () => {
      const state = client.getQueryState(collectionKeys.userProducts(userRef.current));
      if (state && Date.now() - state.dataUpdatedAt > REFETCH_ON_FOCUS_AFTER_MS) {
        void refresh();
      }
    };
    window.addEventListener('focus', onFocus);
    return () => {
      stopCache();
      stopSaved();
      channel?.close();
      window.removeEventListener('focus', onFocus);
    };
  }, [client, userId]);

  return null;
}
