import { useState } from 'react';
import type { ScanGroup, ScanMatch } from '#core/scan/scan-result.schema.ts';
import type { ScanAdds } from '../hooks/use-scan-adds.ts';
import { describeMatch, formatConfidence } from '../lib/match-format.ts';
import { MatchSummary } from './match-summary.tsx';
import { ViewMatchLink } from './view-match-link.tsx';

type Choice = { selected: number; included: boolean };

/** One group per detected card, each with its selected match and alternatives; add them all. */
export function MultiResults({
  groups,
  adds,
  onAdded,
  onNavigate,
}: {
  groups: ScanGroup[];
  adds: ScanAdds;
  onAdded: () => void;
  onNavigate: (href: string) => void;
}) {
  const found = groups.filter((group) => group.matches.length > 0);
  const [choices, setChoices] = useState<Choice[]>(() =>
    found.map(() => ({ selected: 0, included: true })),
  );
  const update = (index: number, change: Partial<Choice>) =>
    setChoices((current) =>
      current.map((choice, i) => (i === index ? { ...choice, ...change } : choice)),
    );
  const chosen = found.flatMap((group, index) => {
    const choice = choices[index];
    const match = choice?.included ? group.matches[choice.selected] : undefined;
    return match ? [match] : [];
  });

  return (
    <div className="scan-results">
      <p className="scan-results__position">
        {found.length} {found.length === 1 ? 'card' : 'cards'} found
      </p>
      <ol className="scan-groups">
        {found.map((group, index) => (
          <li key={groupKey(group, index)}>
            <ScanGroupCard
              index={index}
              matches={group.matches}
              choice={choices[index] ?? { selected: 0, included: true }}
              onChange={(change) => update(index, change)}
              onNavigate={onNavigate}
            />
          </li>
        ))}
      </ol>
      <button
        type="button"
        className="button"
        disabled={chosen.length === 0 || adds.isAdding}
        onClick={async () => {
          if (await adds.addAll(chosen)) {
            onAdded();
          }
        }}
      >
        {adds.isAdding ? 'Adding…' : 'Add all to collection'}
      </button>
    </div>
  );
}

function groupKey(group: ScanGroup, index: number): string {
  return `${index}-${group.matches[0]?.database.product_id ?? ''}`;
}

function ScanGroupCard({
  index,
  matches,
  choice,
  onChange,
  onNavigate,
}: {
  index: number;
  matches: ScanMatch[];
  choice: Choice;
  onChange: (change: Partial<Choice>) => void;
  onNavigate: (href: string) => void;
}) {
  const match = matches[choice.selected] ?? matches[0];
  if (!match) {
    return null;
  }
  const name = `scan-group-${index}`;
  return (
    <fieldset className="scan-group">
      <legend>Card {index + 1}</legend>
      <MatchSummary match={match} />
      {matches.length > 1 ? (
        <div className="scan-group__alternatives">
          {matches.map((candidate, i) => (
            <label key={candidate.database.product_id} className="scan-group__option">
              <input
                type="radio"
                name={name}
                checked={i === choice.selected}
                onChange={() => onChange({ selected: i })}
              />
              <span>
                {candidate.database.product_name}
                <span className="muted">
                  {' '}
                  · {describeMatch(candidate)} · {formatConfidence(candidate.confidence)}
                </span>
              </span>
            </label>
          ))}
        </div>
      ) : null}
      <div className="scan-group__footer">
        <label className="scan-group__include">
          <input
            type="checkbox"
            checked={choice.included}
            onChange={(event) => onChange({ included: event.target.checked })}
          />
          Include
        </label>
        <ViewMatchLink match={match} onNavigate={onNavigate} />
      </div>
    </fieldset>
  );
}
