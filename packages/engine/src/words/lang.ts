/** The languages every word a player reads exists in. */
export const LANGS = ['nb', 'sv', 'en'] as const;
export type Lang = (typeof LANGS)[number];

export const isLang = (v: unknown): v is Lang => LANGS.includes(v as Lang);

/**
 * The language of a locale tag (`sv-SE`, `nb_NO.UTF-8`, `no`): Norwegian in any of its written forms
 * reads bokmål, Swedish Swedish, English English; any other language has none of ours (null).
 */
export function langOfLocale(tag: string): Lang | null {
  const code = tag.toLowerCase().split(/[-_.@]/)[0] ?? '';
  if (code === 'nb' || code === 'nn' || code === 'no') return 'nb';
  if (code === 'sv' || code === 'en') return code;
  return null;
}

/**
 * The language for someone whose preferred locales are `tags`, best first (a browser's
 * `navigator.languages`, a terminal's locale): the first that is one of ours, English when none is
 * (the one language a visitor from elsewhere most likely reads).
 */
export function langOfLocales(tags: readonly string[]): Lang {
  for (const tag of tags) {
    const lang = langOfLocale(tag);
    if (lang) return lang;
  }
  return 'en';
}

/**
 * One player-facing text in every language. All three are required, so a missing translation fails
 * the build. `{name}` marks a parameter filled at render time.
 */
export type Text = { readonly [L in Lang]: string };

/** Parameters of a text: plain data, so a reason or an event can travel in a message. */
export type Params = Readonly<Record<string, string | number>>;

/** Fills `{key}` placeholders; an unknown placeholder stays visible so a test can catch it. */
export const fill = (template: string, params: Params = {}): string =>
  template.replace(/\{(\w+)\}/g, (whole, p: string) =>
    Object.prototype.hasOwnProperty.call(params, p) ? String(params[p]) : whole,
  );

export const say = (text: Text, lang: Lang, params?: Params): string => fill(text[lang], params);

/** A sentence's first letter in capitals: a text may begin with a card ("kløver 6 passer ikke"). */
export const capitalise = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);
