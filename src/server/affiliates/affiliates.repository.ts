import type pg from 'pg';
import type { Executor } from '../db/executor.ts';
import { affiliateVisits } from '../db/schema/index.ts';
import { ADDRESS_KEY_SQL, PAID_WITH_CARD_SQL } from '../referrals/referrals.repository.ts';

export type AffiliateRow = {
  referrer_id: number;
  handle: string;
  email: string;
  visits: string;
  sign_ups: string;
  verified_sign_ups: string;
  conversions: string;
  revenue_cents: string;
};

export type AffiliateQuery = {
  from: string;
  to: string;
  /** Membership price per paid tier (first period counts as revenue). */
  tierPrices: { tier: number; priceCents: number }[];
  /** Only this referrer (their own numbers); null for every affiliate with activity. */
  referrerId: number | null;
};

/**
 * Per referrer, within [from, to] (UTC days): visits through their link, sign-ups of users they
 * referred (and how many verified their e-mail), conversions (a referred user's first paid order
 * or paid membership falls in the range) and revenue (paid, not refunded orders without their
 * shipping, plus the first period of paid memberships, counted when they happen). A payment shipped to an address the
 * referrer used, or made with a card the referrer paid with, earns nothing (decisions 063 and
 * 068), whenever the referrer's own payment happened. With a referrer id, every part reads
 * that referrer's rows only (GET /api/affiliates/me must not compute everyone's numbers).
 */
export async function affiliateNumbers(pool: pg.Pool, query: AffiliateQuery) {
  const { rows } = await pool.query<AffiliateRow>(
    `with bounds as (
       select ($1::date)::timestamp at time zone 'UTC' as lo,
              ($2::date + 1)::timestamp at time zone 'UTC' as hi),
     visits as (
       select v.referrer_id, count(*) as n from affiliate_visits v, bounds b
        where v.visited_at >= b.lo and v.visited_at < b.hi
          and ($5::int is null or v.referrer_id = $5) group by 1),
     sign_ups as (
       select u.referrer_id, count(*) as n,
              count(*) filter (where u.email_verified_at is not null) as verified
         from users u, bounds b
        where u.referrer_id is not null and u.created_at >= b.lo and u.created_at < b.hi
          and ($5::int is null or u.referrer_id = $5)
        group by 1),
     events as (
       select u.referrer_id, o.user_id, o.total_cents - o.shipping_cents as cents, o.paid_at as at
         from orders o join users u on u.id = o.user_id
        where u.referrer_id is not null and o.status in ('paid', 'shipped') and o.paid_at is not null
          and o.paid_at >= u.referred_at
          and not exists (select 1 from orders ro where ro.user_id = u.referrer_id
                          and ${ADDRESS_KEY_SQL('ro')} = ${ADDRESS_KEY_SQL('o')})
          and not ${PAID_WITH_CARD_SQL('u.referrer_id', 'o.payment_fingerprint')}
          and ($5::int is null or u.referrer_id = $5)
       union all
       select u.referrer_id, m.user_id, t.price as cents, m.created_at as at
         from memberships m
         join users u on u.id = m.user_id
         join unnest($3::int[], $4::int[]) as t(tier, price) on t.tier = m.tier
        where u.referrer_id is not null and m.status in ('active', 'cancelled', 'ended')
          and m.created_at >= u.referred_at
          and not ${PAID_WITH_CARD_SQL('u.referrer_id', 'm.payment_fingerprint')}
          and ($5::int is null or u.referrer_id = $5)),
     first_conversions as (
       select referrer_id, user_id, min(at) as at from events group by 1, 2),
     conversions as (
       select f.referrer_id, count(*) as n from first_conversions f, bounds b
        where f.at >= b.lo and f.at < b.hi group by 1),
     revenue as (
       select e.referrer_id, sum(e.cents) as cents from events e, bounds b
        where e.at >= b.lo and e.at < b.hi group by 1),
     active as (
       select referrer_id from visits union select referrer_id from sign_ups
       union select referrer_id from conversions union select referrer_id from revenue)
     select u.id as referrer_id, u.referral_handle as handle, u.email,
            coalesce(v.n, 0) as visits, coalesce(s.n, 0) as sign_ups,
            coalesce(s.verified, 0) as verified_sign_ups, coalesce(c.n, 0) as conversions,
            coalesce(r.cents, 0) as revenue_cents
       from users u
       left join visits v on v.referrer_id = u.id
       left join sign_ups s on s.referrer_id = u.id
       left join conversions c on c.referrer_id = u.id
       left join revenue r on r.referrer_id = u.id
      where ($5::int is null and u.id in (select referrer_id from active)) or u.id = $5
      order by revenue_cents desc, visits desc, u.referral_handle`,
    [
      query.from,
      query.to,
      query.tierPrices.map((tier) => tier.tier),
      query.tierPrices.map((tier) => tier.priceCents),
      query.referrerId,
    ],
  );
  return rows;
}

/** One landing through a referrer's link. */
export async function insertVisit(db: Executor, referrerId: number): Promise<void> {
  await db.insert(affiliateVisits).values({ referrerId });
}
