/** A form's error line, announced to screen readers; nothing without a message. */
export function FormError({ message, id }: { message?: string | null; id?: string }) {
  return message ? (
    <p id={id} className="form-error" role="alert">
      {message}
    </p>
  ) : null;
}
