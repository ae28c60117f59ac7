import type { Bot } from './bot';

/** A uniformly random legal action. */
export const randomBot: Bot = {
  level: 'random',
  choose: (input, rng) => {
    const a = input.legal[rng.int(input.legal.length)];
    if (!a) throw new Error('randomBot was asked with no legal action');
    return a;
  },
};
