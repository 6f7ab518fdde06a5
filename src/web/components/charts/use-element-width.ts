import { type RefObject, useLayoutEffect, useState } from 'react';

/** The element's current width in whole pixels, `fallback` until it has been measured. */
export function useElementWidth(ref: RefObject<HTMLElement | null>, fallback: number): number {
  const [width, setWidth] = useState(fallback);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) {
      return;
    }
    const update = () => {
      const next = Math.floor(element.getBoundingClientRect().width);
      if (next > 0) {
        setWidth(next);
      }
    };
    update();
    const observer = new ResizeObserver(update);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}
