import { describe, expect, it } from 'vitest';
import { DRAWN_ID, drawnScript, readDrawn, type DrawnReview } from './drawn';
import { widthMatches } from './ui/screen';

const review: DrawnReview = {
  table: 'abc123',
  match: 2,
  doc: { game: 'idiot', players: 2, moves: [] },
  seats: ['Kari', null],
};

/** The script element's text as the browser reads it from the page. */
const textOf = (script: string): string => {
  const m = new RegExp(`^<script type="application/json" id="${DRAWN_ID}">(.*)</script>$`, 's').exec(script);
  if (!m) throw new Error(`not one script element: ${script}`);
  return m[1] as string;
};

describe('the facts a drawn review is taken over with', () => {
  it('reach the app as the server wrote them', () => {
    expect(readDrawn(textOf(drawnScript({ review })))).toEqual({ review });
  });

  it('cannot end their script element, whatever a player is called', () => {
    const named = { ...review, seats: ['</script><script>alert(1)</script>', 'Pål <!--'] };
    const script = drawnScript({ review: named });
    // One element: the only "</script" is its own end; the names come back whole.
    expect(script.match(/<\/script/gi)).toHaveLength(1);
    expect(script).not.toContain('<!--');
    expect(readDrawn(textOf(script))).toEqual({ review: named });
  });

  it('are nothing when missing or not what the server writes', () => {
    for (const text of [
      null,
      '',
      'not json',
      '[]',
      '{}',
      JSON.stringify({ review: { ...review, match: '2' } }),
      JSON.stringify({ review: { ...review, seats: [1, 2] } }),
      JSON.stringify({ review: { table: 'abc123', match: 2, seats: null } }),
    ])
      expect(readDrawn(text), String(text)).toEqual({});
  });
});

describe('a media query answered for the width the server guesses', () => {
  it('matches as a browser of that width would', () => {
    expect(widthMatches('(max-width: 860px)', 400)).toBe(true);
    expect(widthMatches('(max-width: 560px)', 400)).toBe(true);
    expect(widthMatches('(max-width: 860px)', 1280)).toBe(false);
    expect(widthMatches('(max-width: 860px)', 860)).toBe(true);
    expect(widthMatches('(min-width: 861px)', 1280)).toBe(true);
    expect(widthMatches('(min-width: 561px) and (max-width: 860px)', 400)).toBe(false);
  });
});
