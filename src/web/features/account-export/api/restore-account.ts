import { type ImportResult, importResultSchema } from '#core/account/account-import.schema.ts';
import { parseAnswer, requestJson } from '../../../lib/api-client.ts';

/** POST /api/account/import in restore mode: the file replaces what the account holds. */
export async function restoreAccount(file: File): Promise<ImportResult> {
  const form = new FormData();
  form.append('mode', 'restore');
  form.append('file', file);
  const body = await requestJson('/api/account/import', { method: 'POST', body: form });
  return parseAnswer(importResultSchema, body, 'The restore answer could not be read.');
}
