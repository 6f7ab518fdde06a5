import type { Point, Quad } from '../image/homography.ts';
import type { OpenCv } from '../image/opencv.ts';

type Mat = InstanceType<OpenCv['Mat']>;

/**
 * Four-corner outlines of the closed edge contours of at least minArea: each contour's convex
 * hull fitted by a quadrilateral (or, failing that, its smallest rotated rectangle).
 */
export function contourQuads(cv: OpenCv, edges: Mat, minArea: number): Quad[] {
  const contours = new cv.MatVector();
  const hierarchy = new cv.Mat();
  const hull = new cv.Mat();
  const approx = new cv.Mat();
  const quads: Quad[] = [];
  try {
    cv.findContours(edges, contours, hierarchy, cv.RETR_LIST, cv.CHAIN_APPROX_SIMPLE);
    for (let i = 0; i < contours.size(); i++) {
      const contour = contours.get(i);
      const area = cv.contourArea(contour);
      if (area < minArea) {
        contour.delete();
        continue;
      }
      cv.convexHull(contour, hull, false, true);
      contour.delete();
      // Glare or a rounded corner can add a vertex: loosen the fit until four are left.
      const perimeter = cv.arcLength(hull, true);
      for (const epsilon of [0.015, 0.025, 0.04, 0.06]) {
        cv.approxPolyDP(hull, approx, epsilon * perimeter, true);
        if (approx.rows <= 4) {
          break;
        }
      }
      if (approx.rows === 4) {
        quads.push(
          [0, 1, 2, 3].map((k) => [
            approx.data32S[k * 2] as number,
            approx.data32S[k * 2 + 1] as number,
          ]) as Quad,
        );
      } else {
        const box = cv.minAreaRect(hull);
        quads.push(
          cv.RotatedRect.points(box).map(
            (p: { x: number; y: number }) => [p.x, p.y] as Point,
          ) as Quad,
        );
      }
    }
    return quads;
  } finally {
    contours.delete();
    hierarchy.delete();
    hull.delete();
    approx.delete();
  }
}
