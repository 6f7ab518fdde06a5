import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import {
  ITEM_FORM_FIELDS,
  type ItemFormOutput,
  type ItemFormValues,
  itemFormSchema,
} from '#core/collection/item-form.schema.ts';
import { setServerFieldErrors } from '../../../../lib/forms/server-field-errors.ts';

/**
 * The add / edit item form state (ADR 024): checked by the core item form schema; a server
 * answer naming a field lands on that field. The one error line reads "field: message", the
 * first failing field in form order, as the server words it.
 */
export function useItemForm(defaultValues: ItemFormValues) {
  const form = useForm<ItemFormValues, unknown, ItemFormOutput>({
    resolver: zodResolver(itemFormSchema),
    defaultValues,
  });
  const errorId = useId();
  const { errors } = form.formState;
  const field = ITEM_FORM_FIELDS.find((name) => errors[name]?.message);
  const message = field ? `${field}: ${errors[field]?.message}` : errors.root?.message;

  const showFailure = async (failure: unknown, fallback: string) => {
    if (!(await setServerFieldErrors(failure, form.setError, ITEM_FORM_FIELDS))) {
      form.setError('root', { message: failure instanceof Error ? failure.message : fallback });
    }
  };
  return { form, errorId, message, showFailure };
}

export type ItemForm = ReturnType<typeof useItemForm>;
