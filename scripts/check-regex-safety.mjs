#!/usr/bin/env node
// ReDoS check (security round 3, item 2): finds every regular expression literal and every
// `new RegExp(…)`/`RegExp(…)` with a constant source in src/ (test files excepted) through the
// TypeScript parser, and runs recheck on each. Fails on any pattern recheck finds vulnerable
// (exponential or polynomial backtracking) and on a RegExp built from a non-constant source,
// unless the call carries a `regex-safety: <reason>` comment saying why its input is safe.
// Usage: node scripts/check-regex-safety.mjs [repo root]
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { check } from 'recheck';
import ts from 'typescript';

const root = process.argv[2] ?? process.cwd();
const TIMEOUT_MS = 10_000;

function sourceFiles(folder) {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) {
      return name === 'node_modules' ? [] : sourceFiles(path);
    }
    return /\.tsx?$/.test(name) && !/\.(test|d)\.tsx?$/.test(name) ? [path] : [];
  });
}

function constantText(node) {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
    return node.text;
  }
  return undefined;
}

/** Every pattern in one file: { source, flags, where } or { dynamic: true, where }. */
function patternsIn(path) {
  const text = readFileSync(path, 'utf8');
  const file = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true);
  const found = [];
  const lines = text.split('\n');
  // A `regex-safety: <why>` comment on the pattern's line or the line above it.
  const explained = (node) => {
    const { line } = file.getLineAndCharacterOfPosition(node.getStart());
    return [lines[line], lines[line - 1]].some((row) => row?.includes('regex-safety:'));
  };
  const where = (node) => {
    const { line } = file.getLineAndCharacterOfPosition(node.getStart());
    return `${relative(root, path)}:${line + 1}`;
  };
  const visit = (node) => {
    if (node.kind === ts.SyntaxKind.RegularExpressionLiteral) {
      const literal = node.text;
      const end = literal.lastIndexOf('/');
      found.push({
        source: literal.slice(1, end),
        flags: literal.slice(end + 1),
        explained: explained(node),
        where: where(node),
      });
    } else if (
      (ts.isNewExpression(node) || ts.isCallExpression(node)) &&
      ts.isIdentifier(node.expression) &&
      node.expression.text === 'RegExp'
    ) {
      const [sourceArg, flagsArg] = node.arguments ?? [];
      const source = sourceArg && constantText(sourceArg);
      const flags = flagsArg ? constantText(flagsArg) : '';
      if (source !== undefined && flags !== undefined) {
        found.push({ source, flags, explained: explained(node), where: where(node) });
      } else {
        found.push({ dynamic: true, explained: explained(node), where: where(node) });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

const started = performance.now();
const patterns = sourceFiles(join(root, 'src')).flatMap(patternsIn);
const problems = [];
let checked = 0;
let dynamicExplained = 0;
const accepted = [];
const queue = [...patterns];
async function worker() {
  for (let item = queue.shift(); item; item = queue.shift()) {
    if (item.dynamic) {
      if (item.explained) {
        dynamicExplained += 1;
      } else {
        problems.push(
          `${item.where}: RegExp built from a non-constant source (add a "regex-safety: <why>" comment)`,
        );
      }
      continue;
    }
    const result = await check(item.source, item.flags, { timeout: TIMEOUT_MS });
    checked += 1;
    if (result.status !== 'safe' && item.explained) {
      accepted.push(
        `${item.where}: /${item.source}/${item.flags} (${result.status}, reason given)`,
      );
    } else if (result.status === 'vulnerable') {
      problems.push(
        `${item.where}: /${item.source}/${item.flags} is vulnerable (${result.complexity.type}), attack: ${JSON.stringify(result.attack.pattern)}`,
      );
    } else if (result.status === 'unknown') {
      problems.push(
        `${item.where}: /${item.source}/${item.flags} could not be proven safe (${result.error?.kind})`,
      );
    }
  }
}
await Promise.all(Array.from({ length: 4 }, worker));
const seconds = ((performance.now() - started) / 1000).toFixed(1);
console.log(
  `regex safety: ${checked} patterns checked, ${accepted.length} accepted with a reason, ` +
    `${dynamicExplained} dynamic with a reason, ${problems.length} problem(s), ${seconds} s`,
);
for (const line of accepted) {
  console.log(`  accepted: ${line}`);
}
for (const problem of problems) {
  console.log(`  ${problem}`);
}
process.exit(problems.length > 0 ? 1 : 0);
