import { serverErrorMessage } from '../../../lib/api-client.ts';
import {
  COLLECTION_MESSAGES,
  type CollectionDeps,
  defaultDeps,
  strictRequest,
  USER_CARDS,
} from './collection-request.ts';

/** DELETE /api/iOSUserCards/{id}; a failure names the server's message or the status. */
export async function deleteUserProduct(
  id: number,
  deps: CollectionDeps = defaultDeps,
): Promise<void> {
  try {
    await strictRequest(deps)(`${USER_CARDS}/${id}`, { method: 'DELETE' });
  } catch (error) {
    if (error instanceof Response) {
      const message = await serverErrorMessage(error);
      throw new Error(message ?? COLLECTION_MESSAGES.deleteFailed(error.status));
    }
    throw error instanceof Error ? error : new Error(String(error));
  }
}
