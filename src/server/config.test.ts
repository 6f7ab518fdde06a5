import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

describe('payment provider configuration', () => {
  it('uses the test provider in dev mode when no Stripe key is set', () => {
    expect(loadConfig({}).PAYMENT_PROVIDER).toBe('test');
  });

  it('uses Stripe when a secret key is set', () => {
    const config = loadConfig({ STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_WEBHOOK_SECRET: 'whsec_x' });
    expect(config.PAYMENT_PROVIDER).toBe('stripe');
  });

  it('refuses to start a deployment without keys rather than take fake payments', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', HOST: '0.0.0.0' })).toThrow(
      /PAYMENT_PROVIDER: payments are not configured: set STRIPE_SECRET_KEY/,
    );
    expect(() => loadConfig({ SMTP_URL: 'smtp://mail.example:25' })).toThrow(/PAYMENT_PROVIDER/);
  });

  it('accepts fake payments outside dev mode only when asked for explicitly', () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      HOST: '0.0.0.0',
      PAYMENT_PROVIDER: 'test',
    });
    expect(config.PAYMENT_PROVIDER).toBe('test');
    expect(config.DEV_MODE).toBe(false);
  });
});

describe('log format', () => {
  it('is readable on a terminal outside production, JSON otherwise', () => {
    expect(loadConfig({}, true).LOG_PRETTY).toBe(true);
    expect(loadConfig({}, false).LOG_PRETTY).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', PAYMENT_PROVIDER: 'test' }, true).LOG_PRETTY).toBe(
      false,
    );
  });

  it('follows LOG_PRETTY when it is set', () => {
    expect(loadConfig({ LOG_PRETTY: 'false' }, true).LOG_PRETTY).toBe(false);
    expect(loadConfig({ LOG_PRETTY: 'true' }, false).LOG_PRETTY).toBe(true);
  });
});

describe('scan worker warm-up', () => {
  it('warms workers up unless SCAN_WARM_UP turns it off (tests that do not time scans)', () => {
    expect(loadConfig({}).SCAN_WARM_UP).toBe(true);
    expect(loadConfig({ SCAN_WARM_UP: 'false' }).SCAN_WARM_UP).toBe(false);
    expect(() => loadConfig({ SCAN_WARM_UP: 'sometimes' })).toThrow(/SCAN_WARM_UP/);
  });
});

describe('database backup job', () => {
  it('is off unless a schedule is set, keeping 7 backups in backups/', () => {
    const config = loadConfig({});
    expect(config.BACKUP_SCHEDULE).toBeUndefined();
    expect(config.BACKUP_DIR).toBe('backups');
    expect(config.BACKUP_KEEP).toBe(7);
    expect(loadConfig({ BACKUP_SCHEDULE: 'off' }).BACKUP_SCHEDULE).toBeUndefined();
  });

  it('takes a cron schedule, a folder and how many to keep', () => {
    const config = loadConfig({
      BACKUP_SCHEDULE: ' 30 3 * * * ',
      BACKUP_DIR: '/var/backups/cardfolio',
      BACKUP_KEEP: '14',
      PG_DUMP: '/usr/lib/postgresql/18/bin/pg_dump',
    });
    expect(config.BACKUP_SCHEDULE).toBe('30 3 * * *');
    expect(config.BACKUP_DIR).toBe('/var/backups/cardfolio');
    expect(config.BACKUP_KEEP).toBe(14);
    expect(config.PG_DUMP).toBe('/usr/lib/postgresql/18/bin/pg_dump');
  });

  it('names a schedule that is not cron and a count below one', () => {
    expect(() => loadConfig({ BACKUP_SCHEDULE: 'daily' })).toThrow(
      /BACKUP_SCHEDULE: a cron expression of 5 fields such as '30 3 \* \* \*', or off/,
    );
    expect(() => loadConfig({ BACKUP_KEEP: '0' })).toThrow(/BACKUP_KEEP/);
  });
});
