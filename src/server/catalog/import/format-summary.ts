import type { ImportSummary } from './import-catalog.ts';

function pad(value: string | number, width: number): string {
  return String(value).padStart(width);
}

/** A small table: inserted / updated / unchanged / skipped per file, then the total time. */
export function formatImportSummary(summary: ImportSummary): string {
  const header = `${'file'.padEnd(16)}${pad('inserted', 10)}${pad('updated', 10)}${pad('unchanged', 11)}${pad('skipped', 9)}${pad('seconds', 9)}`;
  const lines = summary.files.map((file) =>
    file.found
      ? `${file.file.padEnd(16)}${pad(file.inserted, 10)}${pad(file.updated, 10)}${pad(file.unchanged, 11)}${pad(file.skipped, 9)}${pad((file.ms / 1000).toFixed(2), 9)}`
      : `${file.file.padEnd(16)}  (not present)`,
  );
  return [header, ...lines, `total ${(summary.ms / 1000).toFixed(2)} s`].join('\n');
}
