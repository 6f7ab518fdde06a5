export const ITEM_GAP = 16;
export const MIN_TILE_WIDTH = 170;
/** Card images are 245 x 342. */
const IMAGE_RATIO = 342 / 245;
/** Name, set, tags, value, change, profit and the action buttons under the image. */
const TILE_TEXT_HEIGHT = 196;
export const LIST_ROW_HEIGHT = 96;

/** Columns and row height (with the gap) of the collection grid for a container width. */
export function getItemGridLayout(width: number): { columns: number; rowHeight: number } {
  const columns = Math.max(1, Math.floor((width + ITEM_GAP) / (MIN_TILE_WIDTH + ITEM_GAP)));
  const tileWidth = (width - ITEM_GAP * (columns - 1)) / columns;
  return {
    columns,
    rowHeight: Math.round(tileWidth * IMAGE_RATIO) + TILE_TEXT_HEIGHT + ITEM_GAP,
  };
}
