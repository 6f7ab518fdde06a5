import { setCompletion } from '#core/collection/set-completion.ts';

type Props = { ownedProductIds: ReadonlySet<string>; cards: readonly { product_id: string }[] };

/** "You own X of Y cards (Z%)" with a progress bar. */
export function SetCompletionBar({ ownedProductIds, cards }: Props) {
  const { owned, total, percent } = setCompletion(ownedProductIds, cards);
  const text = `You own ${owned} of ${total} cards (${percent}%)`;
  return (
    <div className="collection-completion">
      <p className="collection-completion__text">{text}</p>
      <progress
        className="collection-completion__bar"
        max={total || 1}
        value={owned}
        aria-label="Set completion"
        aria-valuetext={text}
      />
    </div>
  );
}
