import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.ts';

/** What a person at the terminal needs once the server listens. */
export type StartFacts = {
  /** Where to open the app. */
  url: string;
  /** The development mailbox with its key (decision 003); only in dev mode. */
  mailboxUrl?: string;
  /** The key the dev mailbox and TEST MODE payment pages require; only when one of them is on. */
  devKey?: string;
  /** How to make an account an admin (scripts/admin-grant.ts). */
  adminCommand: string;
};

const ADMIN_COMMAND = 'npm run admin:grant -- <email>';

/** The address Fastify listens on, as a browser opens it (a wildcard host becomes loopback). */
function browsableUrl(address: string): string {
  const url = new URL(address);
  if (url.hostname === '0.0.0.0') {
    url.hostname = '127.0.0.1';
  } else if (url.hostname === '[::]') {
    url.hostname = '[::1]';
  }
  return url.origin;
}

export function startFacts(
  config: Pick<Config, 'DEV_MODE' | 'DEV_KEY'>,
  address: string,
): StartFacts {
  const url = browsableUrl(address);
  const key = config.DEV_KEY;
  return {
    url,
    ...(config.DEV_MODE && key ? { mailboxUrl: `${url}/dev/mailbox?key=${key}` } : {}),
    ...(key ? { devKey: key } : {}),
    adminCommand: ADMIN_COMMAND,
  };
}

/** The block printed once after start on a terminal: one fact a line, labels aligned. */
export function formatStartBlock(facts: StartFacts): string {
  const rows: [string, string][] = [
    ['App', facts.url],
    ...(facts.mailboxUrl
      ? [
          ['Dev mailbox', `${facts.mailboxUrl}  (sign-up and password-reset mails)`] as [
            string,
            string,
          ],
        ]
      : []),
    ...(facts.devKey
      ? [
          ['Dev key', `${facts.devKey}  (mailbox and TEST MODE payments ask for it)`] as [
            string,
            string,
          ],
        ]
      : []),
    ['Make an admin', `sign up, then ${facts.adminCommand}`],
  ];
  const width = Math.max(...rows.map(([label]) => label.length)) + 1;
  const lines = rows.map(([label, value]) => `  ${`${label}:`.padEnd(width + 1)}${value}`);
  return ['Cardfolio is ready', ...lines].join('\n');
}

/** Logs the start block: readable lines with pretty logs, one JSON entry with fields otherwise. */
export function announceStart(
  log: FastifyBaseLogger,
  config: Pick<Config, 'DEV_MODE' | 'DEV_KEY' | 'LOG_PRETTY'>,
  address: string,
): void {
  const facts = startFacts(config, address);
  if (config.LOG_PRETTY) {
    log.info(formatStartBlock(facts));
  } else {
    log.info(facts, 'cardfolio ready');
  }
}
