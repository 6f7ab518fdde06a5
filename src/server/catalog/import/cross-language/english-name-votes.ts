/**
 * Native name -> English name, learned from linked printings: a Japanese or Chinese card with
 * no English printing of its own takes the English name its native name has on linked cards
 * (リザードンex is 'Charizard ex' wherever it was linked), when one name wins outright.
 */
export function createNameVotes() {
  const votes = new Map<string, Map<string, number>>();
  return {
    vote(nativeName: string, englishName: string) {
      const tally = votes.get(nativeName) ?? new Map<string, number>();
      votes.set(nativeName, tally);
      tally.set(englishName, (tally.get(englishName) ?? 0) + 1);
    },
    winner(nativeName: string): string | null {
      const tally = votes.get(nativeName);
      if (!tally) {
        return null;
      }
      const ranked = [...tally].sort((a, b) => b[1] - a[1]);
      const [first, second] = ranked;
      return first && (!second || first[1] > second[1]) ? first[0] : null;
    },
  };
}
