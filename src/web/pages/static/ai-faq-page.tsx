import { StaticPage } from '../../components/layout/static-page.tsx';

/** Questions and answers about the members-only AI grading and centering tools (Beta). */
export function AiFaqPage() {
  return (
    <StaticPage
      title="AI Grading FAQ"
      updated="22 November 2026"
      intro={
        <p>
          Cardfolio’s AI grading and centering tools look at photos of your card and estimate its
          condition before you decide whether to send it to a grading company. The tools are in Beta
          and available to members. Here is what they do, how to get the best results and where
          their limits are.
        </p>
      }
    >
      <h2>The basics</h2>
      <details>
        <summary>What do the AI tools do?</summary>
        <p>
          There are two tools. The <strong>centering tool</strong> measures how well the artwork is
          centred on the card. The <strong>AI grading tool</strong> looks at the whole card, its
          centering, corners, edges and surface, and estimates the grade it might receive on the
          familiar 10-point scale.
        </p>
      </details>
      <details>
        <summary>Who can use them?</summary>
        <p>
          The tools are available to Cardfolio members. They are labelled Beta because we are still
          improving them, so results and features may change as we learn from your feedback.
        </p>
      </details>

      <h2>What is measured</h2>
      <details>
        <summary>How is centering measured?</summary>
        <p>
          We find the outer edge of the card and the inner edge of the printed border on all four
          sides, then compare the border widths left against right and top against bottom. The
          result is shown as ratios such as 55/45, for the front and for the back, which is how
          grading companies describe centering.
        </p>
      </details>
      <details>
        <summary>What else does the grading estimate look at?</summary>
        <ul>
          <li>
            <strong>Corners:</strong> whitening, rounding, bends and dings on each of the four
            corners.
          </li>
          <li>
            <strong>Edges:</strong> whitening, chipping and nicks along the four edges.
          </li>
          <li>
            <strong>Surface:</strong> scratches, print lines, dents, creases and stains visible in
            the photo.
          </li>
          <li>
            <strong>Centering:</strong> the border measurements described above.
          </li>
        </ul>
        <p>These four areas are combined into one estimated grade for the card.</p>
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
          <li>
            Hold the phone directly above the card, parallel to it, so the card is not tilted or
            skewed.
          </li>
          <li>Fill most of the frame with the card, keep all four corners in view and in focus.</li>
          <li>Photograph the back as well as the front for a complete estimate.</li>
        </ul>
      </details>
      <details>
        <summary>Why does a bad photo matter so much?</summary>
        <p>
          If the card is blurred, cut off, strongly angled or covered in glare, borders and corners
          cannot be measured reliably and the estimate can be badly off. If a result looks wrong,
          retake the photo before drawing any conclusions.
        </p>
      </details>

      <h2>Results and accuracy</h2>
      <details>
        <summary>Is the result a PSA, CGC, BGS or SGC grade?</summary>
        <p>
          No. The result is an estimate made by software from your photos. It is not a grade from
          PSA, CGC, BGS (Beckett), SGC or any other grading company, and Cardfolio is not affiliated
          with any of them. Only a grading company can grade your card, and it may reach a different
          result.
        </p>
      </details>
      <details>
        <summary>How accurate is it?</summary>
        <p>
          The estimate is a useful guide for deciding which cards are worth submitting, but it has
          real limits. A photo cannot show everything: light surface scratches, slight warping, tiny
          edge wear and print defects can be invisible on camera, while dust, glare or a
          low-resolution photo can look like damage. Phone cameras also distort slightly near the
          edges of the frame, which can affect centering. Treat the result as a range, not a
          promise, and always check the card by eye.
        </p>
      </details>
      <details>
        <summary>How is the graded price estimate calculated?</summary>
        <p>
          Alongside the grade, we show what the card could be worth once graded. For this we use
          market price data for the same card at grades 7, 8, 9 and 10, and show the prices around
          your estimated grade next to the ungraded value. Because the grade itself is an estimate,
          so is the price. Where little graded sales data exists for a card, the estimate is less
          reliable or may not be shown. Grading fees and shipping are not included.
        </p>
      </details>

      <h2>Your photos</h2>
      <details>
        <summary>What happens to my photos?</summary>
        <p>
          Your photos are sent securely to our servers only to run the analysis. They are processed
          to produce your result and are not kept afterwards, and we do not use them for anything
          else. See our <a href="/privacy">Privacy Policy</a> for more about how we handle your
          data.
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
