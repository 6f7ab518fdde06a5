import { type PointerEvent, useRef } from 'react';
import type { GuideLines, Sides } from '#core/grading/centering.ts';
import type { FaceEstimate } from '#core/grading/grading.schema.ts';
import './grading.css';
import { MARK_LABELS } from './mark-labels.ts';

type Edge = keyof Sides;
type Ring = keyof GuideLines;
const EDGES: Edge[] = ['left', 'right', 'top', 'bottom'];
const RING_NAMES: Record<Ring, string> = { outer: 'Card edge', inner: 'Frame' };

/**
 * The rectified card with eight draggable guide lines (four on the card's edges, four on the
 * inner frame) and what the condition check marked. Lines move by pointer or arrow keys.
 */
export function FaceEditor({
  face,
  name,
  lines,
  onChange,
}: {
  face: FaceEstimate;
  name: string;
  lines: GuideLines;
  onChange: (lines: GuideLines) => void;
}) {
  const box = useRef<HTMLDivElement>(null);
  const size = face.size ?? { width: 1, height: 1 };
  if (!face.image) {
    return null;
  }

  function move(ring: Ring, edge: Edge, value: number) {
    const limit = edge === 'left' || edge === 'right' ? size.width : size.height;
    const clamped = Math.round(Math.max(0, Math.min(limit, value)) * 10) / 10;
    onChange({ ...lines, [ring]: { ...lines[ring], [edge]: clamped } });
  }

  function drag(ring: Ring, edge: Edge) {
    return (event: PointerEvent<HTMLDivElement>) => {
      const rect = box.current?.getBoundingClientRect();
      if (!rect || event.buttons !== 1) {
        return;
      }
      const vertical = edge === 'left' || edge === 'right';
      const value = vertical
        ? ((event.clientX - rect.left) / rect.width) * size.width
        : ((event.clientY - rect.top) / rect.height) * size.height;
      move(ring, edge, value);
    };
  }

  return (
    <div className="grading-face" ref={box} data-testid={`face-${name}`}>
      <img src={face.image} alt={`Rectified ${name} of the card`} draggable={false} />
      {face.marks.map((mark) => (
        <span
          key={`${mark.kind}-${mark.x}-${mark.y}`}
          className={`grading-mark grading-mark--${mark.kind}`}
          title={MARK_LABELS[mark.kind].one}
          style={{
            left: `${(mark.x / size.width) * 100}%`,
            top: `${(mark.y / size.height) * 100}%`,
            width: `${(mark.w / size.width) * 100}%`,
            height: `${(mark.h / size.height) * 100}%`,
          }}
        />
      ))}
      {(['outer', 'inner'] as const).flatMap((ring) =>
        EDGES.map((edge) => {
          const vertical = edge === 'left' || edge === 'right';
          const share = (lines[ring][edge] / (vertical ? size.width : size.height)) * 100;
          return (
            <div
              key={`${ring}-${edge}`}
              role="slider"
              tabIndex={0}
              aria-label={`${RING_NAMES[ring]} ${edge} (${name})`}
              aria-orientation={vertical ? 'horizontal' : 'vertical'}
              aria-valuenow={lines[ring][edge]}
              className={`grading-line grading-line--${ring} grading-line--${vertical ? 'v' : 'h'}`}
              style={vertical ? { left: `${share}%` } : { top: `${share}%` }}
              onPointerDown={(event) => event.currentTarget.setPointerCapture(event.pointerId)}
              onPointerMove={drag(ring, edge)}
              onKeyDown={(event) => {
                const step = event.shiftKey ? 5 : 0.5;
                const delta =
                  event.key === (vertical ? 'ArrowLeft' : 'ArrowUp')
                    ? -step
                    : event.key === (vertical ? 'ArrowRight' : 'ArrowDown')
                      ? step
                      : 0;
                if (delta) {
                  event.preventDefault();
                  move(ring, edge, lines[ring][edge] + delta);
                }
              }}
            />
          );
        }),
      )}
    </div>
  );
}
