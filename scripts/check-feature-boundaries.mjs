#!/usr/bin/env node
// Feature boundaries of the web app (ADR 008): a feature never imports another feature, the
// shared folders (components, lib, hooks) never import features or pages, and pages never import
// app/ (the router composes pages, not the other way). Pages and app/ compose.
// Usage: node scripts/check-feature-boundaries.mjs [repo root]; exits 1 listing each violation.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { runImportCheck } from './import-check-cli.mjs';

const SHARED_FOLDERS = ['components', 'lib', 'hooks'];
const IMPORT_PATTERN =
  /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+|\bvi\.mock\(\s*)['"]([^'"]+)['"]/g;

function sourceFiles(folder) {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) {
      return sourceFiles(path);
    }
    return /\.(ts|tsx|js|jsx|mjs)$/.test(name) ? [path] : [];
  });
}

/** The file's place in src/web: { top: 'features', feature: 'cart' } or { top: 'components' }. */
function placeOf(webRoot, absolutePath) {
  const parts = relative(webRoot, absolutePath).split(sep);
  if (parts[0] === '..' || parts.length < 2) {
    return null;
  }
  return { top: parts[0], feature: parts[0] === 'features' ? parts[1] : undefined };
}

function resolveSpecifier(root, webRoot, fromFile, specifier) {
  if (specifier.startsWith('#web/')) {
    return join(webRoot, specifier.slice('#web/'.length));
  }
  if (specifier.startsWith('.')) {
    return resolve(dirname(fromFile), specifier);
  }
  return specifier.startsWith('/') ? join(root, specifier) : null;
}

export function findViolations(root) {
  const webRoot = join(root, 'src', 'web');
  const violations = [];
  for (const file of sourceFiles(webRoot)) {
    const from = placeOf(webRoot, file);
    if (!from) {
      continue;
    }
    for (const match of readFileSync(file, 'utf8').matchAll(IMPORT_PATTERN)) {
      const target = resolveSpecifier(root, webRoot, file, match[1]);
      const to = target && placeOf(webRoot, target);
      if (!to) {
        continue;
      }
      const crossFeature =
        from.top === 'features' && to.top === 'features' && to.feature !== from.feature;
      const sharedReachesUp =
        SHARED_FOLDERS.includes(from.top) && (to.top === 'features' || to.top === 'pages');
      const pageReachesUp = from.top === 'pages' && to.top === 'app';
      if (crossFeature || sharedReachesUp || pageReachesUp) {
        const where = relative(root, file).split(sep).join('/');
        const rule = crossFeature
          ? `feature "${from.feature}" imports feature "${to.feature}"`
          : `${pageReachesUp ? 'page' : 'shared'} src/web/${from.top} imports src/web/${to.top}`;
        violations.push(`${where}: ${rule} ('${match[1]}')`);
      }
    }
  }
  return violations;
}

runImportCheck(import.meta.url, findViolations, {
  success: 'Feature boundaries: no feature imports another feature.',
  failure: (count) => `Feature boundaries: ${count} forbidden import(s) (ADR 008)`,
  hint: 'Move the shared piece to src/web/components, src/web/lib, src/web/hooks or src/core; pages and src/web/app compose features.',
});
