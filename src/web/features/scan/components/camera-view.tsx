import type { CSSProperties, Ref } from 'react';
import type { Rect, Size } from '#core/scan/capture-geometry.ts';
import type { ScanMode } from '#core/scan/scan-result.schema.ts';
import type { ScanState } from '../lib/scan-state.ts';

type Props = {
  scanMode: ScanMode;
  state: ScanState;
  isLive: boolean;
  /** The guide in view pixels; null before the view is measured or when it is the whole view. */
  guide: Rect | null;
  /** The camera picture's size: a multi scan shows the whole picture. */
  frameSize: Size | null;
  viewRef: Ref<HTMLDivElement>;
  attachVideo: Ref<HTMLVideoElement>;
  onTap: () => void;
};

function rectStyle(rect: Rect): CSSProperties {
  return { left: rect.x, top: rect.y, width: rect.width, height: rect.height };
}

/** The live picture with the frame guide; a tap (or click) anywhere on it captures. */
export function CameraView(props: Props) {
  const { scanMode, state, isLive, guide, frameSize } = props;
  const isWhole = scanMode === 'multi' && frameSize !== null;
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: tapping the picture is a shortcut for the labelled Capture button
    // biome-ignore lint/a11y/useKeyWithClickEvents: the Capture button is the keyboard path
    <div
      ref={props.viewRef}
      className={isWhole ? 'scan-view scan-view--whole' : 'scan-view'}
      style={isWhole ? { aspectRatio: `${frameSize.width} / ${frameSize.height}` } : undefined}
      data-state={state.status}
      onClick={props.onTap}
    >
      <video ref={props.attachVideo} className="scan-view__video" autoPlay muted playsInline />
      {guide ? (
        <div
          className={scanMode === 'binder' ? 'scan-guide scan-guide--binder' : 'scan-guide'}
          style={rectStyle(guide)}
          aria-hidden="true"
        />
      ) : (
        <div className="scan-guide scan-guide--whole" aria-hidden="true" />
      )}
      {isLive ? null : <p className="scan-view__note">Starting the camera…</p>}
      {state.status === 'processing' ? (
        <div className="scan-view__overlay" role="status">
          <span className="spinner" aria-hidden="true" />
          Identifying…
        </div>
      ) : null}
    </div>
  );
}
