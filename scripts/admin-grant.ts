/**
 * `npm run admin:grant -- <email>`: makes the account with that e-mail an admin. Uses
 * DATABASE_URL, or the embedded PostgreSQL under DATA_DIR like `npm start` does.
 */
import { GRANT_REFUSALS, grantAdmin } from '#server/auth/users/grant-admin.ts';
import { runScript, withAppDb } from './lib/run-script.ts';

async function main(): Promise<number> {
  const email = process.argv.slice(2).find((arg) => arg !== '--');
  if (!email) {
    console.error('Usage: npm run admin:grant -- <email>');
    return 2;
  }
  return withAppDb(async ({ db }) => {
    const outcome = await grantAdmin(db, email);
    if (outcome !== 'granted') {
      console.error(GRANT_REFUSALS[outcome](email));
      return 1;
    }
    console.log(`${email} is now an admin.`);
    return 0;
  }, 1);
}

runScript(main, { failed: 'admin:grant failed' });
