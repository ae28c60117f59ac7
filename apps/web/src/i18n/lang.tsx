import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { isLang, langOfLocales, translate, type Key, type Lang } from './strings';
import { load, save } from '../net/storage';

export interface LangApi {
  readonly lang: Lang;
  setLang(lang: Lang): void;
  t(key: Key, params?: Record<string, string | number>): string;
}

const LangContext = createContext<LangApi>({
  lang: 'nb',
  setLang: () => {},
  t: (key, params) => translate('nb', key, params),
});

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
  }, [lang]);
  const api = useMemo<LangApi>(
    () => ({ lang, setLang, t: (key, params) => translate(lang, key, params) }),
    [lang, setLang],
  );
  return <LangContext.Provider value={api}>{children}</LangContext.Provider>;
}

export const useLang = (): LangApi => useContext(LangContext);
