import type { FaceEstimate } from '#core/grading/grading.schema.ts';
import type { HeldBack } from '#core/grading/overall.ts';
import { TableHead } from '#web/components/ui/table-head.tsx';
import { describeMarks } from './mark-labels.ts';

const show = (value: number | null) => (value === null ? '–' : value.toFixed(1));

const PART_NAMES: Record<HeldBack['part'], string> = {
  centering: 'centering',
  corners: 'corners',
  edges: 'edges',
  surface: 'surface',
};

/** Faces whose surface glare hid, so it was not scored (the photo needs a retake). */
const glaredFaces = (faces: { name: string; face: FaceEstimate }[]) =>
  faces
    .filter(
      ({ face }) =>
        face.subscores.surface === null && face.marks.some((m) => m.kind === 'surface_glare'),
    )
    .map(({ name }) => name.toLowerCase());

/** Indicative corner, edge and surface scores per face and the overall AI estimate. */
export function ConditionScores({
  faces,
  overall,
  heldBack,
}: {
  faces: { name: string; face: FaceEstimate }[];
  overall: number | null;
  /** The part that holds the estimate below the mean of the parts. */
  heldBack: HeldBack | null;
}) {
  const glared = glaredFaces(faces);
  return (
    <section className="grading-panel" aria-label="Condition">
      <h3>Corners, edges and surface</h3>
      <table className="grading-table">
        <TableHead columns={['Face', 'Corners', 'Edges', 'Surface', 'Seen']} />
        <tbody>
          {faces.map(({ name, face }) => (
            <tr key={name}>
              <td>{name}</td>
              <td>{show(face.subscores.corners)}</td>
              <td>{show(face.subscores.edges)}</td>
              <td>{show(face.subscores.surface)}</td>
              <td data-testid={`seen-${name}`}>{describeMarks(face.marks) ?? 'nothing'}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="grading-overall" data-testid="overall">
        AI estimate, not a grade:{' '}
        <strong>{overall === null ? 'not available' : overall.toFixed(1)}</strong>
      </p>
      {heldBack ? (
        <p className="grading-small" data-testid="held-back">
          Held back by the {PART_NAMES[heldBack.part]} ({heldBack.score.toFixed(1)}): the estimate
          is at most half a grade above its weakest part.
        </p>
      ) : null}
      {glared.length > 0 ? (
        <p className="grading-retake" role="alert">
          Glare hides part of the {glared.join(' and ')} surface, so the surface was not scored:
          retake the photo without glare (tilt the card or move away from the light).
        </p>
      ) : null}
      <p className="grading-small">
        Whitening, glare, scratches and print lines are read from the photo only; they are not
        calibrated against graded cards yet. Boxes on the picture show where something was seen.
        Fine scratches show best with the light glancing across the card.
      </p>
    </section>
  );
}
