import './corner-editor.css';
import { type CSSProperties, useId, useRef, useState } from 'react';
import type { Size } from '#core/scan/capture-geometry.ts';
import {
  type CardCorners,
  checkCorners,
  clampToImage,
  defaultCorners,
  moveCornerByKey,
  withCorner,
} from '#core/scan/card-corners.ts';
import { useObjectUrl } from '#web/hooks/use-object-url.ts';
import { isTouchScreen } from '#web/lib/touch-screen.ts';
import { CornerHandle } from './corner-handle.tsx';

type Props = {
  photo: Blob;
  /** Where the scanner saw the card; null starts from a centred card outline. */
  detected: CardCorners | null;
  busy: boolean;
  onScan: (corners: CardCorners) => void;
  onCancel: () => void;
  /** The submit button's text (default: Scan again). */
  actionLabel?: string;
  /** What the busy overlay says (default: Identifying…). */
  busyLabel?: string;
};

/** As tall as the camera view at most, as wide as the dialog at most, in the photo's shape. */
function stageStyle(size: Size | null): CSSProperties | undefined {
  if (!size) {
    return undefined;
  }
  const aspect = size.width / size.height;
  return { aspectRatio: String(aspect), width: `min(100%, calc(min(58vh, 560px) * ${aspect}))` };
}

const sentence = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}.`;

/** The last photo with the card's four corners as handles, to outline the card and scan again. */
export function CornerEditor({
  photo,
  detected,
  busy,
  onScan,
  onCancel,
  actionLabel = 'Scan again',
  busyLabel = 'Identifying…',
}: Props) {
  const url = useObjectUrl(photo);
  const stageRef = useRef<HTMLDivElement>(null);
  const helpId = useId();
  const [size, setSize] = useState<Size | null>(null);
  const [corners, setCorners] = useState<CardCorners | null>(null);
  const check = size && corners ? checkCorners(corners, size) : null;

  const onLoad = (image: HTMLImageElement) => {
    const loaded = { width: image.naturalWidth, height: image.naturalHeight };
    setSize(loaded);
    setCorners(
      (current) =>
        current ??
        (detected
          ? (detected.map((point) => clampToImage(point, loaded)) as CardCorners)
          : defaultCorners(loaded)),
    );
  };

  return (
    <div className="scan-panel">
      <p id={helpId} className="scan-tips">
        {isTouchScreen()
          ? 'Drag each handle onto a corner of the card.'
          : 'Drag each handle onto a corner of the card, or focus one and use the arrow keys (Shift moves further).'}
      </p>
      <div ref={stageRef} className="scan-corners" style={stageStyle(size)}>
        {url ? (
          <img
            src={url}
            alt="The capture to outline"
            className="scan-corners__photo"
            draggable={false}
            onLoad={(event) => onLoad(event.currentTarget)}
          />
        ) : null}
        {size && corners ? (
          <>
            <svg
              className="scan-corners__outline"
              viewBox={`0 0 ${size.width} ${size.height}`}
              preserveAspectRatio="none"
              aria-hidden="true"
            >
              <polygon points={corners.map((point) => point.join(',')).join(' ')} />
            </svg>
            {corners.map((point, index) => (
              <CornerHandle
                // biome-ignore lint/suspicious/noArrayIndexKey: the four corners never reorder
                key={index}
                index={index}
                point={point}
                image={size}
                disabled={busy}
                helpId={helpId}
                getBox={() => stageRef.current?.getBoundingClientRect() ?? null}
                onMove={(next) =>
                  setCorners((current) => current && withCorner(current, index, next, size))
                }
                onKey={(key, isLarge) => {
                  const moved = moveCornerByKey(corners, index, key, isLarge, size);
                  if (moved) {
                    setCorners(moved);
                  }
                  return moved !== null;
                }}
              />
            ))}
          </>
        ) : null}
        {busy ? (
          <div className="scan-view__overlay" role="status">
            <span className="spinner" aria-hidden="true" />
            {busyLabel}
          </div>
        ) : null}
      </div>
      {check && !check.ok ? (
        <p role="alert" className="scan-corners__problem">
          {sentence(check.problem)}
        </p>
      ) : null}
      <div className="scan-panel__actions">
        <button
          type="button"
          className="button"
          disabled={busy || !check?.ok}
          onClick={() => (check?.ok ? onScan(check.corners) : undefined)}
        >
          {actionLabel}
        </button>
        <button
          type="button"
          className="button button--secondary"
          disabled={busy}
          onClick={onCancel}
        >
          Cancel
        </button>
      </div>
    </div>
  );
}
