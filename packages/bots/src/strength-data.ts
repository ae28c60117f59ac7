// Written by `npm run bench:bots -- --write-strength` (apps/cli/src/bench-bots.ts): the last bench run's
// measured win shares, shown to players in the level picker. Re-run the bench rather than edit it.
import type { StrengthData } from './strength';

export const STRENGTH_DATA: StrengthData = {
  command:
    'npm run bench:bots -- --hard 1000 --medium 0 --expert 0 --games vri-atter,tuffa-viktor --workers 2 --seed bench-1000 --write-strength',
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
        level: 'medium',
        against: 'random',
        rounds: 1000,
        winShare: 0.822,
        ci: [0.7971, 0.8445],
        date: '2026-12-01',
        seed: 'bench-1000',
      },
      {
        level: 'hard',
        against: 'medium',
        rounds: 1000,
        winShare: 0.517,
        ci: [0.486, 0.5478],
        date: '2026-12-02',
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
        level: 'medium',
        against: 'random',
        rounds: 1000,
        winShare: 0.858,
        ci: [0.835, 0.8783],
        date: '2026-12-01',
        seed: 'bench-1000',
      },
      {
        level: 'hard',
        against: 'medium',
        rounds: 1000,
        winShare: 0.376,
        ci: [0.3465, 0.4064],
        date: '2026-12-02',
        seed: 'bench-1000',
      },
    ],
    'vri-atter': [
      {
        level: 'medium',
        against: 'random',
        rounds: 1000,
        winShare: 0.856,
        ci: [0.8329, 0.8764],
        date: '2026-12-01',
        seed: 'bench-1000',
      },
      {
        level: 'hard',
        against: 'medium',
        rounds: 1000,
        winShare: 0.323,
        ci: [0.2947, 0.3526],
        date: '2026-12-02',
        seed: 'bench-1000',
      },
    ],
    idiot: [
      {
        level: 'medium',
        against: 'random',
        rounds: 1000,
        winShare: 0.969,
        ci: [0.9563, 0.9781],
        date: '2026-12-01',
        seed: 'bench-1000',
      },
      {
        level: 'hard',
        against: 'medium',
        rounds: 1000,
        winShare: 0.42,
        ci: [0.3898, 0.4508],
        date: '2026-12-02',
        seed: 'bench-1000',
      },
    ],
    'tuffa-viktor': [
      {
        level: 'medium',
        against: 'random',
        rounds: 1000,
        winShare: 0.761,
        ci: [0.7336, 0.7864],
        date: '2026-12-01',
        seed: 'bench-1000',
      },
      {
        level: 'hard',
        against: 'medium',
        rounds: 1000,
        winShare: 0.392,
        ci: [0.3622, 0.4226],
        date: '2026-12-02',
        seed: 'bench-1000',
      },
    ],
  },
};
