import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

export type MultipartFile = { field: string; filename: string; contentType: string; data: Buffer };

/** A multipart/form-data body for app.inject(): text fields, then files. */
export function multipartBody(fields: Record<string, string>, files: MultipartFile[] = []) {
  const boundary = `----cardfolio${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    );
  }
  for (const file of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.filename}"\r\nContent-Type: ${file.contentType}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

/** The usual scan form: a JPEG photo plus scanType, scanAccuracy and (optionally) scanMode. */
export function scanForm(image: Buffer | null, fields: Record<string, string> = {}) {
  const files = image
    ? [{ field: 'image', filename: 'photo.jpg', contentType: 'image/jpeg', data: image }]
    : [];
  return multipartBody({ scanType: 'cards', scanAccuracy: '30000', ...fields }, files);
}

/** POST /api/scan/identify as this user (headers from a test user) with the usual form. */
export function postScan(
  app: FastifyInstance,
  headers: Record<string, string>,
  image: Buffer | null,
  fields: Record<string, string> = {},
) {
  const form = scanForm(image, fields);
  return app.inject({
    method: 'POST',
    url: '/api/scan/identify',
    headers: { ...headers, 'content-type': form.contentType },
    payload: form.payload,
  });
}
