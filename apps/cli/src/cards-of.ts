import type { Action, Json } from '@kortbord/engine';

type Obj = { readonly [key: string]: Json };

const isCodes = (v: Json | undefined): v is string[] =>
  Array.isArray(v) && v.every((x) => typeof x === 'string');

/** A view's or action's field read as card codes (none where it holds something else). */
export const codes = (v: Json | undefined): string[] => (isCodes(v) ? v : []);

/** The cards an action lays, gives or names: what typed input is matched against. */
export function actionCards(a: Action): string[] {
  const o = a as unknown as Obj;
  const own = [...codes(o['cards']), ...codes(o['faceUp']), ...codes(o['add'])];
  for (const k of ['card', 'faceUp']) if (typeof o[k] === 'string') own.push(o[k] as string);
  return own;
}
