import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/api-client.ts';
import { EBAY_STATUS_KEY } from './get-ebay-status.ts';

/** DELETE /api/ebay/connection */
export async function disconnectEbay(): Promise<void> {
  await request('/api/ebay/connection', { method: 'DELETE' });
}

export function useDisconnectEbay() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: disconnectEbay,
    onSuccess: () => client.invalidateQueries({ queryKey: EBAY_STATUS_KEY }),
  });
}
