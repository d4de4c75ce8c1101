import { useLayoutEffect, useRef, useState } from 'react';

/**
 * Scales content of a fixed natural width down to the width of its frame, and reports the scaled height so the
 * frame takes exactly the room the scaled content needs.
 */
export function useFitScale(naturalWidth: number) {
  const frameRef = useRef<HTMLDivElement>(null);
  const contentRef = useRef<HTMLDivElement>(null);
  const [size, setSize] = useState({ scale: 1, height: 0 });

  useLayoutEffect(() => {
    const frame = frameRef.current;
    const content = contentRef.current;
    if (!frame || !content) return;
    const measure = () => {
      const scale = Math.min(1, frame.clientWidth / naturalWidth) || 1;
      const height = content.offsetHeight * scale;
      setSize((old) => (old.scale === scale && old.height === height ? old : { scale, height }));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(frame);
    observer.observe(content);
    return () => observer.disconnect();
  }, [naturalWidth]);

  return { frameRef, contentRef, ...size };
}
