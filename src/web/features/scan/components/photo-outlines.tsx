import { useState } from 'react';
import { useObjectUrl } from '#web/hooks/use-object-url.ts';
import './photo-outlines.css';

export type PhotoOutline = {
  /** Corners [x, y] in the photo's pixels, clockwise from top-left. */
  corners: [number, number][];
  label: string;
  dropped: boolean;
};

/**
 * The scanned photo with the outline and number of each card found on it, so the user can
 * tell which result is which card; a dropped card's outline is dashed, the one in focus bold.
 */
export function PhotoOutlines({
  photo,
  outlines,
  active,
}: {
  photo: Blob;
  outlines: PhotoOutline[];
  active: number | null;
}) {
  const url = useObjectUrl(photo);
  const [size, setSize] = useState<{ width: number; height: number } | null>(null);
  if (!url) {
    return null;
  }
  const labelSize = size ? Math.max(size.width, size.height) / 28 : 0;
  return (
    <figure className="photo-outlines">
      <div className="photo-outlines__frame">
        <img
          src={url}
          alt=""
          className="photo-outlines__photo"
          onLoad={(event) =>
            setSize({
              width: event.currentTarget.naturalWidth,
              height: event.currentTarget.naturalHeight,
            })
          }
        />
        {size ? (
          <svg
            className="photo-outlines__marks"
            viewBox={`0 0 ${size.width} ${size.height}`}
            role="img"
            aria-label={`Your photo with ${outlines.length} ${outlines.length === 1 ? 'card' : 'cards'} outlined`}
          >
            {outlines.map((outline, index) => {
              const [cx, cy] = centreOf(outline.corners);
              const state = outline.dropped ? 'dropped' : index === active ? 'active' : 'kept';
              return (
                <g
                  key={outline.label}
                  className={`photo-outline photo-outline--${state}`}
                  data-outline={outline.label}
                >
                  <polygon points={outline.corners.map(([x, y]) => `${x},${y}`).join(' ')} />
                  <circle cx={cx} cy={cy} r={labelSize * 0.75} />
                  <text
                    x={cx}
                    y={cy}
                    fontSize={labelSize}
                    dominantBaseline="central"
                    textAnchor="middle"
                  >
                    {outline.label}
                  </text>
                </g>
              );
            })}
          </svg>
        ) : null}
      </div>
      <figcaption className="muted">Numbers match the cards below.</figcaption>
    </figure>
  );
}

function centreOf(corners: [number, number][]): [number, number] {
  const n = Math.max(1, corners.length);
  return [
    corners.reduce((sum, [x]) => sum + x, 0) / n,
    corners.reduce((sum, [, y]) => sum + y, 0) / n,
  ];
}
