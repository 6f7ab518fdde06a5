import { centeringFromLines } from '#core/grading/centering.ts';
import type { SavedResult } from '#core/grading/grading.schema.ts';
import type { SavedFaceData } from '../db/schema/grading.ts';
import type { ResultRow } from './grading.repository.ts';

const dataUrl = (jpeg: Buffer | null) =>
  jpeg ? `data:image/jpeg;base64,${jpeg.toString('base64')}` : null;

function face(data: SavedFaceData, jpeg: Buffer | null) {
  const centering = centeringFromLines(data.lines);
  return {
    lines: data.lines,
    centering: {
      leftRight: centering?.leftRight ?? [50, 50],
      topBottom: centering?.topBottom ?? [50, 50],
    },
    subscores: data.subscores,
    image: dataUrl(jpeg),
  };
}

export function toSavedResult(row: ResultRow): SavedResult {
  return {
    id: row.id,
    userProductId: row.userProductId,
    productId: row.productId,
    productName: row.productName,
    front: face(row.front, row.frontJpeg),
    back: row.back ? face(row.back, row.backJpeg) : null,
    ceilings: row.ceilings as SavedResult['ceilings'],
    borderline: row.borderline,
    overall: row.overall,
    thresholdsVersion: row.thresholdsVersion,
    createdAt: row.createdAt.toISOString(),
  };
}
