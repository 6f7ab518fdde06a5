import { type Ref, useState } from 'react';
import { fitGuideRect, getGuideAspect } from '#core/scan/capture-geometry.ts';
import type { ScanMode, ScanType } from '#core/scan/scan-result.schema.ts';
import type { useCamera } from '#web/hooks/use-camera.ts';
import { useElementSize } from '#web/hooks/use-element-size.ts';
import { captureVideoFrame, encodeImageFile } from '../lib/encode-capture.ts';
import { canCapture, type ScanState } from '../lib/scan-state.ts';
import { CameraView } from './camera-view.tsx';
import { NothingFound } from './nothing-found.tsx';
import { ScanOptions } from './scan-options.tsx';
import { UploadPhoto } from './upload-photo.tsx';

export const FRAMING_TIPS = 'Fill the frame, avoid glare, plain background';

type Props = {
  scanType: ScanType;
  scanMode: ScanMode;
  isMember: boolean;
  state: ScanState;
  camera: ReturnType<typeof useCamera>;
  /** The last photo scanned, shown when nothing was found on it. */
  photo: Blob | null;
  onRetake: () => void;
  /** Whether the last photo (nothing found on it) can be outlined by hand. */
  canAdjust: boolean;
  onAdjust: () => void;
  captureRef: Ref<HTMLButtonElement>;
  onTypeChange: (type: ScanType) => void;
  onModeChange: (mode: ScanMode) => void;
  onSubmit: (makeImage: () => Promise<Blob>, source: 'camera' | 'upload') => void;
  onNavigate: (href: string) => void;
};

/** Camera (or upload) capture: options, live view with guide, tips, status and errors. */
export function CameraPanel(props: Props) {
  const { scanType, scanMode, state, camera } = props;
  const [viewElement, setViewElement] = useState<HTMLDivElement | null>(null);
  const [showUpsell, setShowUpsell] = useState(false);
  const view = useElementSize(viewElement);
  const aspect = getGuideAspect(scanType, scanMode);
  const guide = view && aspect !== null ? fitGuideRect(view, aspect) : null;
  const hasCamera = camera.state.status === 'starting' || camera.state.status === 'live';
  const failure = camera.state.status === 'failed' ? camera.state.failure : null;
  // Capture waits for the first frame: the stream arrives before the video has a picture.
  const isLive = camera.state.status === 'live' && camera.frameSize !== null;
  const isIdle = canCapture(state);

  const capture = () => {
    const video = camera.video;
    // Measured at the tap: the view changes shape with the mode (the whole frame for Multi),
    // and the observed size can lag a quick tap, or not have arrived yet on a busy phone.
    const box = viewElement?.getBoundingClientRect();
    if (!isLive || !video || !box || box.width === 0 || box.height === 0) {
      return;
    }
    const now = { width: box.width, height: box.height };
    props.onSubmit(() => captureVideoFrame(video, fitGuideRect(now, aspect), now), 'camera');
  };

  return (
    <div className="scan-panel">
      <ScanOptions
        scanType={scanType}
        scanMode={scanMode}
        isMember={props.isMember}
        disabled={state.status === 'processing'}
        showUpsell={showUpsell}
        onTypeChange={props.onTypeChange}
        onModeChange={props.onModeChange}
        onLockedMode={() => setShowUpsell(true)}
        onNavigate={props.onNavigate}
      />
      {state.status === 'nothing' ? (
        <NothingFound response={state.response} photo={props.photo} onRetake={props.onRetake} />
      ) : null}
      {state.status === 'notReady' ? (
        <p role="alert" className="scan-error scan-error__message">
          {state.message}
        </p>
      ) : null}
      {hasCamera ? (
        <div className="scan-panel__live">
          <CameraView
            scanMode={scanMode}
            state={state}
            isLive={isLive}
            guide={guide}
            frameSize={camera.frameSize}
            viewRef={setViewElement}
            attachVideo={camera.attachVideo}
            onTap={capture}
          />
          <p className="scan-tips">
            {FRAMING_TIPS}
            {scanMode === 'multi' ? '. Lay up to 10 cards apart, not touching.' : ''}
          </p>
        </div>
      ) : (
        <div className="scan-nocamera">
          <p role="alert" className="scan-nocamera__title">
            {failure?.headline}
          </p>
          <p className="muted">
            {failure?.hint} {FRAMING_TIPS}.
          </p>
          <UploadPhoto
            disabled={!isIdle}
            isPrimary
            onFile={(file) => props.onSubmit(() => encodeImageFile(file), 'upload')}
          />
          {state.status === 'processing' ? (
            <p role="status" className="scan-nocamera__status">
              <span className="spinner" aria-hidden="true" /> Identifying…
            </p>
          ) : null}
        </div>
      )}
      {state.status === 'error' ? (
        <div role="alert" className="scan-error">
          <p className="scan-error__message">{state.message}</p>
          {state.detail ? <p className="scan-error__detail">{state.detail}</p> : null}
        </div>
      ) : null}
      <div className="scan-panel__actions">
        {hasCamera ? (
          <button
            ref={props.captureRef}
            type="button"
            className="button scan-capture"
            disabled={!isLive || !isIdle}
            onClick={capture}
          >
            Capture
          </button>
        ) : null}
        {hasCamera ? (
          <UploadPhoto
            disabled={!isIdle}
            isPrimary={false}
            onFile={(file) => props.onSubmit(() => encodeImageFile(file), 'upload')}
          />
        ) : null}
        {props.canAdjust && isIdle ? (
          <button type="button" className="button button--secondary" onClick={props.onAdjust}>
            Adjust corners
          </button>
        ) : null}
      </div>
    </div>
  );
}
