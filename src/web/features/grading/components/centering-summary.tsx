import type { Centering } from '#core/grading/centering.ts';
import type { summarizeFaces } from '#core/grading/summary.ts';
import {
  CENTERING_THRESHOLDS,
  CENTERING_THRESHOLDS_CHECKED_ON,
  GRADING_COMPANIES,
} from '#core/grading/thresholds.ts';
import { TableHead } from '#web/components/ui/table-head.tsx';

const ratio = ([a, b]: [number, number]) => `${a.toFixed(1)}/${b.toFixed(1)}`;

function FaceRatios({ name, centering }: { name: string; centering: Centering | null }) {
  return (
    <p data-testid={`centering-${name}`}>
      <strong>{name}:</strong>{' '}
      {centering
        ? `${centering.label} (L/R ${ratio(centering.leftRight)}, T/B ${ratio(centering.topBottom)})`
        : 'not measured'}
    </p>
  );
}

/** Ratios per face and the best grade each company's centering rule still allows. */
export function CenteringSummary({
  summary,
  hasBack,
}: {
  summary: ReturnType<typeof summarizeFaces>;
  hasBack: boolean;
}) {
  return (
    <section className="grading-panel" aria-label="Centering">
      <h3>Centering</h3>
      <FaceRatios name="Front" centering={summary.frontCentering} />
      {hasBack && <FaceRatios name="Back" centering={summary.backCentering} />}
      {summary.ceilings && (
        <table className="grading-table">
          <caption>Best grade the centering still allows (a ceiling, not a grade)</caption>
          <TableHead columns={['Company', 'Ceiling', 'Note']} />
          <tbody>
            {GRADING_COMPANIES.map((company) => (
              <tr key={company} data-testid={`ceiling-${company}`}>
                <td>{company}</td>
                <td>{summary.ceilings?.[company]}</td>
                <td>
                  {summary.borderlineBy[company]
                    ? 'Borderline: within 1 point of a threshold. '
                    : ''}
                  {CENTERING_THRESHOLDS[company].basis === 'proxy'
                    ? 'Rough guide (no published ratios).'
                    : ''}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <p className="grading-small">
        Thresholds checked on {CENTERING_THRESHOLDS_CHECKED_ON}; companies change them, sometimes
        quietly.
      </p>
    </section>
  );
}
