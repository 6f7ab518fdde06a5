import { useState } from 'react';

/** Front (required) and back (optional) photo: camera on phones, file elsewhere. */
export function PhotoForm({
  busy,
  onSubmit,
}: {
  busy: boolean;
  onSubmit: (photos: { front: File; back: File | null }) => void;
}) {
  const [front, setFront] = useState<File | null>(null);
  const [back, setBack] = useState<File | null>(null);
  return (
    <form
      className="grading-panel grading-photos"
      onSubmit={(event) => {
        event.preventDefault();
        if (front) {
          onSubmit({ front, back });
        }
      }}
    >
      <p>
        Take the card out of its sleeve, lay it flat on a dark background and photograph it straight
        on, filling most of the frame (up to 4000 px on the long side).
      </p>
      <label>
        Front photo
        <input
          type="file"
          accept="image/jpeg,image/png,image/webp"
          capture="environment"
          onChange={(event) => setFront(event.target.files?.[0] ?? null)}
        />
      </label>
      <label>
        Back photo (optional)
        <input
          type="file"
          accept="image/jpeg,image/png,image/webp"
          capture="environment"
          onChange={(event) => setBack(event.target.files?.[0] ?? null)}
        />
      </label>
      <button type="submit" className="button" disabled={!front || busy}>
        {busy ? 'Measuring…' : 'Measure card'}
      </button>
    </form>
  );
}
