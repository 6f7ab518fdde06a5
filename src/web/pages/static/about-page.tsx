import { ContactLinks, StaticPage } from '../../components/layout/static-page.tsx';

/** The licence notice of the TCGdex cards database, reproduced verbatim as the licence requires. */
const TCGDEX_MIT_NOTICE = `MIT License

Copyright (c) 2021 TCGdex

Permission is hereby granted, free of charge, to any person obtaining a copy
of this software and associated documentation files (the "Software"), to deal
in the Software without restriction, including without limitation the rights
to use, copy, modify, merge, publish, distribute, sublicense, and/or sell
copies of the Software, and to permit persons to whom the Software is
furnished to do so, subject to the following conditions:

The above copyright notice and this permission notice shall be included in all
copies or substantial portions of the Software.

THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND, EXPRESS OR
IMPLIED, INCLUDING BUT NOT LIMITED TO THE WARRANTIES OF MERCHANTABILITY,
FITNESS FOR A PARTICULAR PURPOSE AND NONINFRINGEMENT. IN NO EVENT SHALL THE
AUTHORS OR COPYRIGHT HOLDERS BE LIABLE FOR ANY CLAIM, DAMAGES OR OTHER
LIABILITY, WHETHER IN AN ACTION OF CONTRACT, TORT OR OTHERWISE, ARISING FROM,
OUT OF OR IN CONNECTION WITH THE SOFTWARE OR THE USE OR OTHER DEALINGS IN THE
SOFTWARE.`;

/** Who we are, what Cardfolio does, and the credits for the data it is built on. */
export function AboutPage() {
  return (
    <StaticPage
      title="About Cardfolio"
      intro={
        <p>
          Cardfolio is a home for Pokémon trading-card collectors: one place to see what you own,
          what it is worth and what you are still hunting for, whether you collect English, Japanese
          or Chinese cards, or sealed product.
        </p>
      }
    >
      <h2>Who we are</h2>
      <p>
        Cardfolio is made by collectors, for collectors. Too many of us tracked our cards in
        spreadsheets, checked prices on several different sites and still forgot which cards we
        already had. Cardfolio brings all of that together in one app, and we keep improving it with
        feedback from the collectors who use it every day.
      </p>

      <h2>What Cardfolio does</h2>
      <ul>
        <li>
          <strong>Track your collection.</strong> Add singles and sealed products and see their
          market value and daily change, card by card and for your collection as a whole.
        </li>
        <li>
          <strong>Plan what comes next.</strong> Keep wishlists of the cards you are chasing and
          organise your favourites into binders.
        </li>
        <li>
          <strong>Browse every set.</strong> Explore English, Japanese and Chinese sets with their
          full card lists, and see at a glance which cards you are missing.
        </li>
        <li>
          <strong>Scan with your phone.</strong> Point your camera at a card to find it and add it
          in seconds.
        </li>
        <li>
          <strong>Shop.</strong> Buy singles and sealed products from our shop, with payments
          handled securely by Stripe.
        </li>
      </ul>
      <p>
        Cardfolio works in your browser and in our iPhone app, and an Android app is coming soon.
      </p>

      <h2>Memberships</h2>
      <p>
        Members get more out of Cardfolio: member prices and access to rare products in the shop,
        entry to our monthly giveaways, scanning of up to 10 cards or a whole binder page at once,
        and our AI grading and centering tools, currently in Beta. Memberships are billed monthly
        and you can cancel at any time.
      </p>

      <h2>About prices</h2>
      <p>
        The values we show are estimates based on market data, meant to help you understand your
        collection, not financial advice. In demo installations prices may be simulated; where that
        is the case, the app says “simulated prices” next to them.
      </p>

      <h2>Data and credits</h2>
      <p>
        The card catalog in Cardfolio, the sets and the cards in them with their details, comes from{' '}
        <a href="https://github.com/tcgdex/cards-database" target="_blank" rel="noreferrer">
          TCGdex
        </a>
        , an open, community-maintained database of Pokémon cards in many languages. We are grateful
        to its maintainers and contributors. TCGdex data is used under the MIT License, whose notice
        is reproduced below.
      </p>
      <pre>{TCGDEX_MIT_NOTICE}</pre>
      <p>
        TCGdex data is not produced, endorsed, supported or affiliated with Nintendo or The Pokémon
        Company. Card names and images remain the property of their respective owners. Pokémon is a
        trademark of Nintendo, Creatures and GAME FREAK. Cardfolio is an independent service and is
        not affiliated with, endorsed or sponsored by Nintendo, Creatures, GAME FREAK or The Pokémon
        Company.
      </p>

      <h2>Get in touch</h2>
      <p>
        We would love to hear from you, whether you have found a bug, have an idea for a feature or
        just want to show off a pull. Use our <ContactLinks />.
      </p>
    </StaticPage>
  );
}
