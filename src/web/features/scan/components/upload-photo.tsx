/** Photo upload for devices without a usable camera (or by choice); the input is labelled. */
export function UploadPhoto({
  disabled,
  isPrimary,
  onFile,
}: {
  disabled: boolean;
  isPrimary: boolean;
  onFile: (file: File) => void;
}) {
  return (
    <label
      className={isPrimary ? 'button scan-upload' : 'button button--secondary scan-upload'}
      data-disabled={disabled || undefined}
    >
      Upload a photo
      <input
        type="file"
        accept="image/*"
        capture="environment"
        className="scan-upload__input"
        disabled={disabled}
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file) {
            onFile(file);
          }
          // The same file may be chosen again after a retake.
          event.target.value = '';
        }}
      />
    </label>
  );
}
