import { formatCents } from '#core/shop/money.ts';
import { escapeHtml } from '../../http/escape-html.ts';
import { TEST_CARD_NUMBER, TEST_WEBHOOK_PATH } from '../../payments/test-provider.ts';

type PageInput = {
  kind: 'checkout' | 'subscription';
  ref: string;
  title: string;
  lines: string[];
  totalCents: number;
  currency: string;
  settled: string | undefined;
};

/** The paying card's number: the test provider turns it into a card fingerprint (decision 068). */
const CARD_FIELD = `<label>Card number <input name="cardNumber" value="${TEST_CARD_NUMBER}" inputmode="numeric" autocomplete="off" required maxlength="23"></label>`;

function outcomeButton(input: PageInput, outcome: string, label: string, fields = ''): string {
  return `<form method="post" action="${TEST_WEBHOOK_PATH}"><input type="hidden" name="kind" value="${input.kind}"><input type="hidden" name="ref" value="${escapeHtml(input.ref)}"><input type="hidden" name="outcome" value="${outcome}">${fields}<button type="submit" class="${outcome}">${label}</button></form>`;
}

/** The TEST MODE payment page of the built-in provider: a tester picks the outcome. */
export function renderTestCheckoutPage(input: PageInput): string {
  const items = input.lines.map((line) => `<li>${escapeHtml(line)}</li>`).join('');
  const actions = input.settled
    ? `<p>This checkout is already ${escapeHtml(input.settled)}.</p><p><a href="/shop">Back to the shop</a></p>`
    : `<div class="actions">${outcomeButton(input, 'success', 'Simulate successful payment', CARD_FIELD)}${outcomeButton(input, 'failure', 'Simulate failed payment')}${outcomeButton(input, 'cancel', 'Cancel and go back')}</div>`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>TEST MODE payment · Cardfolio</title>
<style>body{font-family:system-ui,sans-serif;max-width:640px;margin:2rem auto;padding:0 1rem;background:#0f1420;color:#eef}
.banner{background:#f5b301;color:#111;font-weight:700;padding:.6rem 1rem;border-radius:8px;letter-spacing:.05em}
.actions{display:flex;gap:.6rem;flex-wrap:wrap;align-items:end}label{display:block;margin-bottom:.4rem}input{font:inherit;padding:.5rem;border-radius:6px;border:1px solid #556;margin-left:.4rem}button{font:inherit;padding:.6rem 1rem;border-radius:8px;border:0;cursor:pointer}
.success{background:#2e9d5b;color:#fff}.failure{background:#c0392b;color:#fff}.cancel{background:#444a5a;color:#fff}a{color:#7cc4ff}</style></head>
<body><p class="banner" role="status">TEST MODE: no real payment is taken</p><h1>${escapeHtml(input.title)}</h1><ul>${items}</ul>
<p><strong>Total: ${formatCents(input.totalCents, input.currency)}</strong></p>${actions}</body></html>`;
}
