import { getQuantityControls } from '#core/cart/cart-quantity.ts';
import '../../../components/shop/quantity-picker.css';

type Props = {
  item: { id: number; quantity: number; stock: number };
  onChange: (quantity: unknown) => void;
  label: string;
};

/** − / value / + with the spec section 5 rules (the value is normalised by the store). */
export function QuantityPicker({ item, onChange, label }: Props) {
  const controls = getQuantityControls(item);
  return (
    <fieldset className="quantity-picker" aria-label={label}>
      <button
        type="button"
        aria-label="Decrease quantity"
        disabled={!controls.canDecrease}
        onClick={() => onChange(item.quantity - 1)}
      >
        −
      </button>
      <input
        type="number"
        inputMode="numeric"
        aria-label="Quantity"
        min={1}
        max={Math.max(1, controls.limit)}
        value={item.quantity}
        onChange={(event) => onChange(event.target.value)}
      />
      <button
        type="button"
        aria-label="Increase quantity"
        disabled={!controls.canIncrease}
        onClick={() => onChange(item.quantity + 1)}
      >
        +
      </button>
    </fieldset>
  );
}
