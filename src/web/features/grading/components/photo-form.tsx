import { useState } from 'react';
import { useObjectUrl } from '#web/hooks/use-object-url.ts';
import { CameraCapture } from './camera-capture.tsx';

type Face = 'front' | 'back';
export type Photos = { front: Blob; back: Blob | null };

function Shot({ face, photo, onClear }: { face: Face; photo: Blob; onClear: () => void }) {
  const url = useObjectUrl(photo);
  return (
    <div className="grading-shot">
      {url ? <img src={url} alt={`Captured ${face} of the card`} /> : null}
      <button type="button" className="button button--secondary" onClick={onClear}>
        Retake {face}
      </button>
    </div>
  );
}

/**
 * Front (required) and back (optional) photo: from the live camera (front, then back) or
 * uploaded files.
 */
export function PhotoForm({ busy, onSubmit }: { busy: boolean; onSubmit: (p: Photos) => void }) {
  const [photos, setPhotos] = useState<{ front: Blob | null; back: Blob | null }>({
    front: null,
    back: null,
  });
  const [cameraOpen, setCameraOpen] = useState(false);
  const next: Face | null = !photos.front ? 'front' : !photos.back ? 'back' : null;
  const set = (face: Face, photo: Blob | null) => setPhotos((old) => ({ ...old, [face]: photo }));
  const { front, back } = photos;
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
      {cameraOpen && next ? (
        <CameraCapture
          face={next}
          onCapture={(photo) => {
            set(next, photo);
            if (next === 'back') {
              setCameraOpen(false);
            }
          }}
          onClose={() => setCameraOpen(false)}
        />
      ) : next ? (
        <button
          type="button"
          className="button button--secondary"
          onClick={() => setCameraOpen(true)}
        >
          Use the camera ({next})
        </button>
      ) : null}
      {front || back ? (
        <div className="grading-shots">
          {front ? <Shot face="front" photo={front} onClear={() => set('front', null)} /> : null}
          {back ? <Shot face="back" photo={back} onClear={() => set('back', null)} /> : null}
        </div>
      ) : null}
      <label>
        Front photo
        <input
          type="file"
          accept="image/jpeg,image/png,image/webp"
          onChange={(event) => set('front', event.target.files?.[0] ?? null)}
        />
      </label>
      <label>
        Back photo (optional)
        <input
          type="file"
          accept="image/jpeg,image/png,image/webp"
          onChange={(event) => set('back', event.target.files?.[0] ?? null)}
        />
      </label>
      <button type="submit" className="button" disabled={!front || busy}>
        {busy ? 'Measuring…' : 'Measure card'}
      </button>
    </form>
  );
}
