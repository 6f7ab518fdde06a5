import { describe, expect, it } from 'vitest';
import { formatStartBlock, startFacts } from './start-block.ts';

describe('the start block', () => {
  it('names the app, the dev mailbox with its key and the admin command in dev mode', () => {
    const facts = startFacts({ DEV_MODE: true, DEV_KEY: 'k3y' }, 'http://127.0.0.1:3000');
    expect(formatStartBlock(facts)).toBe(
      [
        'Cardfolio is ready',
        '  App:           http://127.0.0.1:3000',
        '  Dev mailbox:   http://127.0.0.1:3000/dev/mailbox?key=k3y  (sign-up and password-reset mails)',
        '  Dev key:       k3y  (mailbox and TEST MODE payments ask for it)',
        '  Make an admin: sign up, then npm run admin:grant -- <email>',
      ].join('\n'),
    );
  });

  it('leaves the mailbox out when dev mode is off', () => {
    const facts = startFacts({ DEV_MODE: false, DEV_KEY: undefined }, 'http://127.0.0.1:3000');
    expect(facts.mailboxUrl).toBeUndefined();
    expect(formatStartBlock(facts)).not.toContain('mailbox');
  });

  it.each([
    ['http://0.0.0.0:3000', 'http://127.0.0.1:3000'],
    ['http://[::]:8080', 'http://[::1]:8080'],
    ['http://192.168.1.5:3000', 'http://192.168.1.5:3000'],
  ])('shows %s as %s, an address a browser opens', (address, url) => {
    expect(startFacts({ DEV_MODE: false, DEV_KEY: undefined }, address).url).toBe(url);
  });
});
