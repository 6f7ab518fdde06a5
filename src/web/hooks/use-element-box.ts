import { type RefObject, useLayoutEffect, useState } from 'react';

export type ElementBox = { width: number; top: number };

/** The element's width and its distance from the top of the document, kept up to date. */
export function useElementBox(ref: RefObject<HTMLElement | null>): ElementBox {
  const [box, setBox] = useState<ElementBox>({ width: 0, top: 0 });
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) {
      return;
    }
    const update = () => {
      const rect = element.getBoundingClientRect();
      const next = { width: Math.floor(rect.width), top: Math.round(rect.top + window.scrollY) };
      setBox((old) => (old.width === next.width && old.top === next.top ? old : next));
    };
    update();
    const observer = new ResizeObserver(update);
    observer.observe(element);
    // Content above (a set header, a chart) changes its offset without resizing it.
    observer.observe(document.body);
    return () => observer.disconnect();
  }, [ref]);
  return box;
}
