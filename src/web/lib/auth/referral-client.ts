import { toast } from 'react-toastify';
import { referrerAnswerSchema } from '#core/referrals/referrer-answer.schema.ts';
import { readErrorMessage, request, requestJson } from '../api-client.ts';
import {
  clearReferralCookie,
  readReferralHandle,
  readReferrerCookie,
  referralAction,
  referralCookie,
} from './referral.ts';

function writeCookie(cookie: string): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser
  document.cookie = cookie;
}

const RESOLVE_FAILED = 'This referral link could not be used.';
const UPDATE_FAILED = 'Your referrer could not be saved.';

/**
 * `?ref=<handle>` on any page: resolves the handle and keeps the referrer in the cf_ref cookie for
 * 30 days. An unknown handle is reported with the server's message.
 */
export async function captureReferral(search: string): Promise<void> {
  const handle = readReferralHandle(search);
  if (!handle) {
    return;
  }
  try {
    const { referrerId } = referrerAnswerSchema.parse(
      await requestJson(`/api/referrals/resolve?referralHandle=${encodeURIComponent(handle)}`),
    );
    writeCookie(referralCookie(referrerId, window.location.protocol === 'https:'));
  } catch (error) {
    toast.error(await readErrorMessage(error, RESOLVE_FAILED));
  }
}

type ReferralUser = { membership_tier: number; referrer_id?: unknown };
let inFlight: Promise<boolean> | undefined;

/**
 * After sign-in: a free-tier user without a referrer sends the stored one once
 * (PUT /api/referrals/update-referrer). The cookie goes once the server has answered, whatever
 * the answer; a refusal (self-referral, unknown referrer) is shown with the server's message. A
 * request that never got an answer (page left, network down) keeps the cookie for the next page.
 */
export function sendStoredReferral(user: ReferralUser): Promise<boolean> {
  // Two session loads at once (start-up and a refresh) share one request.
  inFlight ??= sendOnce(user).finally(() => {
    inFlight = undefined;
  });
  return inFlight;
}

async function sendOnce(user: ReferralUser): Promise<boolean> {
  const stored = readReferrerCookie(document.cookie);
  const action = referralAction(user, stored);
  if (action !== 'send') {
    if (action === 'discard') {
      writeCookie(clearReferralCookie());
    }
    return false;
  }
  try {
    await request('/api/referrals/update-referrer', {
      method: 'PUT',
      body: { referrerId: stored },
    });
    writeCookie(clearReferralCookie());
    return true;
  } catch (error) {
    if (error instanceof Response) {
      writeCookie(clearReferralCookie());
      toast.error(await readErrorMessage(error, UPDATE_FAILED));
    }
    return false;
  }
}
