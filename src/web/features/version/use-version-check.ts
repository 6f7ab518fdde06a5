import { useEffect } from 'react';
import { toast } from 'react-toastify';
import {
  VERSION_MISMATCH_MESSAGE,
  VERSION_TOAST_MS,
  versionAnswerSchema,
} from '#core/version/app-version.ts';
import { requestJson } from '../../lib/api-client.ts';
import { startVersionCheck } from './version-check.ts';

/** On a version mismatch: an info toast for 3 s, then a page reload. */
export function useVersionCheck(): void {
  useEffect(
    () =>
      startVersionCheck({
        fetchVersion: async () =>
          versionAnswerSchema.parse(await requestJson('/api/auth/version')).version,
        onMismatch: () => {
          toast.info(VERSION_MISMATCH_MESSAGE, {
            autoClose: VERSION_TOAST_MS,
            onClose: () => window.location.reload(),
          });
        },
      }),
    [],
  );
}
