// Written by `npm run bench:bots -- --write-strength` (apps/cli/src/bench-bots.ts): the last bench run's
// measured win shares, shown to players in the level picker. Re-run the bench rather than edit it.
import type { StrengthData } from './strength';

export const STRENGTH_DATA: StrengthData = {
  command: 'npm run bench:bots',
  games: {
    viggo: [
      {
        level: 'hard',
        against: 'medium',
        rounds: 300,
        winShare: 0.533,
        ci: [0.477, 0.589],
        date: '2026-12-01',
        seed: 'bench-bots',
      },
      {
        level: 'medium',
        against: 'random',
        rounds: 1000,
        winShare: 0.826,
        ci: [0.801, 0.848],
        date: '2026-12-01',
        seed: 'bench-bots',
      },
    ],
    president: [
      {
        level: 'hard',
        against: 'medium',
        rounds: 300,
        winShare: 0.387,
        ci: [0.333, 0.443],
        date: '2026-12-01',
        seed: 'bench-bots',
      },
      {
        level: 'medium',
        against: 'random',
        rounds: 1000,
        winShare: 0.857,
        ci: [0.834, 0.877],
        date: '2026-12-01',
        seed: 'bench-bots',
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
