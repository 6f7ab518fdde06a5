import { ContactLinks, StaticPage } from '../../components/layout/static-page.tsx';

/** The terms of service that govern every Cardfolio account, order and membership. */
export function TermsOfServicePage() {
  return (
    <StaticPage
      title="Terms of Service"
      updated="22 November 2026"
      intro={
        <p>
          These terms apply when you use Cardfolio, on the web or in our apps. By creating an
          account or placing an order you agree to them, so please read them carefully. If you do
          not agree, please do not use Cardfolio.
        </p>
      }
    >
      <h2>Your account</h2>
      <p>
        You can sign up with an e-mail address and password, or with Google or Apple. You must give
        us accurate information and keep your sign-in details to yourself; you are responsible for
        what happens under your account. If you think someone else has access to it, change your
        password and <a href="/contact">contact us</a> straight away.
      </p>
      <p>
        You must be old enough to agree to these terms where you live, or have the permission of a
        parent or guardian. You may delete your account at any time from your{' '}
        <a href="/profile">profile</a>.
      </p>

      <h2>Acceptable use</h2>
      <p>Cardfolio is built for collectors. When you use it, you agree not to:</p>
      <ul>
        <li>break the law, or infringe anyone else’s rights;</li>
        <li>
          scrape, copy or resell our prices or catalog in bulk, or access Cardfolio by automated
          means other than our official apps;
        </li>
        <li>try to break into other accounts, probe our systems or disrupt the service;</li>
        <li>abuse the shop, giveaways or referrals, for example by creating multiple accounts;</li>
        <li>upload content that is unlawful, offensive or not yours to share.</li>
      </ul>
      <p>We may suspend or close accounts that break these rules.</p>

      <h2>Collection values are estimates</h2>
      <p>
        The market values, daily changes and portfolio totals shown in Cardfolio are estimates based
        on available price data. Real prices depend on condition, demand, timing and where you sell,
        and a card may sell for much more or much less than the value we show. Some installations
        show simulated prices, and label them as such. Nothing in Cardfolio is financial or
        investment advice; do your own research before buying or selling.
      </p>

      <h2>Shop orders</h2>
      <p>
        When you place an order you make an offer to buy the items at the price shown at checkout.
        The contract is formed when we confirm the order by e-mail. Stock is limited, and if an item
        turns out to be unavailable or wrongly priced we will tell you and refund anything you paid
        for it. Payments are processed securely by Stripe. Returns and refunds are covered by our{' '}
        <a href="/refund-policy">Refund Policy</a>.
      </p>

      <h2>Memberships</h2>
      <p>
        Memberships give you member prices, access to rare products, entry to monthly giveaways,
        multi-card and binder-page scanning and our Beta AI grading and centering tools. A
        membership is billed monthly, in advance, to the payment method you choose, and renews
        automatically each month until you cancel.
      </p>
      <p>
        You can cancel at any time from your <a href="/profile">profile</a>. Your membership stays
        active until the end of the period you have paid for and is not renewed after that. We may
        change membership prices or benefits; if we raise the price we will tell you in advance, and
        the new price applies only from your next billing period. Giveaways are run under the rules
        published with each giveaway.
      </p>

      <h2>AI grading and centering tools</h2>
      <p>
        Our AI grading and centering tools are in Beta. They give an automated estimate from your
        photos, not a grade from PSA, CGC, BGS, SGC or any other grading company, and Cardfolio is
        not affiliated with any of them. A real grading company may grade the same card differently.
        Do not rely on an estimate when buying, selling or deciding whether to submit a card. See
        the <a href="/ai-faq">AI Grading FAQ</a> for details.
      </p>

      <h2>Our content and yours</h2>
      <p>
        The Cardfolio service, design and software belong to us. The card catalog comes from TCGdex
        under the MIT License; card names and images remain the property of their owners, and
        Pokémon is a trademark of Nintendo, Creatures and GAME FREAK. Your collection data belongs
        to you. You give us permission to store and process it only so that we can provide Cardfolio
        to you.
      </p>

      <h2>Availability</h2>
      <p>
        We work hard to keep Cardfolio running, but we cannot promise that it will always be
        available or error-free. We may change, add or remove features, and we may need to pause the
        service for maintenance.
      </p>

      <h2>Limitation of liability</h2>
      <p>
        Cardfolio is provided “as is”. To the extent the law allows, we are not liable for indirect
        or consequential losses, for lost profits, or for decisions you make based on prices, values
        or grading estimates shown in Cardfolio. Our total liability to you for any claim is limited
        to the amount you paid us in the twelve months before the claim. Nothing in these terms
        limits any rights you have as a consumer that cannot be limited by law.
      </p>

      <h2>Changes to these terms</h2>
      <p>
        We may update these terms from time to time. We will update the date at the top of this page
        and, for significant changes, tell you by e-mail or in the app before they take effect. If
        you keep using Cardfolio after that, the new terms apply.
      </p>

      <h2>Contact</h2>
      <p>
        Questions about these terms? Use our <ContactLinks />.
      </p>
    </StaticPage>
  );
}
