import { useEffect, useRef } from 'react';
import { useSelectedBinder } from '../hooks/selected-binder-store.ts';

/**
 * Keeps the selected binder (the in-memory binders slice) and /home?binder= in step: a link or
 * the back button moves the selection, and a selection made elsewhere (or cleared because its
 * binder was deleted) updates the address. Returns the selection and its setter.
 */
export function useBinderUrlSync(
  urlBinder: number | null,
  setUrlBinder: (id: number | null) => void,
): [number | null, (id: number | null) => void] {
  const [selected, setSelected] = useSelectedBinder();
  const seenUrl = useRef<number | null | undefined>(undefined);
  useEffect(() => {
    const isFirstRun = seenUrl.current === undefined;
    const urlChanged = seenUrl.current !== urlBinder;
    seenUrl.current = urlBinder;
    // Plain /home keeps a binder picked earlier in this visit.
    if (urlChanged && !(isFirstRun && urlBinder === null)) {
      setSelected(urlBinder);
    } else if (selected !== urlBinder) {
      setUrlBinder(selected);
    }
  }, [urlBinder, selected, setSelected, setUrlBinder]);
  return [selected, setSelected];
}
