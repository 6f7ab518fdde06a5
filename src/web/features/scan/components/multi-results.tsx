import { useState } from 'react';
import type { ScanGroup, ScanMatch } from '#core/scan/scan-result.schema.ts';
import type { ScanAdds } from '../hooks/use-scan-adds.ts';
import { describeMatch, formatConfidence } from '../lib/match-format.ts';
import { chosenMatches, type GroupChoice, groupsWithMatches } from '../lib/multi-choices.ts';
import { toPageEntries } from '../lib/page-entries.ts';
import { FileIntoBinder } from './file-into-binder.tsx';
import { MatchSummary } from './match-summary.tsx';
import { PhotoOutlines } from './photo-outlines.tsx';
import { ViewMatchLink } from './view-match-link.tsx';

/**
 * One group per detected card, numbered like its outline on the photo: the user drops a wrong
 * one or picks another of its matches, then adds all the kept ones in one bulk call.
 */
export function MultiResults({
  groups,
  photo,
  adds,
  onAdded,
  onNavigate,
  isBinderPage = false,
}: {
  groups: ScanGroup[];
  /** A binder-page scan: the cards can also be filed into a binder page's pockets. */
  isBinderPage?: boolean;
  /** The photo the groups' corners refer to, when the client still has it. */
  photo: Blob | null;
  adds: ScanAdds;
  onAdded: () => void;
  onNavigate: (href: string) => void;
}) {
  const found = groupsWithMatches(groups);
  const [choices, setChoices] = useState<GroupChoice[]>(() =>
    found.map(() => ({ selected: 0, included: true })),
  );
  const [active, setActive] = useState<number | null>(null);
  const update = (index: number, change: Partial<GroupChoice>) =>
    setChoices((current) =>
      current.map((choice, i) => (i === index ? { ...choice, ...change } : choice)),
    );
  const chosen = chosenMatches(found, choices);
  const outlines = found.flatMap((group, index) =>
    group.corners
      ? [{ corners: group.corners, label: String(index + 1), dropped: !choices[index]?.included }]
      : [],
  );

  return (
    <div className="scan-results">
      <p className="scan-results__position">
        {found.length} {found.length === 1 ? 'card' : 'cards'} found
      </p>
      {photo && outlines.length > 0 ? (
        <PhotoOutlines photo={photo} outlines={outlines} active={active} />
      ) : null}
      <ol className="scan-groups">
        {found.map((group, index) => (
          <li
            key={groupKey(group, index)}
            onMouseEnter={() => setActive(index)}
            onMouseLeave={() => setActive(null)}
            onFocus={() => setActive(index)}
          >
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
      {isBinderPage ? (
        <FileIntoBinder entries={toPageEntries(found, choices)} names={matchNames(found)} />
      ) : null}
    </div>
  );
}

function matchNames(groups: ScanGroup[]): Map<string, string> {
  return new Map(
    groups.flatMap((group) =>
      group.matches.map(
        (match) => [match.database.product_id, match.database.product_name] as const,
      ),
    ),
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
  choice: GroupChoice;
  onChange: (change: Partial<GroupChoice>) => void;
  onNavigate: (href: string) => void;
}) {
  const match = matches[choice.selected] ?? matches[0];
  if (!match) {
    return null;
  }
  const name = `scan-group-${index}`;
  const dropped = !choice.included;
  return (
    <fieldset className={dropped ? 'scan-group scan-group--dropped' : 'scan-group'}>
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
                disabled={dropped}
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
        {dropped ? <span className="muted">Dropped: not added</span> : null}
        <button
          type="button"
          className="button button--secondary"
          aria-label={dropped ? `Keep card ${index + 1}` : `Drop card ${index + 1}`}
          onClick={() => onChange({ included: dropped })}
        >
          {dropped ? 'Keep' : 'Drop'}
        </button>
        <ViewMatchLink match={match} onNavigate={onNavigate} />
      </div>
    </fieldset>
  );
}
