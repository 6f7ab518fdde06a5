import type { FaceEstimate } from '#core/grading/grading.schema.ts';
import { TableHead } from '#web/components/ui/table-head.tsx';
import { describeMarks } from './mark-labels.ts';

const show = (value: number | null) => (value === null ? '–' : value.toFixed(1));

/** Indicative corner, edge and surface scores per face and the overall AI estimate. */
export function ConditionScores({
  faces,
  overall,
}: {
  faces: { name: string; face: FaceEstimate }[];
  overall: number | null;
}) {
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
      <p className="grading-small">
        Whitening, glare, scratches and print lines are read from the photo only; they are not
        calibrated against graded cards yet. Boxes on the picture show where something was seen.
        Fine scratches show best with the light glancing across the card.
      </p>
    </section>
  );
}
