// The command-line side shared by the import checks (check-feature-boundaries, check-route-layers):
// run `findViolations` on the root given as argument when the script is run itself, print what it
// found, and exit 1 on any violation.
import { resolve } from 'node:path';

/**
 * Runs a check when `moduleUrl` is the script node was started with: prints `success`, or
 * `failure` with each violation and the `hint` that says how to fix it.
 */
export function runImportCheck(moduleUrl, findViolations, { success, failure, hint }) {
  const isMain = process.argv[1] && resolve(process.argv[1]) === new URL(moduleUrl).pathname;
  if (!isMain) {
    return;
  }
  const violations = findViolations(resolve(process.argv[2] ?? '.'));
  if (violations.length > 0) {
    console.error(`${failure(violations.length)}:`);
    for (const line of violations) {
      console.error(`  ${line}`);
    }
    console.error(hint);
    process.exit(1);
  }
  console.log(success);
}
