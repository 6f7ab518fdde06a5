import { useEffect, useState } from 'react';
import type { Size } from '#core/scan/capture-geometry.ts';

/** The content-box size of an element, kept current with a ResizeObserver. */
export function useElementSize(element: HTMLElement | null): Size | null {
  const [size, setSize] = useState<Size | null>(null);
  useEffect(() => {
    if (!element) {
      return;
    }
    const measure = () => {
      const { width, height } = element.getBoundingClientRect();
      setSize((old) => (old?.width === width && old.height === height ? old : { width, height }));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
  return size;
}
