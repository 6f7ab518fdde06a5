// Prints the slowest test files of each Vitest project from a JSON report (test-results/vitest.json
// by default): where the suite's minutes go (decision 045).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { engineFiles, unitFiles } from './test-projects.mjs';

// Every glob in test-projects.mjs is '<folder>/**/<pattern>': a file matches by its folder.
const matches = (file, globs) => globs.some((glob) => file.startsWith(glob.split('**')[0]));

/** The project a repository-relative test file runs in. */
export function projectOf(file) {
  if (file.startsWith('e2e/')) {
    return 'e2e';
  }
  if (matches(file, unitFiles)) {
    return 'unit';
  }
  return matches(file, engineFiles) ? 'engine' : 'server';
}

/** Per project: file count, summed seconds and the `top` slowest files, slowest first. */
export function slowestFiles(report, root, top) {
  const byProject = new Map();
  for (const result of report.testResults) {
    const file = path.relative(root, result.name);
    const seconds = (result.endTime - result.startTime) / 1000;
    const project = projectOf(file);
    const entry = byProject.get(project) ?? { files: 0, seconds: 0, slowest: [] };
    entry.files += 1;
    entry.seconds += seconds;
    entry.slowest.push({ file, seconds });
    byProject.set(project, entry);
  }
  for (const entry of byProject.values()) {
    entry.slowest = entry.slowest.sort((a, b) => b.seconds - a.seconds).slice(0, top);
  }
  return byProject;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const file = process.argv[2] ?? path.join('test-results', 'vitest.json');
  const top = Number(process.argv[3] ?? 15);
  const report = JSON.parse(readFileSync(file, 'utf8'));
  for (const [project, entry] of slowestFiles(report, process.cwd(), top)) {
    console.log(
      `\n${project}: ${entry.files} files, ${entry.seconds.toFixed(0)} s of file time; slowest:`,
    );
    for (const { file: name, seconds } of entry.slowest) {
      console.log(`${seconds.toFixed(1).padStart(8)} s  ${name}`);
    }
  }
}
