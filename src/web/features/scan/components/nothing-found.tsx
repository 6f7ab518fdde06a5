import {
  SCAN_NO_CARDS_TEXT,
  SCAN_RETAKE_TIPS,
  type ScanResponse,
} from '#core/scan/scan-result.schema.ts';
import { useObjectUrl } from '#web/hooks/use-object-url.ts';

/** "No cards detected" with the photo, what the scanner tried on it, and how to retake. */
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
  return (
    <div className="scan-nothing" role="alert">
      {url ? <img className="scan-nothing__photo" src={url} alt="Your scanned capture" /> : null}
      <div className="scan-nothing__text">
        <p className="scan-nothing__title">{SCAN_NO_CARDS_TEXT}</p>
        {tried ? <p className="muted">{`${tried}.`}</p> : null}
        <p>{SCAN_RETAKE_TIPS}</p>
        <button type="button" className="button" onClick={onRetake}>
          Retake
        </button>
      </div>
    </div>
  );
}
