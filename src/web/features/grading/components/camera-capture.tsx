import { useState } from 'react';
import { CARD_ASPECT, fitGuideRect } from '#core/scan/capture-geometry.ts';
import { useCamera } from '#web/hooks/use-camera.ts';
import { useElementSize } from '#web/hooks/use-element-size.ts';
import { captureFullFrame } from '../lib/capture-frame.ts';
import './camera-capture.css';

type Props = {
  /** Which face the next capture is for. */
  face: 'front' | 'back';
  onCapture: (photo: Blob) => void;
  onClose: () => void;
};

/**
 * The live camera with a card-shaped framing guide. The whole frame is what gets captured, so
 * the view shows the whole frame (no cropping) and the guide sits where the card should be.
 */
export function CameraCapture({ face, onCapture, onClose }: Props) {
  const camera = useCamera();
  const [viewElement, setViewElement] = useState<HTMLDivElement | null>(null);
  const [error, setError] = useState<string | null>(null);
  const view = useElementSize(viewElement);
  const guide = view ? fitGuideRect(view, CARD_ASPECT) : null;
  const isLive = camera.state.status === 'live' && camera.frameSize !== null;
  const frame = camera.frameSize;

  const capture = () => {
    if (!camera.video || !isLive) {
      return;
    }
    setError(null);
    captureFullFrame(camera.video).then(onCapture, (failure: Error) => setError(failure.message));
  };

  if (camera.state.status === 'failed') {
    const { failure } = camera.state;
    return (
      <div className="grading-camera" role="alert">
        <p>
          <strong>{failure.headline}.</strong> {failure.hint}
        </p>
        <button type="button" className="button button--secondary" onClick={onClose}>
          Close camera
        </button>
      </div>
    );
  }
  return (
    <div className="grading-camera">
      <div
        ref={setViewElement}
        className="grading-camera__view"
        style={frame ? { aspectRatio: `${frame.width} / ${frame.height}` } : undefined}
      >
        <video
          ref={camera.attachVideo}
          className="grading-camera__video"
          autoPlay
          muted
          playsInline
          aria-label="Camera view"
        />
        {guide && isLive ? (
          <div
            className="grading-camera__guide"
            style={{ left: guide.x, top: guide.y, width: guide.width, height: guide.height }}
            aria-hidden="true"
          />
        ) : null}
        {isLive ? null : <p className="grading-camera__note">Starting the camera…</p>}
      </div>
      <p className="grading-small">
        Line the {face} of the card up with the frame: out of its sleeve, flat on a dark background,
        phone parallel to it, no glare on the border.
      </p>
      {error ? <p role="alert">{error}</p> : null}
      <div className="grading-actions">
        <button type="button" className="button" disabled={!isLive} onClick={capture}>
          Capture {face}
        </button>
        <button type="button" className="button button--secondary" onClick={onClose}>
          Close camera
        </button>
      </div>
    </div>
  );
}
