import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { fill, type Params, type Text } from '@kortbord/engine';
import { isLang, langOfLocales, type Lang } from './strings';
import { LANG_COOKIE } from '@kortbord/protocol/pages';
import { load, save } from '../net/storage';

export interface LangApi {
  readonly lang: Lang;
  setLang(lang: Lang): void;
}

/** A file of words (or several spread into one), each in nb, sv and en. */
export type Words = Readonly<Record<string, Text>>;

/** `t`: a key of the words a page imported, in the chosen language, `{name}`s filled. */
export type Say<K extends string> = (key: K, params?: Params) => string;

export interface WordsApi<K extends string> extends LangApi {
  readonly t: Say<K>;
}

const LangContext = createContext<LangApi>({ lang: 'nb', setLang: () => {} });

/**
 * The language: the one chosen on this browser before, else the browser's own preference (a Swedish
 * phone opens in Swedish, a Norwegian one in bokmål, any other in English).
 */
export function initialLang(): Lang {
  const stored = load('lang');
  if (isLang(stored)) return stored;
  if (typeof navigator === 'undefined') return 'nb';
  const prefs = navigator.languages?.length ? navigator.languages : [navigator.language];
  return langOfLocales(prefs);
}

/** `lang`: the language to start in where there is no browser to ask (the build's first paint). */
export function LangProvider({ children, lang: first }: { children: ReactNode; lang?: Lang }) {
  const [lang, setLangState] = useState<Lang>(() => first ?? initialLang());
  const setLang = useCallback((l: Lang) => {
    save('lang', l);
    setLangState(l);
  }, []);
  useEffect(() => {
    document.documentElement.lang = lang;
    // A language chosen here is told to the server, which draws the next page in it (a year; the
    // storage keeps the choice itself).
    if (isLang(load('lang')))
      document.cookie = `${LANG_COOKIE}=${lang}; Max-Age=31536000; Path=/; SameSite=Lax${location.protocol === 'https:' ? '; Secure' : ''}`;
  }, [lang]);
  const api = useMemo<LangApi>(() => ({ lang, setLang }), [lang, setLang]);
  return <LangContext.Provider value={api}>{children}</LangContext.Provider>;
}

/** The language and its switch, for code that says nothing from a catalogue itself. */
export const useLang = (): LangApi => useContext(LangContext);

/** `key` of `words` in `lang`: the words are the caller's import, so its chunk carries them. */
export const sayIn = <W extends Words>(words: W, lang: Lang, key: keyof W & string, params: Params = {}) =>
  fill((words[key] as Text)[lang], params);

/**
 * The language and `t` over `words`: a page's code names the words it reads (the front page its own,
 * i18n/front-words.ts; the table the whole catalogue, i18n/table-words.ts), so a key not in them is
 * a type error, and the page's chunk carries those words and no others (issue 36).
 */
export function useWords<W extends Words>(words: W): WordsApi<keyof W & string> {
  const { lang, setLang } = useLang();
  return useMemo(
    () => ({ lang, setLang, t: (key: keyof W & string, params?: Params) => sayIn(words, lang, key, params) }),
    [lang, setLang, words],
  );
}
