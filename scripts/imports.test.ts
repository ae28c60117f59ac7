import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { circles, closure, importGraph } from './imports';

const root = fileURLToPath(new URL('..', import.meta.url));
const graph = importGraph(root);

describe('the import graph (issue 32)', () => {
  it('has no circles', () => {
    expect(graph.size).toBeGreaterThan(300);
    expect(circles(graph)).toEqual([]);
  });

  it('would see a circle', () => {
    expect(
      circles(
        new Map([
          ['a', ['b']],
          ['b', ['c']],
          ['c', ['a']],
          ['d', ['a']],
        ]),
      ),
    ).toEqual([['a', 'b', 'c']]);
  });

  it('keeps the engine’s contract (game.ts) on what lies below it: no game, registry or match', () => {
    const below = [...closure(graph, 'packages/engine/src/game.ts')].sort();
    expect(below.length).toBeGreaterThan(0);
    for (const f of below) {
      expect(f, f).toMatch(/^packages\/(engine|protocol)\/src\//);
      expect(f, f).not.toMatch(/\/games\/|registry|setups|selections|card-rules|match|catalogue/);
    }
  });
});
