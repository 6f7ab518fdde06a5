import { GRADING_FORM_TEXT_FIELDS } from '../../grading/read-grading-upload.ts';
import { SCAN_FORM_TEXT_FIELDS } from '../../scan/scan.service.ts';

type MultipartForm = {
  textFields: string[];
  /** Text fields that make a valid form with a photo in each of `photoFields`. */
  validFields: Record<string, string>;
  photoFields: string[];
};

/**
 * The routes that read a multipart form, with its fields. The OpenAPI document shows no
 * multipart bodies, so the fuzzers look them up here.
 */
export const MULTIPART_FORMS: Record<string, MultipartForm> = {
  'POST /api/scan/identify': {
    textFields: SCAN_FORM_TEXT_FIELDS,
    validFields: { scanType: 'cards', scanAccuracy: '30000' },
    photoFields: ['image'],
  },
  'POST /api/grading/estimate': {
    textFields: GRADING_FORM_TEXT_FIELDS,
    validFields: {},
    photoFields: ['front', 'back'],
  },
  // The account restore reads a ZIP from `file`; a photo there is refused as a broken ZIP.
  'POST /api/account/import': {
    textFields: ['mode'],
    validFields: { mode: 'restore' },
    photoFields: ['file'],
  },
};
