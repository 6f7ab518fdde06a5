import './quick-add-button.css';
import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { type MouseEvent, useState } from 'react';
import { toast } from 'react-toastify';
import { getVariantOptions } from '#core/collection/client-rules.ts';
import { loginPathFor } from '../../lib/auth/auth-settings.ts';
import { productQueryOptions } from '../../lib/catalog/get-product.ts';
import { useCollectionWrites } from '../../lib/collection-writes.tsx';
import { myCollectionItemsQuery } from '../../lib/my-collection-items.ts';
import { useSession } from '../../lib/session/session-context.tsx';

type Card = { product_id: string; product_name: string };

/**
 * One click adds one copy (NM, the product's default printing) to the collection and toasts
 * the result; a signed-out visitor is sent to sign in and brought back. Failures are toasted by
 * the collection's mutation.
 */
export function QuickAddButton({ card, className = '' }: { card: Card; className?: string }) {
  const session = useSession();
  const router = useRouter();
  const client = useQueryClient();
  const writes = useCollectionWrites();
  const [busy, setBusy] = useState(false);

  const add = async (event: MouseEvent) => {
    event.preventDefault();
    event.stopPropagation();
    if (session.status !== 'signedIn') {
      await router.navigate({ href: loginPathFor(router.state.location.href) });
      return;
    }
    setBusy(true);
    try {
      const product = await client.fetchQuery(productQueryOptions(card.product_id));
      if (!product) {
        toast.error(`${card.product_name} is no longer in the catalog`);
        return;
      }
      const [printing] = getVariantOptions(product.variants);
      await writes.addItem({
        product_id: product.product_id,
        product_type: product.product_type,
        variant: printing?.value ?? 'normal',
        quantity: 1,
        condition: 'NM',
      });
      toast.success(`${product.product_name} added to your collection`);
      // Owned marks outside the collection screens (/cards) read this list.
      void client.invalidateQueries({ queryKey: myCollectionItemsQuery.queryKey });
    } catch {
      // The mutation has toasted the failure.
    } finally {
      setBusy(false);
    }
  };

  return (
    <button
      type="button"
      className={`quick-add-button ${className}`.trim()}
      aria-label={`Quick add ${card.product_name} to your collection`}
      title="Add 1 copy (NM) to your collection"
      disabled={busy}
      onClick={(event) => void add(event)}
    >
      {busy ? '…' : '+'}
    </button>
  );
}
