/** The languages every word a player reads exists in. */
export const LANGS = ['nb', 'sv', 'en'] as const;
export type Lang = (typeof LANGS)[number];

export const isLang = (v: unknown): v is Lang => LANGS.includes(v as Lang);

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
