import type { ScanGroup, ScanMatch } from '#core/scan/scan-result.schema.ts';

/** Per detected card: which of its matches is chosen, and whether it is kept. */
export type GroupChoice = { selected: number; included: boolean };

/** The detected items that have at least one match (the ones the user can add). */
export function groupsWithMatches(groups: ScanGroup[]): ScanGroup[] {
  return groups.filter((group) => group.matches.length > 0);
}

/** The chosen match of every kept group, in photo order: what one bulk add sends. */
export function chosenMatches(groups: ScanGroup[], choices: GroupChoice[]): ScanMatch[] {
  return groups.flatMap((group, index) => {
    const choice = choices[index];
    const match = choice?.included ? group.matches[choice.selected] : undefined;
    return match ? [match] : [];
  });
}
