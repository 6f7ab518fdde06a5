#!/usr/bin/env node
// Server layers (decision 048): a route module (src/server/**/*.routes.ts) reads validated input,
// calls a service and sends the answer. It imports no repository, no SQL or read-model module,
// no database schema and no query builder, and runs no query or transaction itself.
// A type-only import (`import type { UserRow } from ...repository.ts`) is allowed: it calls nothing.
// Usage: node scripts/check-route-layers.mjs [repo root]; exits 1 listing each violation.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { runImportCheck } from './import-check-cli.mjs';

const FORBIDDEN_MODULES = [
  [/\.repository\.ts$/, 'a repository'],
  [/[.-]sql\.ts$/, 'an SQL module'],
  [/(^|\/)read-models\//, 'a read model'],
  [/(^|\/)db\/schema(\/|$)/, 'the database schema'],
  [/-json\.ts$/, 'a JSON read model'],
  [/^(drizzle-orm|pg)(\/|$)/, 'a database client'],
];
const FORBIDDEN_CALLS = [
  [/\.query\s*\(/, 'runs a query'],
  [/\.transaction\s*\(/, 'opens a transaction'],
];

function routeFiles(folder) {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) {
      return routeFiles(path);
    }
    return name.endsWith('.routes.ts') ? [path] : [];
  });
}

/** The import and export-from statements of a module: [specifier, typeOnly]. */
function importsOf(text) {
  const statements = text.match(
    /^(?:import|export)\b[^;]*?\bfrom\s*['"][^'"]+['"]|^import\s*['"][^'"]+['"]/gms,
  );
  const dynamic = [...text.matchAll(/\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)/g)].map((m) => [
    m[1],
    false,
  ]);
  return [
    ...(statements ?? []).map((statement) => {
      const specifier = /['"]([^'"]+)['"]$/.exec(statement)?.[1] ?? '';
      return [specifier, /^(?:import|export)\s+type\s/.test(statement)];
    }),
    ...dynamic,
  ];
}

export function findViolations(root) {
  const serverRoot = join(root, 'src', 'server');
  const violations = [];
  for (const file of routeFiles(serverRoot)) {
    const where = relative(root, file).split(sep).join('/');
    const text = readFileSync(file, 'utf8');
    for (const [specifier, typeOnly] of importsOf(text)) {
      const forbidden = FORBIDDEN_MODULES.find(([pattern]) => pattern.test(specifier));
      if (forbidden && !typeOnly) {
        violations.push(`${where}: imports ${forbidden[1]} ('${specifier}')`);
      }
    }
    const code = text.replace(/\/\/[^\n]*|\/\*[\s\S]*?\*\//g, '');
    for (const [pattern, what] of FORBIDDEN_CALLS) {
      if (pattern.test(code)) {
        violations.push(`${where}: ${what}`);
      }
    }
  }
  return violations;
}

runImportCheck(import.meta.url, findViolations, {
  success: 'Route layers: every route calls services only.',
  failure: (count) => `Route layers: ${count} violation(s) (decision 048)`,
  hint: 'A route calls its domain service; move the query or repository call into a *.service.ts.',
});
