import { useEffect, useState } from 'react';
import {
  SCAN_ERROR_DISPLAY_MS,
  SCAN_NO_CARDS_TEXT,
  SCAN_RETAKE_TIPS,
  type ScanResponse,
} from '#core/scan/scan-result.schema.ts';
import { useObjectUrl } from '#web/hooks/use-object-url.ts';

/**
 * A photo where nothing was found: the spec's "No cards detected. Try again." for its 3 s, and
 * beside the live camera until the next capture or Retake, the photo, what the scanner tried on
 * it and how to retake (decision 072).
 */
export function NothingFound({
  response,
  photo,
  onRetake,
}: {
  response: ScanResponse;
  photo: Blob | null;
  onRetake: () => void;
}) {
  const url = useObjectUrl(photo);
  const tried = response.tried.join('; ');
  const [isNew, setIsNew] = useState(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: each new answer shows the text anew
  useEffect(() => {
    setIsNew(true);
    const timer = setTimeout(() => setIsNew(false), SCAN_ERROR_DISPLAY_MS);
    return () => clearTimeout(timer);
  }, [response]);
  return (
    <div className="scan-nothing" role="alert" aria-label="Nothing found on this photo">
      {url ? <img className="scan-nothing__photo" src={url} alt="Your scanned capture" /> : null}
      <div className="scan-nothing__text">
        <p className="scan-nothing__title">
          {isNew ? SCAN_NO_CARDS_TEXT : 'Nothing was recognised on your last photo.'}
        </p>
        {tried ? <p className="muted">{`${tried}.`}</p> : null}
        <p>{SCAN_RETAKE_TIPS}</p>
        <button type="button" className="button" onClick={onRetake}>
          Retake
        </button>
      </div>
    </div>
  );
}
