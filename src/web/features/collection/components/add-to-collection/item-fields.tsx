import { useId } from 'react';
import { GRADE_OPTIONS, type VariantOption } from '#core/collection/client-rules.ts';
import {
  type Binder,
  CONDITIONS,
  type Condition,
  GRADING_COMPANIES,
  type GradingCompany,
} from '#core/collection/user-product.schema.ts';
import type { ItemFieldName, ItemFormValues } from './item-form-values.ts';

const CONDITION_LABELS: Record<Condition, string> = {
  NM: 'Near Mint (NM)',
  LP: 'Lightly Played (LP)',
  MP: 'Moderately Played (MP)',
  HP: 'Heavily Played (HP)',
  DMG: 'Damaged (DMG)',
};

type Props = {
  values: ItemFormValues;
  onChange: (patch: Partial<ItemFormValues>) => void;
  variantOptions: VariantOption[];
  binders: Binder[];
  canBeGraded: boolean;
  errorField: ItemFieldName | null;
  errorId: string;
};

/** The inputs shared by the add and edit forms; the field an error names is marked invalid. */
export function ItemFields(props: Props) {
  const { values, onChange, variantOptions, binders, canBeGraded } = props;
  const id = useId();
  const invalid = (field: ItemFieldName) =>
    props.errorField === field
      ? { 'aria-invalid': true as const, 'aria-describedby': props.errorId }
      : {};
  return (
    <div className="collection-form__fields">
      <div className="collection-form__field">
        <label htmlFor={`${id}-variant`}>Variant</label>
        <select
          id={`${id}-variant`}
          value={values.variant}
          onChange={(event) => onChange({ variant: event.target.value })}
          {...invalid('variant')}
        >
          {variantOptions.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      <div className="collection-form__field">
        <label htmlFor={`${id}-quantity`}>Quantity</label>
        <input
          id={`${id}-quantity`}
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          value={values.quantity}
          onChange={(event) => onChange({ quantity: event.target.value })}
          {...invalid('quantity')}
        />
      </div>
      <div className="collection-form__field">
        <label htmlFor={`${id}-condition`}>Condition</label>
        <select
          id={`${id}-condition`}
          value={values.condition}
          onChange={(event) => onChange({ condition: event.target.value as Condition })}
          {...invalid('condition')}
        >
          {CONDITIONS.map((condition) => (
            <option key={condition} value={condition}>
              {CONDITION_LABELS[condition]}
            </option>
          ))}
        </select>
      </div>
      <div className="collection-form__field">
        <label htmlFor={`${id}-price`}>Purchase price (USD)</label>
        <input
          id={`${id}-price`}
          type="number"
          inputMode="decimal"
          min={0}
          step={0.01}
          placeholder="Optional"
          value={values.purchase_price}
          onChange={(event) => onChange({ purchase_price: event.target.value })}
          {...invalid('purchase_price')}
        />
      </div>
      <div className="collection-form__field">
        <label htmlFor={`${id}-binder`}>Binder</label>
        <select
          id={`${id}-binder`}
          value={values.binder_id}
          onChange={(event) => onChange({ binder_id: event.target.value })}
          {...invalid('binder_id')}
        >
          <option value="">No binder</option>
          {binders.map((binder) => (
            <option key={binder.id} value={String(binder.id)}>
              {binder.name}
            </option>
          ))}
        </select>
      </div>
      <label className="collection-form__check" htmlFor={`${id}-trade`}>
        <input
          id={`${id}-trade`}
          type="checkbox"
          checked={values.for_trade}
          onChange={(event) => onChange({ for_trade: event.target.checked })}
        />
        For trade
      </label>
      {canBeGraded ? (
        <label className="collection-form__check" htmlFor={`${id}-graded`}>
          <input
            id={`${id}-graded`}
            type="checkbox"
            checked={values.graded}
            onChange={(event) => onChange({ graded: event.target.checked })}
          />
          Graded
        </label>
      ) : null}
      {canBeGraded && values.graded ? (
        <>
          <div className="collection-form__field">
            <label htmlFor={`${id}-company`}>Grading company</label>
            <select
              id={`${id}-company`}
              value={values.grading_company}
              onChange={(event) =>
                onChange({ grading_company: event.target.value as GradingCompany })
              }
              {...invalid('grading_company')}
            >
              {GRADING_COMPANIES.map((company) => (
                <option key={company} value={company}>
                  {company}
                </option>
              ))}
            </select>
          </div>
          <div className="collection-form__field">
            <label htmlFor={`${id}-grade`}>Grade</label>
            <select
              id={`${id}-grade`}
              value={values.grade_score}
              onChange={(event) => onChange({ grade_score: event.target.value })}
              {...invalid('grade_score')}
            >
              {GRADE_OPTIONS.map((grade) => (
                <option key={grade} value={String(grade)}>
                  {grade}
                </option>
              ))}
            </select>
          </div>
        </>
      ) : null}
    </div>
  );
}
