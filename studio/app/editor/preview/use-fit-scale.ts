import { useEffect, useRef, useState, type RefObject } from 'react';

/** How a frame `pixels` wide fits its stage: scaled down to the stage's width (never up), centred, as tall as the stage. */
export interface Fit {
  scale: number;
  left: number;
  height: number;
}

/** Watches the stage's size and says how to fit a frame of the given width into it. */
export function useFitScale(pixels: number): [RefObject<HTMLDivElement | null>, Fit] {
  const stage = useRef<HTMLDivElement>(null);
  const [size, setSize] = useState({ width: pixels, height: 600 });
  useEffect(() => {
    const element = stage.current;
    if (!element) return undefined;
    const measure = () => setSize({ width: element.clientWidth, height: element.clientHeight });
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  const scale = size.width > 0 ? Math.min(1, size.width / pixels) : 1;
  return [stage, { scale, left: Math.max(0, (size.width - pixels * scale) / 2), height: Math.max(0, size.height / scale) }];
}
