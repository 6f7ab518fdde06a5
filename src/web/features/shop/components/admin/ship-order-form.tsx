import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { shipOrderFormSchema } from '#core/shop/order.schema.ts';

type Values = z.input<typeof shipOrderFormSchema>;

/** The tracking number of a paid order; "Mark shipped" waits until one is typed. */
export function ShipOrderForm({
  orderId,
  onShip,
}: {
  orderId: number;
  onShip: (trackingNumber: string) => void;
}) {
  const form = useForm<Values>({
    resolver: zodResolver(shipOrderFormSchema),
    defaultValues: { trackingNumber: '' },
  });
  const ship = form.handleSubmit(({ trackingNumber }) => onShip(trackingNumber));
  return (
    // display: contents keeps the input and button inline in the actions cell.
    <form style={{ display: 'contents' }} onSubmit={(event) => void ship(event)} noValidate>
      <input
        aria-label={`Tracking number for order ${orderId}`}
        size={12}
        {...form.register('trackingNumber')}
      />
      <button type="submit" disabled={!form.formState.isValid}>
        Mark shipped
      </button>
    </form>
  );
}
