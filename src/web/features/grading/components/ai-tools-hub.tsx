import { Link } from '@tanstack/react-router';
import { BetaBadge } from './beta-badge.tsx';
import { PastResults } from './past-results.tsx';
import { RoiCalculator } from './roi-calculator.tsx';

/** /Ai-tools: the centering check, the grading calculator (no photos needed), past results. */
export function AiToolsHub() {
  return (
    <div className="grading-hub">
      <section className="grading-panel">
        <h2>
          Centering check and AI grading estimate <BetaBadge />
        </h2>
        <p>
          Photograph the front and back of a card: we find and straighten it, measure the borders
          and show the best grade each company's centering rule still allows, with indicative
          corner, edge and surface scores.
        </p>
        <Link to="/grade" className="button">
          Check a card
        </Link>
      </section>
      <RoiCalculator />
      <section className="grading-panel">
        <h2>Past results</h2>
        <PastResults />
      </section>
      <p className="grading-small">
        How it works, its limits and what happens to your photos: <Link to="/ai-faq">AI FAQ</Link>.
      </p>
    </div>
  );
}
