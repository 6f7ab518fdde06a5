import type { GuideLines } from '#core/grading/centering.ts';
import type { FaceEstimate } from '#core/grading/grading.schema.ts';
import { isTouchScreen } from '#web/lib/touch-screen.ts';
import { FaceEditor } from './face-editor.tsx';

/** One measured face: the retake notice when it could not be measured, then the editor. */
export function FaceResult({
  name,
  face,
  lines,
  onChange,
  onAdjustCorners,
}: {
  name: string;
  face: FaceEstimate;
  lines: GuideLines;
  onChange: (lines: GuideLines) => void;
  /** Opens the photo with the card's four corners to drag, then measures again. */
  onAdjustCorners: () => void;
}) {
  return (
    <section className="grading-panel" aria-label={`${name} face`}>
      <h3>{name}</h3>
      {face.problems.length > 0 ? (
        <div className="grading-retake" role="alert">
          <strong>Cannot measure: retake.</strong>
          <ul>
            {face.problems.map((problem) => (
              <li key={problem.code}>{problem.message}</li>
            ))}
          </ul>
          <p>You can still place the lines by hand below; the result is then your measurement.</p>
        </div>
      ) : (
        <p className="grading-small">
          {isTouchScreen()
            ? 'Drag the lines'
            : 'Drag the lines (or focus one and use the arrow keys)'}{' '}
          if they are not exactly on the card's edge (solid) or the inner frame (dashed). Confidence{' '}
          {Math.round(face.confidence * 100)}%.
        </p>
      )}
      <FaceEditor face={face} name={name.toLowerCase()} lines={lines} onChange={onChange} />
      <button type="button" className="button button--secondary" onClick={onAdjustCorners}>
        Adjust card corners ({name.toLowerCase()})
      </button>
      <p className="grading-small">
        If the card's outline is wrong (the picture above is skewed or cut off), drag its four
        corners on the photo and it is straightened and measured again.
      </p>
    </section>
  );
}
