import { ContactLinks, StaticPage } from '../../components/layout/static-page.tsx';

/** The refund policy for shop orders and memberships. */
export function RefundPolicyPage() {
  return (
    <StaticPage
      title="Refund Policy"
      updated="22 November 2026"
      intro={
        <p>
          We want every order to arrive exactly as you expected. If something goes wrong, this page
          explains what you can return, how to ask for a refund and how long it takes. These rules
          come on top of any rights you have under consumer law where you live; they never reduce
          them.
        </p>
      }
    >
      <h2>Shop orders</h2>
      <h3>Sealed products</h3>
      <p>
        Booster packs, booster boxes, Elite Trainer Boxes, tins and other sealed products can be
        returned within 14 days of delivery, as long as they are unopened and still in their
        original factory seal and shrink wrap. Because sealed products hold their value only while
        sealed, we cannot accept returns of products that have been opened, resealed or tampered
        with.
      </p>
      <h3>Single cards</h3>
      <p>
        Every single card is described with its set, number, language and condition. If the card you
        receive is not as described, for example it is a different card or printing, a different
        language, or in clearly worse condition than listed, we will refund it in full. Please keep
        the card in the sleeve or top loader it arrived in while we look into it.
      </p>
      <h3>Damaged in transit</h3>
      <p>
        We pack every order carefully, but parcels are sometimes damaged on the way. If your order
        arrives damaged, tell us within 7 days of delivery and include clear photos of:
      </p>
      <ul>
        <li>the outside of the parcel, including the shipping label;</li>
        <li>the packaging inside;</li>
        <li>the damaged items, front and back.</li>
      </ul>
      <p>
        Please keep the parcel and packaging until your claim is settled, as the carrier may ask to
        see them. Depending on stock, we will send a replacement or refund the damaged items.
      </p>
      <h3>Lost parcels and missing items</h3>
      <p>
        If your tracking has not moved for a long time, or an item is missing from your parcel,
        contact us and we will open an investigation with the carrier. If the parcel is confirmed
        lost, we will send a replacement or give you a full refund.
      </p>

      <h2>How to request a refund</h2>
      <ol>
        <li>
          Go to our <ContactLinks />.
        </li>
        <li>
          Include your order number (you will find it in your order confirmation e-mail), the items
          concerned and a short description of the problem.
        </li>
        <li>Attach photos if the item is damaged or not as described.</li>
        <li>
          If a return is needed, we will reply with the return address and instructions. Please do
          not send anything back before we have confirmed the return.
        </li>
      </ol>
      <p>
        Returned items must be packed well enough to reach us in the same condition they left you.
        Unless the item was damaged, faulty or not as described, the cost of sending it back is
        yours.
      </p>

      <h2>When you get your money back</h2>
      <p>
        Once we have approved your refund, or received and checked your return, we refund you to the
        original payment method through Stripe. Refunds usually appear on your statement within 5–10
        business days, depending on your bank or card issuer. We cannot refund to a different card
        or account. If the whole order is refunded because of our mistake, we also refund the
        original shipping cost.
      </p>

      <h2>Memberships</h2>
      <p>
        Memberships are billed monthly and you can cancel at any time from your{' '}
        <a href="/profile">profile</a>. When you cancel:
      </p>
      <ul>
        <li>you are not charged again;</li>
        <li>
          you keep your member benefits, including member prices, giveaway entries and the Beta AI
          tools, until the end of the period you have already paid for;
        </li>
        <li>your collection, wishlists and binders stay in your account.</li>
      </ul>
      <p>
        We do not give refunds for partial months, except where the law requires it. If you were
        charged by mistake, for example after you had already cancelled, or charged twice, contact
        us and we will put it right.
      </p>

      <h2>Questions</h2>
      <p>
        If your situation is not covered here, please <a href="/contact">get in touch</a> with your
        order number. We read every message and will do our best to find a fair solution.
      </p>
    </StaticPage>
  );
}
