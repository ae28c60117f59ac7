import type { OptionSpecs } from '../../options';

export interface ViggoOptions {
  readonly passIsFinal: boolean;
  readonly targetScore: number;
}

export const OPTIONS: OptionSpecs<ViggoOptions> = {
  passIsFinal: {
    kind: 'boolean',
    default: false,
    describe: {
      nb: 'Den som har passet, står over resten av stikket.',
      en: 'A player who has passed sits out the rest of the trick.',
    },
  },
  targetScore: {
    kind: 'int',
    min: 1,
    max: 500,
    default: 53,
    describe: {
      nb: 'Kampen er over når en spiller når så mange straffepoeng; den spilleren taper.',
      en: 'The match ends when a player reaches this many penalty points; that player loses.',
    },
  },
};

export const PRESETS: Readonly<Record<string, Partial<ViggoOptions>>> = {
  viggo: {},
  'pass-is-final': { passIsFinal: true },
};
