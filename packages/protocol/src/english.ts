import { z } from 'zod/mini';
import { en } from 'zod/locales';

/**
 * zod's English words for what a message got wrong ("Too big: expected string to have <=64
 * characters"), which the server puts into its `bad-message` errors for logs and tools. zod/mini
 * carries none by itself, so the browser's bundle goes without them; the server turns them on once.
 */
export function useEnglishIssues(): void {
  z.config(en());
}
