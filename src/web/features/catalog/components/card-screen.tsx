import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { productQueryOptions } from '../../../lib/catalog/get-product.ts';
import {
  type ProductLookup,
  productLookupQueryOptions,
} from '../../../lib/catalog/lookup-product.ts';
import { CardDetails, type ProductSlots } from './card-details.tsx';

function NotFound({ title, text }: { title: string; text: string }) {
  return (
    <section className="catalog-page catalog-not-found">
      <h1>{title}</h1>
      <p>{text}</p>
      <Link to="/english/sets" className="button button--secondary">
        Browse sets
      </Link>
    </section>
  );
}

function LoadFailed() {
  return (
    <section className="catalog-page" role="alert">
      <h1>Card unavailable</h1>
      <p>The card could not be loaded. Please try again.</p>
    </section>
  );
}

function Loading() {
  return (
    <p className="muted" role="status">
      Loading the card...
    </p>
  );
}

/** /card/{id}, /japanese/card/{id}, /chinese/card/{id}. */
export function CardScreen({ id, ...slots }: { id: string } & ProductSlots) {
  const { data, isPending, isError } = useQuery(productQueryOptions(id));
  if (isPending) {
    return <Loading />;
  }
  if (isError) {
    return <LoadFailed />;
  }
  if (!data) {
    return <NotFound title="Card not found" text={`There is no card "${id}" in the catalog.`} />;
  }
  return <CardDetails product={data} {...slots} />;
}

/** /japanese/card/?name=&number=&set= and the Chinese twin: a card found by its fields. */
export function CardLookupScreen({ lookup, ...slots }: { lookup: ProductLookup } & ProductSlots) {
  const hasQuery = Boolean(lookup.name || lookup.number || lookup.set);
  const { data, isPending, isError } = useQuery({
    ...productLookupQueryOptions(lookup),
    enabled: hasQuery,
  });
  const described = [lookup.name, lookup.number && `#${lookup.number}`, lookup.set]
    .filter(Boolean)
    .join(' ');
  if (!hasQuery) {
    return <NotFound title="Card not found" text="No card name, number or set was given." />;
  }
  if (isPending) {
    return <Loading />;
  }
  if (isError) {
    return <LoadFailed />;
  }
  if (!data) {
    return (
      <NotFound title="Card not found" text={`No card matches ${described} in the catalog.`} />
    );
  }
  return <CardDetails product={data} {...slots} />;
}
