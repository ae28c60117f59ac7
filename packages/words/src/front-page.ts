import type { Text } from '@kortbord/engine';
import { DAILY_FRONT_WORDS } from './daily-front';
import { FRIENDS_WORDS } from './friends';
import { FRONT_WORDS } from './front';
import { GROUP_WORDS } from './groups';
import { PROFILE_WORDS } from './profile';
import { RATING_WORDS } from './record';
import { SHELL_WORDS } from './shell';

/**
 * Every word the front page (`/`) and the frame around every page (header, new-version line) show:
 * what the front page's chunk imports instead of the whole catalogue, so its scripts stay under
 * their budget (issue 36). The same files are spread into TABLE_WORDS: one catalogue, and a key the
 * front's code asks for that is not here fails the build (apps/web/src/i18n/front-words.ts).
 */
export const FRONT_PAGE_WORDS = {
  ...SHELL_WORDS,
  ...FRONT_WORDS,
  ...PROFILE_WORDS,
  ...GROUP_WORDS,
  ...RATING_WORDS,
  ...DAILY_FRONT_WORDS,
  ...FRIENDS_WORDS,
} satisfies Record<string, Text>;
export type FrontKey = keyof typeof FRONT_PAGE_WORDS;
