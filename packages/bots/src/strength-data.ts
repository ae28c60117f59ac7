// Written by `npm run bench:bots -- --write-strength` (apps/cli/src/bench-bots.ts): the last bench run's
// measured win shares, shown to players in the level picker. Re-run the bench rather than edit it.
import type { StrengthData } from './strength';

export const STRENGTH_DATA: StrengthData = {
  command:
    'npm run bench:bots -- --hard 1000 --medium 1000 --expert 0 --workers 2 --seed bench-1000 --write-strength',
  games: {
    viggo: [
      {
        level: 'expert',
        against: 'hard',
        rounds: 60,
        winShare: 0.1667,
        ci: [0.0931, 0.2803],
        date: '2026-12-01',
        seed: 'hist18b-expert',
      },
      {
        level: 'hard',
        against: 'medium',
        rounds: 1000,
        winShare: 0.524,
        ci: [0.493, 0.5548],
        date: '2026-12-01',
        seed: 'bench-1000',
      },
      {
        level: 'medium',
        against: 'random',
        rounds: 1000,
        winShare: 0.822,
        ci: [0.7971, 0.8445],
        date: '2026-12-01',
        seed: 'bench-1000',
      },
    ],
    president: [
      {
        level: 'expert',
        against: 'hard',
        rounds: 60,
        winShare: 0.3,
        ci: [0.199, 0.4251],
        date: '2026-12-01',
        seed: 'hist18b-expert',
      },
      {
        level: 'hard',
        against: 'medium',
        rounds: 1000,
        winShare: 0.381,
        ci: [0.3514, 0.4115],
        date: '2026-12-01',
        seed: 'bench-1000',
      },
      {
        level: 'medium',
        against: 'random',
        rounds: 1000,
        winShare: 0.858,
        ci: [0.835, 0.8783],
        date: '2026-12-01',
        seed: 'bench-1000',
      },
    ],
    'vri-atter': [
      {
        level: 'hard',
        against: 'medium',
        rounds: 1000,
        winShare: 0.289,
        ci: [0.2618, 0.3179],
        date: '2026-12-01',
        seed: 'bench-1000',
      },
      {
        level: 'medium',
        against: 'random',
        rounds: 1000,
        winShare: 0.856,
        ci: [0.8329, 0.8764],
        date: '2026-12-01',
        seed: 'bench-1000',
      },
    ],
    idiot: [
      {
        level: 'hard',
        against: 'medium',
        rounds: 1000,
        winShare: 0.409,
        ci: [0.3789, 0.4398],
        date: '2026-12-01',
        seed: 'bench-1000',
      },
      {
        level: 'medium',
        against: 'random',
        rounds: 1000,
        winShare: 0.969,
        ci: [0.9563, 0.9781],
        date: '2026-12-01',
        seed: 'bench-1000',
      },
    ],
    'tuffa-viktor': [
      {
        level: 'hard',
        against: 'medium',
        rounds: 1000,
        winShare: 0.369,
        ci: [0.3396, 0.3994],
        date: '2026-12-01',
        seed: 'bench-1000',
      },
      {
        level: 'medium',
        against: 'random',
        rounds: 1000,
        winShare: 0.761,
        ci: [0.7336, 0.7864],
        date: '2026-12-01',
        seed: 'bench-1000',
      },
    ],
  },
};
