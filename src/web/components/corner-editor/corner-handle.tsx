import { type PointerEvent, useRef } from 'react';
import type { Size } from '#core/scan/capture-geometry.ts';
import { CORNER_LABELS, clientToImagePoint, type Point } from '#core/scan/card-corners.ts';

type Props = {
  index: number;
  point: Point;
  image: Size;
  disabled: boolean;
  /** The id of the text that explains dragging and the arrow keys. */
  helpId: string;
  /** The photo's on-screen box, for turning pointer positions into photo pixels. */
  getBox: () => DOMRect | null;
  onMove: (point: Point) => void;
  onKey: (key: string, isLarge: boolean) => boolean;
};

/**
 * One draggable corner: pointer events (mouse, pen, touch) with the pointer captured while it
 * is held, and the arrow keys when focused. The corner keeps its offset from where it was
 * grabbed, so it does not jump under the finger.
 */
export function CornerHandle(props: Props) {
  const { index, point, image, getBox, onMove, onKey } = props;
  const grab = useRef<Point | null>(null);
  const toImage = (event: PointerEvent) => {
    const box = getBox();
    return box ? clientToImagePoint({ x: event.clientX, y: event.clientY }, box, image) : null;
  };

  return (
    <button
      type="button"
      className="scan-corners__handle"
      aria-label={CORNER_LABELS[index]}
      aria-describedby={props.helpId}
      disabled={props.disabled}
      style={{
        left: `${(point[0] / image.width) * 100}%`,
        top: `${(point[1] / image.height) * 100}%`,
      }}
      onPointerDown={(event) => {
        const at = toImage(event);
        if (!at) {
          return;
        }
        event.preventDefault();
        event.currentTarget.focus();
        event.currentTarget.setPointerCapture(event.pointerId);
        grab.current = [point[0] - at[0], point[1] - at[1]];
      }}
      onPointerMove={(event) => {
        const at = toImage(event);
        if (grab.current && at) {
          onMove([at[0] + grab.current[0], at[1] + grab.current[1]]);
        }
      }}
      onPointerUp={() => {
        grab.current = null;
      }}
      onPointerCancel={() => {
        grab.current = null;
      }}
      onKeyDown={(event) => {
        if (onKey(event.key, event.shiftKey)) {
          event.preventDefault();
        }
      }}
    />
  );
}
