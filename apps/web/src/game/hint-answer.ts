import { suggestion, type Analysis, type BotInput } from '@kortbord/bots';
import type { HintFigure } from '@kortbord/words';

/**
 * A hint as the page's bot worker answers it: the bots' `suggestion` (the same choice of figure as the
 * server's and the terminal's), with actions named by their index in the input's legal actions so
 * that the answer crosses to the page as plain data.
 */
export interface HintAnswer {
  readonly samples: number;
  readonly figure: HintFigure;
  readonly best: { readonly index: number; readonly wins: number; readonly value: number };
  readonly second: { readonly index: number; readonly wins: number; readonly value: number } | null;
}

export function hintAnswer(input: BotInput, a: Analysis): HintAnswer {
  const s = suggestion(a);
  return {
    samples: s.samples,
    figure: s.figure,
    best: { index: input.legal.indexOf(s.action), wins: s.wins, value: s.value },
    second: s.second && {
      index: input.legal.indexOf(s.second.action),
      wins: s.second.wins,
      value: s.second.value,
    },
  };
}
