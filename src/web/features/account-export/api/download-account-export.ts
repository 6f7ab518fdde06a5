import { EXPORT_ITEMS_HEADER } from '#core/account/account-import.schema.ts';
import { request } from '../../../lib/api-client.ts';

export type DownloadProgress = { items: number | null; bytes: number };

/**
 * GET /api/account/export, read as it streams so the bytes received can be shown (the ZIP's
 * size is not known before it is written), then saved under the server's file name.
 */
export async function downloadAccountExport(
  onProgress: (progress: DownloadProgress) => void,
): Promise<DownloadProgress> {
  const response = await request('/api/account/export');
  const header = response.headers.get(EXPORT_ITEMS_HEADER);
  const progress: DownloadProgress = { items: header === null ? null : Number(header), bytes: 0 };
  onProgress({ ...progress });
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  const reader = response.body?.getReader();
  for (;;) {
    const step = await reader?.read();
    if (!step || step.done) {
      break;
    }
    chunks.push(step.value);
    progress.bytes += step.value.byteLength;
    onProgress({ ...progress });
  }
  const name =
    response.headers.get('content-disposition')?.match(/filename="([^"]+)"/)?.[1] ??
    'cardfolio-account.zip';
  const url = URL.createObjectURL(new Blob(chunks, { type: 'application/zip' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
  return progress;
}
