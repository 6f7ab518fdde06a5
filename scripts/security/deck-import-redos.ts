// Times parseDeckText on the M1 attack line: a count, n spaces and one letter (security round 3).
// Usage: node scripts/security/deck-import-redos.ts [spaces...]
import { parseDeckText } from '../../src/core/decks/ptcgl-text.ts';

const sizes = process.argv.slice(2).map(Number);
for (const spaces of sizes.length > 0 ? sizes : [500, 1000, 2000, 19990]) {
  const text = `1${' '.repeat(spaces)}x`;
  const started = performance.now();
  const { unknown } = parseDeckText(text);
  const ms = performance.now() - started;
  console.log(`${spaces} spaces: ${ms.toFixed(1)} ms (${unknown.length} unknown line)`);
}
