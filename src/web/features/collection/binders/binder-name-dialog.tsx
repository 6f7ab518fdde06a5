import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { binderInputSchema } from '#core/collection/user-product.schema.ts';
import { FormError } from '../../../components/ui/form-error.tsx';
import { setServerFieldErrors } from '../../../lib/forms/server-field-errors.ts';
import { DialogActions, DialogFrame } from '../home/dialog-frame.tsx';

/** Asks for a binder name (1 to 60 characters) to create or rename a binder. */
export function BinderNameDialog({
  title,
  initialName = '',
  submitLabel,
  onSave,
  onClose,
}: {
  title: string;
  initialName?: string;
  submitLabel: string;
  onSave: (name: string) => Promise<unknown>;
  onClose: () => void;
}) {
  const form = useForm<
    z.input<typeof binderInputSchema>,
    unknown,
    z.output<typeof binderInputSchema>
  >({
    resolver: zodResolver(binderInputSchema),
    defaultValues: { name: initialName },
  });
  const errorId = useId();
  const error = form.formState.errors.name?.message;

  const save = form.handleSubmit(async ({ name }) => {
    try {
      await onSave(name);
      onClose();
    } catch (failure) {
      // The binder hooks toast the server's message; one naming the name also lands on it.
      await setServerFieldErrors(failure, form.setError, ['name']);
    }
  });

  return (
    <DialogFrame title={title} onClose={onClose} onSubmit={() => void save()}>
      <label className="form-field">
        <span>Binder name</span>
        <input
          maxLength={60}
          {...form.register('name')}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
      </label>
      <FormError id={errorId} message={error} />
      <DialogActions
        submitLabel={submitLabel}
        pending={form.formState.isSubmitting}
        onCancel={onClose}
      />
    </DialogFrame>
  );
}
