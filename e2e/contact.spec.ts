import { describe, expect, it } from 'vitest';
import { hasChromium } from './support/browser.ts';
import { browserJourney } from './support/journey.ts';

const j = browserJourney();

describe.skipIf(!hasChromium)('contact form (/contact)', () => {
  it('shows the core rule beside each field, then sends and stores the message', async () => {
    await j.page.goto(`${j.server.baseUrl}/contact`);
    await j.page.getByRole('button', { name: 'Send message' }).click();
    await j.page.getByText('Name is required').waitFor();
    expect(await j.page.getByText('Email is invalid').isVisible()).toBe(true);
    expect(await j.page.getByText('Message must be at least 10 characters').isVisible()).toBe(true);

    await j.page.getByLabel('Name').fill('  Misty  ');
    await j.page.getByLabel('Email').fill('misty@cerulean.gym');
    await j.page.getByLabel('Topic').selectOption({ label: 'An order' });
    await j.page.getByLabel('Message').fill('Where is my Starmie booster box?');
    await j.page.getByRole('button', { name: 'Send message' }).click();
    await j.page.getByText('Thank you, your message has been sent.').waitFor();

    const { rows } = await j.server.app.pool.query(
      'SELECT name, email, topic, message FROM contact_messages',
    );
    expect(rows).toEqual([
      {
        name: 'Misty',
        email: 'misty@cerulean.gym',
        topic: 'order',
        message: 'Where is my Starmie booster box?',
      },
    ]);
  });
});
