import { StaticPage } from '../../components/layout/static-page.tsx';

/** Questions and answers about the members-only AI grading and centering tools (Beta). */
export function AiFaqPage() {
  return (
    <StaticPage
      title="AI Grading FAQ"
      updated="25 November 2026"
      intro={
        <p>
          Cardfolio’s AI grading and centering tools look at photos of your card and estimate its
          condition before you decide whether to send it to a grading company. The tools are in Beta
          and available to members. Here is what they do, how they work, where their limits are and
          what happens to your photos.
        </p>
      }
    >
      <h2>The basics</h2>
      <details>
        <summary>What do the AI tools do?</summary>
        <p>
          On <a href="/grade">AI Grading</a> you upload (or take) a photo of the front and,
          optionally, the back of one card. We find the card, straighten it, measure its centering
          and show the best grade each company’s centering rule still allows (PSA, BGS, CGC, SGC and
          TAG), with indicative corner, edge and surface scores. The{' '}
          <a href="/Ai-tools">AI tools</a> page also has a calculator that shows whether grading a
          card is likely to pay off, which works without photos, and your saved results.
        </p>
      </details>
      <details>
        <summary>Who can use them?</summary>
        <p>
          Cardfolio members. They are labelled Beta because we are still improving them, so results
          and features may change as we learn from your feedback.
        </p>
      </details>

      <h2>How it works</h2>
      <details>
        <summary>How is centering measured?</summary>
        <p>
          We find the card’s outline in the photo and straighten it to a 63 × 88 mm card at 10
          pixels per millimetre. On each side we then look for the card’s outer edge and the first
          clear edge inward, the inner frame around the artwork, at five places along the side, and
          take the middle reading. Left against right and top against bottom give ratios such as
          55/45, with the worse axis written first. Eight guide lines show where we measured; you
          can drag them, and the ratios and ceilings update as you do.
        </p>
      </details>
      <details>
        <summary>What is a centering ceiling?</summary>
        <p>
          Each grading company publishes the worst centering it accepts for each grade (for example,
          PSA asks for about 55/45 or better on the front for a 10). We compare your ratios with a
          table of these thresholds, which shows its sources and the date we last checked them, and
          show the best grade the centering still allows. A card at 58/42 is “PSA 9 at most on
          centering”, not “a PSA 9”. Within one percentage point of a threshold we mark the result
          as borderline. TAG publishes no ratios we could find, so its ceiling uses PSA’s steps and
          is only a rough guide.
        </p>
      </details>
      <details>
        <summary>What about corners, edges and surface?</summary>
        <ul>
          <li>
            <strong>Corners and edges:</strong> we look for paper showing through the printed border
            (spots much lighter and greyer than the border) near the four corners and along the four
            edges.
          </li>
          <li>
            <strong>Surface:</strong> we look for bright glare (which can hide damage) and for thin
            straight streaks at least 6 mm long inside the frame: scratches (any direction) and
            print lines (running straight across the card). Printed details such as thin text lines
            can be mistaken for them, and fine hairlines may be missed. We do not detect dents or
            creases.
          </li>
        </ul>
        <p>
          Boxes on the picture show where something was seen. These scores have not yet been
          compared with cards graded by a company, so they are indicative only. The overall figure
          is the average of the scores, but never more than half a point above the lowest one. It is
          always labelled “AI estimate, not a grade”.
        </p>
      </details>
      <details>
        <summary>When does it say “Cannot measure: retake”?</summary>
        <p>
          When it cannot measure with confidence, it tells you so and does not guess: no card found,
          the card too small in the photo, too blurred, photographed at too steep an angle, glare
          over the border, or an inner frame that cannot be found on every side. Full-art and
          borderless cards fall under the last case. You can still place the lines by hand, and if
          the card’s outline is wrong you can drag its four corners and have it measured again.
        </p>
      </details>
      <details>
        <summary>How is “Is it worth grading?” calculated?</summary>
        <p>
          For each company we multiply the chance of each grade by the graded price for that grade
          and add the results. Graded prices come from our price data; where a grade has no price,
          we estimate it from the neighbouring grades. Grades without any graded price are valued at
          the raw price. From this we take away the company’s fee for the cheapest service level
          that accepts the card’s value, plus return shipping, and compare the result with the raw
          price. Without photos we assume typical chances for a card that looks clean. After an
          estimate, the chances centre on the AI estimate and are capped at each company’s centering
          ceiling. All the numbers are shown, not just a verdict. Fees change, so check the
          company’s own price list before you send a card.
        </p>
      </details>

      <h2>Taking a good photo</h2>
      <details>
        <summary>How should I photograph my card?</summary>
        <ul>
          <li>
            Take the card out of its sleeve or top loader; plastic causes glare and hides edges.
          </li>
          <li>Lay it flat on a plain, dark, non-reflective surface.</li>
          <li>Use bright, even, indirect light. Avoid direct sunlight, flash and hard shadows.</li>
          <li>Hold the phone directly above the card, parallel to it.</li>
          <li>
            Fill most of the frame with the card and keep all four corners in view. Photos up to
            4000 pixels on the long side are accepted.
          </li>
        </ul>
      </details>

      <h2>Results and accuracy</h2>
      <details>
        <summary>Is the result a PSA, CGC, BGS, SGC or TAG grade?</summary>
        <p>
          No. It is an estimate made by software from your photos. Cardfolio is not affiliated with
          any grading company, and only a grading company can grade your card.
        </p>
      </details>
      <details>
        <summary>How accurate is it?</summary>
        <p>
          So far we have tested it only on computer-generated card photos with known centering, with
          tilt, blur, glare and busy backgrounds added. On photos it accepted, centering was within
          about a third of a percentage point in 95% of cases. It rejected about one photo in
          seventeen rather than guess. On generated cards with drawn scratches and print lines it
          marked nearly all of them, and it marked a line that was not there on about one clean card
          in twenty-five. Real photos of real cards (holo foil, worn edges, phone lens distortion)
          will do worse, and we have not measured by how much yet. Treat the result as a guide and
          check the card by eye.
        </p>
      </details>

      <h2>Your photos</h2>
      <details>
        <summary>What happens to my photos?</summary>
        <p>
          Your photos are sent to our servers only to be measured and are not stored when you
          measure a card. If you choose to save a result to a card in your collection, we keep the
          straightened pictures of the card with that result, visible only to you. Deleting the
          result deletes them, and so does deleting the collection card or your account. We do not
          use your photos for anything else. See our <a href="/privacy">Privacy Policy</a> for more.
        </p>
      </details>

      <h2>Still have questions?</h2>
      <p>
        Tell us what you think of the Beta, or report a result that looks wrong, through our{' '}
        <a href="/contact">contact page</a> or at{' '}
        <a href="mailto:support@cardfolio.app">support@cardfolio.app</a>.
      </p>
    </StaticPage>
  );
}
