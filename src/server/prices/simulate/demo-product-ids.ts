import { existsSync } from 'node:fs';
import path from 'node:path';
import { readNdjsonLines } from '../../catalog/import/ndjson-lines.ts';
import { findProjectRoot } from '../../db/project-root.ts';

export const DEMO_CATALOG_DIR = path.join(findProjectRoot(), 'data', 'demo-catalog');

/** The ids of the demo catalog's cards and sealed products (data/demo-catalog). */
export async function readDemoProductIds(dir = DEMO_CATALOG_DIR): Promise<string[]> {
  const ids: string[] = [];
  for (const file of ['cards.ndjson', 'sealed.ndjson']) {
    const filePath = path.join(dir, file);
    if (!existsSync(filePath)) {
      continue;
    }
    for await (const { text } of readNdjsonLines(filePath)) {
      const id = (JSON.parse(text) as { id?: unknown }).id;
      if (typeof id === 'string') {
        ids.push(id);
      }
    }
  }
  return ids;
}
