/** The link that credits a new user to this one. */
export function referralLink(origin: string, referralHandle: string): string {
  return `${origin}/?ref=${encodeURIComponent(referralHandle)}`;
}

/** The membership tier as shown: 0 is the free tier. */
export function membershipLabel(tier: number): string {
  return tier === 0 ? 'Free' : `Member (tier ${tier})`;
}
