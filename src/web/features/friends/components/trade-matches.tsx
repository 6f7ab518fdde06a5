import type { SharedItem } from '#core/social/social.schema.ts';
import { useTradeMatches } from '../api/get-trade-matches.ts';

function MatchList({ title, items, empty }: { title: string; items: SharedItem[]; empty: string }) {
  return (
    <div className="friends-section">
      <h2>{title}</h2>
      {items.length === 0 ? <p>{empty}</p> : null}
      <ul className="friends-list">
        {items.map((item) => (
          <li key={item.id} className="friends-row">
            <span className="friends-row__name">{item.product_name}</span>
            <span className="friends-row__handle">
              {item.TCGProduct.set_name} #{item.TCGProduct.number} · ×{item.quantity}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Trade matches: their wishlist against my trade list, and mine against theirs. */
export function TradeMatches({ friendId, friendName }: { friendId: number; friendName: string }) {
  const matches = useTradeMatches(friendId, true);
  if (!matches.data) {
    return null;
  }
  return (
    <section aria-label="Trade matches" className="friends-page">
      <MatchList
        title={`${friendName} wants, you have for trade`}
        items={matches.data.they_want}
        empty="Nothing on your trade list is on their wishlist."
      />
      <MatchList
        title={`You want, ${friendName} has for trade`}
        items={matches.data.i_want}
        empty="Nothing on their trade list is on your wishlist."
      />
    </section>
  );
}
