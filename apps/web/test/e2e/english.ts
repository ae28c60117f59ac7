/**
 * What a Norwegian or Swedish page must never show: the catalogue's English sentences, cut at their
 * parameters into pieces of four words or more that read differently in bokmål and Swedish. Used by
 * the language pages' check (e2e-words) and the phone's whole rounds (e2e-page), which play each game
 * in bokmål or Swedish and read every screen of the round.
 */
import type { Page } from 'playwright-core';
import {
  CARD_RULES,
  ERROR_WORDS,
  EVENT_WORDS,
  GAME_WORDS,
  SHARED_REASONS,
  TITLE_WORDS,
  UNIT_WORDS,
  type GameId,
  type Lang,
  type Text,
} from '@kortbord/engine';
import { TABLE_WORDS } from '@kortbord/words';

function englishPieces(): string[] {
  const texts: Text[] = [
    ...Object.values(TABLE_WORDS),
    ...Object.values(ERROR_WORDS),
    ...Object.values(SHARED_REASONS),
    ...Object.values(EVENT_WORDS),
    ...Object.values(UNIT_WORDS),
    ...Object.values(TITLE_WORDS),
  ];
  for (const w of Object.values(GAME_WORDS)) {
    texts.push(w.howTo, ...Object.values(w.reasons), ...Object.values(w.presets));
    for (const o of Object.values(w.options))
      texts.push(o.label, o.describe, ...Object.values(o.values ?? {}).filter((v): v is Text => !!v));
  }
  for (const rules of Object.values(CARD_RULES)) for (const r of rules) texts.push(r.what, r.does, r.example);
  const out = new Set<string>();
  for (const t of texts)
    for (const piece of t.en.split(/\{\w+\}/)) {
      const p = piece.trim().replace(/^[:;,.–-]\s*|[:;,.–-]$/g, '');
      if (p.split(/\s+/).length >= 4 && !t.nb.includes(p) && !t.sv.includes(p)) out.add(p);
    }
  return [...out];
}

export const PIECES = englishPieces();

/** The page's visible text. */
export const visibleText = (page: Page): Promise<string> => page.evaluate(() => document.body.innerText);

/** The English pieces in a text: none is the answer on a bokmål or Swedish page. */
export const englishIn = (text: string): string[] => PIECES.filter((p) => text.includes(p));

/** A browser's locale that opens the page in the language. */
export const LOCALE: Record<Lang, string> = { nb: 'nb-NO', sv: 'sv-SE', en: 'en-GB' };

/** What the last screen of a round must name: the round's end, and the titles the game gives. */
export const ROUND_END: Record<Lang, RegExp> = {
  nb: /Runde 1 er over/,
  sv: /Runda 1 är slut/,
  en: /Round 1 is over/,
};
export const ROUND_TITLES: Partial<Record<string, Partial<Record<Lang, RegExp>>>> = {
  president: { nb: /president[\s\S]*boms/, sv: /president[\s\S]*bom/ },
  idiot: { nb: /idiot/, sv: /idiot/ },
};

/**
 * The language each game's whole round is played in on the phone: every game once, three in bokmål
 * and three in Swedish; a round from the second deal (seed 'a') is played in the other.
 */
export const ROUND_LANG: Record<GameId, 'nb' | 'sv'> = {
  viggo: 'nb',
  president: 'sv',
  'vri-atter': 'sv',
  idiot: 'nb',
  'tuffa-viktor': 'sv',
  hjerterfri: 'nb',
};
