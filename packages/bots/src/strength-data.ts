// Written by `npm run bench:bots -- --write-strength` (apps/cli/src/bench-bots.ts): the last bench run's
// measured win shares, shown to players in the level picker. Re-run the bench rather than edit it.
import type { StrengthData } from './strength';

export const STRENGTH_DATA: StrengthData = {
  command:
    'npm run bench:bots -- --games president,viggo --hard 0 --medium 0 --expert 60 --workers 2 --seed hist18b-expert --write-strength',
  games: {
    viggo: [
      {
        level: 'hard',
        against: 'medium',
        rounds: 500,
        winShare: 0.49,
        ci: [0.4464, 0.5337],
        date: '2026-12-01',
        seed: 'hist18b',
      },
      {
        level: 'medium',
        against: 'random',
        rounds: 1000,
        winShare: 0.833,
        ci: [0.8086, 0.8548],
        date: '2026-12-01',
        seed: 'hist18b',
      },
      {
        level: 'expert',
        against: 'hard',
        rounds: 60,
        winShare: 0.1667,
        ci: [0.0931, 0.2803],
        date: '2026-12-01',
        seed: 'hist18b-expert',
      },
    ],
    president: [
      {
        level: 'hard',
        against: 'medium',
        rounds: 500,
        winShare: 0.322,
        ci: [0.2825, 0.3642],
        date: '2026-12-01',
        seed: 'hist18b',
      },
      {
        level: 'medium',
        against: 'random',
        rounds: 1000,
        winShare: 0.833,
        ci: [0.8086, 0.8548],
        date: '2026-12-01',
        seed: 'hist18b',
      },
      {
        level: 'expert',
        against: 'hard',
        rounds: 60,
        winShare: 0.3,
        ci: [0.199, 0.4251],
        date: '2026-12-01',
        seed: 'hist18b-expert',
      },
    ],
    'vri-atter': [
      {
        level: 'hard',
        against: 'medium',
        rounds: 300,
        winShare: 0.32,
        ci: [0.27, 0.375],
        date: '2026-12-01',
        seed: 'bench-bots',
      },
      {
        level: 'medium',
        against: 'random',
        rounds: 1000,
        winShare: 0.834,
        ci: [0.81, 0.856],
        date: '2026-12-01',
        seed: 'bench-bots',
      },
    ],
    idiot: [
      {
        level: 'hard',
        against: 'medium',
        rounds: 300,
        winShare: 0.333,
        ci: [0.282, 0.388],
        date: '2026-12-01',
        seed: 'bench-bots',
      },
      {
        level: 'medium',
        against: 'random',
        rounds: 1000,
        winShare: 0.981,
        ci: [0.971, 0.988],
        date: '2026-12-01',
        seed: 'bench-bots',
      },
    ],
    'tuffa-viktor': [
      {
        level: 'hard',
        against: 'medium',
        rounds: 300,
        winShare: 0.347,
        ci: [0.295, 0.402],
        date: '2026-12-01',
        seed: 'bench-bots',
      },
      {
        level: 'medium',
        against: 'random',
        rounds: 1000,
        winShare: 0.754,
        ci: [0.726, 0.78],
        date: '2026-12-01',
        seed: 'bench-bots',
      },
    ],
  },
};
