import { ContactLinks, StaticPage } from '../../components/layout/static-page.tsx';

/** The privacy policy: what Cardfolio collects, why, how long it is kept and what users can do. */
export function PrivacyPage() {
  return (
    <StaticPage
      title="Privacy Policy"
      updated="22 November 2026"
      intro={
        <p>
          Cardfolio helps you track, value and complete your Pokémon card collection. To do that we
          keep a small amount of information about you. This page explains what we collect, why we
          need it, who else sees it and how you stay in control of it.
        </p>
      }
    >
      <h2>What we collect</h2>
      <h3>Your account</h3>
      <p>
        When you sign up we store your e-mail address and the display name you choose. If you sign
        up with an e-mail and password, we store only a secure hash of your password, never the
        password itself. If you sign in with Google or Apple, we receive your e-mail address and a
        stable account identifier from that provider; we do not receive your Google or Apple
        password. If you use Apple’s “Hide My Email” option, we only ever see the relay address.
      </p>
      <h3>Your collection</h3>
      <p>
        The cards and sealed products you add, their quantities, condition and language, your
        wishlists and your binders are stored so that we can show your collection, its market value
        and its daily change on every device you use.
      </p>
      <h3>Shop orders and memberships</h3>
      <p>
        When you buy from our shop we keep the order: what you bought, the prices you paid and the
        shipping address you gave us. When you hold a membership we keep its plan, status and
        renewal date.
      </p>
      <h3>Payments</h3>
      <p>
        All payments are processed by Stripe. Your card details are entered into Stripe’s secure
        form and go directly to Stripe; Cardfolio never sees or stores your full card number or
        security code. We receive only what we need to match a payment to your order or membership,
        such as the payment status and the amount paid. Stripe handles your payment data under its
        own{' '}
        <a href="https://stripe.com/privacy" target="_blank" rel="noreferrer">
          privacy policy
        </a>
        .
      </p>
      <h3>Camera photos</h3>
      <p>
        When you scan cards with your phone camera, the photo is sent to our servers only to
        recognise the cards in it. The photo is processed and then discarded: we do not keep it, add
        it to your account or use it for anything else. Only the result, the cards you choose to
        add, is saved to your collection.
      </p>

      <h2>How we use your information</h2>
      <ul>
        <li>To run your account and show your collection, wishlists and binders.</li>
        <li>To process, ship and support your shop orders.</li>
        <li>To provide membership benefits, such as member prices and monthly giveaways.</li>
        <li>
          To send you service e-mails, such as order confirmations, receipts and password resets.
        </li>
        <li>To keep Cardfolio secure and to prevent fraud and abuse.</li>
      </ul>
      <p>
        We do not sell your personal information, and we do not share it with advertisers. We share
        it only with the service providers that help us run Cardfolio (such as Stripe for payments
        and carriers for delivering your orders), and only what each of them needs.
      </p>

      <h2>Cookies and local storage</h2>
      <p>Cardfolio uses a small number of cookies, all of them needed for the site to work:</p>
      <ul>
        <li>
          <strong>Session cookies</strong> keep you signed in while you move between pages.
        </li>
        <li>
          <strong>A CSRF cookie</strong> protects your account by making sure that requests to
          change your data really come from Cardfolio and not from another website.
        </li>
        <li>
          <strong>A referral cookie</strong> remembers, for 30 days, the link that brought you to
          Cardfolio, so that a referral can be credited if you sign up.
        </li>
      </ul>
      <p>
        Your shopping cart is kept in your browser’s local storage, not on our servers, so that it
        survives a page reload. It stays on your device until you check out, empty it or clear your
        browser data. We do not use third-party advertising or tracking cookies.
      </p>

      <h2>How long we keep it</h2>
      <p>
        We keep your account and collection data for as long as your account is open. When you
        delete your account, we delete your profile, collection, wishlists and binders. Records of
        shop orders and payments are kept for as long as tax and accounting law requires, and are
        then deleted. Camera photos are not kept at all.
      </p>

      <h2>Your rights</h2>
      <p>You are in control of your data, and most of it you can manage yourself:</p>
      <ul>
        <li>
          <strong>Export:</strong> download a copy of your account and collection data from your{' '}
          <a href="/profile">profile</a>.
        </li>
        <li>
          <strong>Deletion:</strong> delete your account and its data from your{' '}
          <a href="/profile">profile</a>.
        </li>
        <li>
          <strong>Correction:</strong> change your display name and collection details at any time.
        </li>
      </ul>
      <p>
        Depending on where you live, you may also have the right to access, restrict or object to
        our use of your data, and to complain to your local data protection authority. For any
        request we cannot handle through your profile, write to us and we will answer promptly.
      </p>

      <h2>Security</h2>
      <p>
        All traffic to Cardfolio is encrypted with HTTPS, passwords are stored only as hashes and
        access to our systems is restricted to the people who need it. No system is perfectly
        secure, so please use a strong, unique password.
      </p>

      <h2>Changes to this policy</h2>
      <p>
        If we change this policy we will update the date at the top of this page, and for
        significant changes we will let you know by e-mail or in the app.
      </p>

      <h2>Contact</h2>
      <p>
        Questions about your privacy? Use our <ContactLinks />.
      </p>
    </StaticPage>
  );
}
