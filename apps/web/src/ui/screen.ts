import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useDrawn } from '../drawn';

/** One column: the log and the scores go under the table (style.css's 860 px). */
export const ONE_COLUMN = '(max-width: 860px)';
/** A phone held upright: the table's first screen is a column as tall as the screen (style.css). */
export const PHONE = '(max-width: 560px)';

/** A media query of widths (`(max-width: 860px)`) answered for a screen `width` pixels wide. */
export function widthMatches(query: string, width: number): boolean {
  const max = /max-width:\s*(\d+)px/.exec(query);
  const min = /min-width:\s*(\d+)px/.exec(query);
  return (!max || width <= Number(max[1])) && (!min || width >= Number(min[1]));
}

/**
 * Whether a media query matches now: the browser's answer, or where there is no browser (a page the
 * server draws, drawn.ts) the answer for the width it guesses, so that the page the app takes over
 * is the one it would draw itself on that screen.
 */
export function useMediaNow(): (query: string) => boolean {
  const guess = useDrawn().width;
  return (query) =>
    typeof matchMedia === 'function'
      ? matchMedia(query).matches
      : guess !== undefined && widthMatches(query, guess);
}

/** Whether a media query matches, kept current as the window changes. */
export function useMedia(query: string): boolean {
  const now = useMediaNow();
  const [on, setOn] = useState(() => now(query));
  useEffect(() => {
    if (typeof matchMedia !== 'function') return;
    const mq = matchMedia(query);
    const change = () => setOn(mq.matches);
    change();
    mq.addEventListener('change', change);
    return () => mq.removeEventListener('change', change);
  }, [query]);
  return on;
}

/**
 * Where the table's first screen starts on the page (below the top bars), as `--screen-top` on the
 * element, so that the style sheet can make it end where the screen ends. Measured after every render
 * and whenever the page or the window changes size (a bar above that wraps to a second line).
 */
export function useScreenTop<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const measure = () => {
    const el = ref.current;
    if (!el) return;
    const top = `${Math.max(0, Math.ceil(el.getBoundingClientRect().top + window.scrollY))}px`;
    if (el.style.getPropertyValue('--screen-top') !== top) el.style.setProperty('--screen-top', top);
  };
  useLayoutEffect(measure);
  useEffect(() => {
    window.addEventListener('resize', measure);
    const ro = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    ro?.observe(document.body);
    return () => {
      window.removeEventListener('resize', measure);
      ro?.disconnect();
    };
  }, []);
  return ref;
}
