import { requestJson } from '../../../lib/api-client.ts';

/** The auth API wants its `rid` header on cookie calls (auth-protocol.md 3.7). */
const AUTH_HEADERS = { rid: 'totp', 'st-auth-mode': 'cookie' };

export type CodeAnswer = {
  status: 'OK' | 'INVALID_TOTP_ERROR' | 'LIMIT_REACHED_ERROR' | 'UNKNOWN_DEVICE_ERROR';
  recoveryCodes?: string[];
  currentNumberOfFailedAttempts?: number;
  maxNumberOfFailedAttempts?: number;
  retryAfterMs?: number;
};

export type NewDevice = {
  status: 'OK' | 'DEVICE_ALREADY_EXISTS_ERROR';
  secret?: string;
  qrCodeString?: string;
};

function post<T>(path: string, body: unknown): Promise<T> {
  return requestJson(`/api/auth${path}`, {
    method: 'POST',
    body,
    headers: AUTH_HEADERS,
  }) as Promise<T>;
}

export async function hasAuthenticatorApp(): Promise<boolean> {
  const answer = (await requestJson('/api/auth/totp/device/list', { headers: AUTH_HEADERS })) as {
    devices: { verified: boolean }[];
  };
  return answer.devices.some((device) => device.verified);
}

export const createDevice = () => post<NewDevice>('/totp/device', {});
export const confirmDevice = (totp: string) => post<CodeAnswer>('/totp/device/verify', { totp });
export const removeDevice = (totp: string) => post<CodeAnswer>('/totp/device/remove', { totp });
export const verifyCode = (totp: string) => post<CodeAnswer>('/totp/verify', { totp });
export const verifyRecoveryCode = (recoveryCode: string) =>
  post<CodeAnswer>('/totp/recovery/verify', { recoveryCode });

/** The sentence a wrong code gets. */
export function codeProblem(answer: CodeAnswer): string {
  if (answer.status === 'LIMIT_REACHED_ERROR') {
    const minutes = Math.max(1, Math.ceil((answer.retryAfterMs ?? 0) / 60_000));
    return `Too many wrong codes. Try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`;
  }
  if (answer.status === 'UNKNOWN_DEVICE_ERROR') {
    return 'Two-step sign-in is not set up for this account.';
  }
  return 'That code is not right. Check the app and try again.';
}
