import { useId, useState } from 'react';
import { binderNameSchema } from '#core/collection/user-product.schema.ts';
import { FormError } from '../../../components/ui/form-error.tsx';
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
  const [name, setName] = useState(initialName);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const errorId = useId();

  const save = async () => {
    const checked = binderNameSchema.safeParse(name);
    if (!checked.success) {
      setError(checked.error.issues[0]?.message ?? 'name is invalid');
      return;
    }
    setPending(true);
    setError(null);
    try {
      await onSave(checked.data);
      onClose();
    } catch {
      // The binder hooks show the server's message in a toast; the dialog stays for a retry.
      setPending(false);
    }
  };

  return (
    <DialogFrame title={title} onClose={onClose} onSubmit={() => void save()}>
      <label className="form-field">
        <span>Binder name</span>
        <input
          value={name}
          maxLength={60}
          onChange={(event) => setName(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
      </label>
      <FormError id={errorId} message={error} />
      <DialogActions submitLabel={submitLabel} pending={pending} onCancel={onClose} />
    </DialogFrame>
  );
}
