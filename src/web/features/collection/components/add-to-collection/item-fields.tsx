import { useId } from 'react';
import { GRADE_OPTIONS, type VariantOption } from '#core/collection/client-rules.ts';
import { COPY_LANGUAGE_LABELS, COPY_LANGUAGES } from '#core/collection/copy-language.ts';
import type { ItemFormValues } from '#core/collection/item-form.schema.ts';
import {
  type Binder,
  CONDITIONS,
  type Condition,
  GRADING_COMPANIES,
} from '#core/collection/user-product.schema.ts';
import type { ItemForm } from './use-item-form.ts';

const CONDITION_LABELS: Record<Condition, string> = {
  NM: 'Near Mint (NM)',
  LP: 'Lightly Played (LP)',
  MP: 'Moderately Played (MP)',
  HP: 'Heavily Played (HP)',
  DMG: 'Damaged (DMG)',
};

type Props = {
  item: ItemForm;
  variantOptions: VariantOption[];
  binders: Binder[];
  canBeGraded: boolean;
};

/** The inputs shared by the add and edit forms; a field with an error is marked invalid. */
export function ItemFields({ item, variantOptions, binders, canBeGraded }: Props) {
  const { form, errorId } = item;
  const id = useId();
  const graded = form.watch('graded');
  const field = (name: keyof ItemFormValues) => ({
    ...form.register(name),
    ...(form.formState.errors[name]
      ? { 'aria-invalid': true as const, 'aria-describedby': errorId }
      : {}),
  });
  return (
    <div className="collection-form__fields">
      <div className="collection-form__field">
        <label htmlFor={`${id}-variant`}>Variant</label>
        <select id={`${id}-variant`} {...field('variant')}>
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
          {...field('quantity')}
        />
      </div>
      <div className="collection-form__field">
        <label htmlFor={`${id}-condition`}>Condition</label>
        <select id={`${id}-condition`} {...field('condition')}>
          {CONDITIONS.map((condition) => (
            <option key={condition} value={condition}>
              {CONDITION_LABELS[condition]}
            </option>
          ))}
        </select>
      </div>
      <div className="collection-form__field">
        <label htmlFor={`${id}-copy-language`}>Language of this copy</label>
        <select id={`${id}-copy-language`} {...field('copy_language')}>
          {COPY_LANGUAGES.map((language) => (
            <option key={language} value={language}>
              {COPY_LANGUAGE_LABELS[language]}
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
          {...field('purchase_price')}
        />
      </div>
      <div className="collection-form__field">
        <label htmlFor={`${id}-binder`}>Binder</label>
        <select
          id={`${id}-binder`}
          {...field('binder_id')}
          // Controlled: the binder options may arrive after the form's value.
          value={form.watch('binder_id')}
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
        <input id={`${id}-trade`} type="checkbox" {...form.register('for_trade')} />
        For trade
      </label>
      {canBeGraded ? (
        <label className="collection-form__check" htmlFor={`${id}-graded`}>
          <input id={`${id}-graded`} type="checkbox" {...form.register('graded')} />
          Graded
        </label>
      ) : null}
      {canBeGraded && graded ? (
        <>
          <div className="collection-form__field">
            <label htmlFor={`${id}-company`}>Grading company</label>
            <select id={`${id}-company`} {...field('grading_company')}>
              {GRADING_COMPANIES.map((company) => (
                <option key={company} value={company}>
                  {company}
                </option>
              ))}
            </select>
          </div>
          <div className="collection-form__field">
            <label htmlFor={`${id}-grade`}>Grade</label>
            <select id={`${id}-grade`} {...field('grade_score')}>
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
