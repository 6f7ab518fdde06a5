import { request } from '../../lib/api-client.ts';

/** The profile calls (issue 3); errors are thrown Responses with `{ error: { code, message } }`. */
export const profileApi = {
  updateDisplayName: (displayName: string) =>
    request('/api/profile', { method: 'PATCH', body: { display_name: displayName } }),
  changePassword: (currentPassword: string, newPassword: string) =>
    request('/api/profile/password', {
      method: 'POST',
      body: { current_password: currentPassword, new_password: newPassword },
    }),
  signOutEverywhere: () => request('/api/profile/sign-out-everywhere', { method: 'POST' }),
  deleteAccount: (confirmEmail: string) =>
    request('/api/profile', { method: 'DELETE', body: { confirm_email: confirmEmail } }),
};

/** The link that credits a new user to this one. */
export function referralLink(origin: string, referralHandle: string): string {
  return `${origin}/?ref=${encodeURIComponent(referralHandle)}`;
}

/** The membership tier as shown: 0 is the free tier. */
export function membershipLabel(tier: number): string {
  return tier === 0 ? 'Free' : `Member (tier ${tier})`;
}
