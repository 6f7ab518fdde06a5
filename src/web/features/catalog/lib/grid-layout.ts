const MIN_TILE_WIDTH = 140;
export const GRID_GAP = 16;
/** Card images are 245 x 342; the text under them takes a fixed height (one line each). */
const IMAGE_RATIO = 342 / 245;
const TEXT_HEIGHT = 76;
/** The English name line of Japanese and Chinese cards (decision 073). */
const ENGLISH_NAME_HEIGHT = 22;

export type GridLayout = { columns: number; rowHeight: number };

/**
 * Columns that fit the width with tiles at least MIN_TILE_WIDTH wide, and the row height (one
 * line more when some tile shows an English name).
 */
export function getGridLayout(width: number, withEnglishNames = false): GridLayout {
  const columns = Math.max(1, Math.floor((width + GRID_GAP) / (MIN_TILE_WIDTH + GRID_GAP)));
  const tileWidth = (width - GRID_GAP * (columns - 1)) / columns;
  const text = TEXT_HEIGHT + (withEnglishNames ? ENGLISH_NAME_HEIGHT : 0);
  return { columns, rowHeight: Math.ceil(tileWidth * IMAGE_RATIO + text + GRID_GAP) };
}
