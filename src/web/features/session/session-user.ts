import { requestJson } from '../../lib/api-client.ts';

/** The session user: access-token payload merged with GET /api/session/me (spec section 3). */
export type SessionUser = {
  id: number;
  email: string;
  is_admin: boolean;
  membership_tier: number;
  [key: string]: unknown;
};

/** Loads the current user; any failure means signed out (spec section 4). */
export async function loadSessionUser(): Promise<SessionUser | null> {
  try {
    return await requestJson<SessionUser>('/api/session/me');
  } catch {
    return null;
  }
}

export async function endSession(): Promise<void> {}
