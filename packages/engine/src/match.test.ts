import { describe, expect, it } from 'vitest';
import { act, newMatch } from './match';
import { GAMES } from './registry';

describe('untrusted actions', () => {
  it('refuses prototype keys and odd shapes as malformed in every game, never throwing', () => {
    for (const id of Object.keys(GAMES)) {
      const m = newMatch({ game: id, players: 4, seed: 'hostile' });
      expect(m.ok).toBe(true);
      if (!m.ok) continue;
      for (const raw of [
        { type: '__proto__' },
        { type: 'constructor' },
        { type: 'toString' },
        JSON.parse('{"type":"play","__proto__":{"cards":["3C"]}}'),
        { type: 'play', cards: { length: 2 } },
        [],
        'pass',
        null,
      ]) {
        const r = act(m.value, 0, raw);
        expect(r.ok, `${id} ${JSON.stringify(raw)}`).toBe(false);
        if (!r.ok) expect(['malformed', 'illegal', 'not-your-turn']).toContain(r.code);
      }
    }
  });
});
