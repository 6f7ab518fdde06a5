import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { unreadCountSchema } from '#core/notifications/notification.schema.ts';
import { notificationsKey } from '../api/get-notifications.ts';

/**
 * Listens to /api/notifications/stream while signed in: each `unread` event that changes the
 * count refreshes the centre and calls `onChange` (the nav refreshes other badges with it).
 * EventSource reconnects by itself after a network drop.
 */
export function useUnreadStream(enabled: boolean, onChange: () => void) {
  const client = useQueryClient();
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  useEffect(() => {
    if (!enabled || typeof EventSource === 'undefined') {
      return;
    }
    let last: number | undefined;
    const source = new EventSource('/api/notifications/stream', { withCredentials: true });
    source.addEventListener('unread', (event) => {
      const parsed = unreadCountSchema.safeParse(JSON.parse((event as MessageEvent).data));
      if (!parsed.success || parsed.data.unread === last) {
        return;
      }
      const first = last === undefined;
      last = parsed.data.unread;
      void client.invalidateQueries({ queryKey: notificationsKey });
      if (!first) {
        onChangeRef.current();
      }
    });
    return () => source.close();
  }, [enabled, client]);
}
