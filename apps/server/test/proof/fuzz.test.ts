/**
 * Proof 1, rules fuzz: seeded bot games through the server's own table store (engine check, SQLite
 * storage, events replayed), for every game and every preset. One seat sends an illegal or malformed
 * action 10% of the time. Checked: no crash, each refusal is a Refused with a code and leaves the
 * table's version and state unchanged, cards are neither created nor lost within a round, every
 * round ends, the stored record replays to the same final state, and a fresh store rebuilt from the
 * events holds the same state. PROOF_FULL=1 runs the 200 games per game and preset.
 */
import { afterAll, describe, expect, it } from 'vitest';
import {
  GAMES,
  isRoundOver,
  jsonEqual,
  matchView,
  replay,
  rngFromSeed,
  type Json,
  type Rng,
} from '@kortbord/engine';
import { ENGINE_ERROR_CODES, SERVER_ERROR_CODES } from '@kortbord/protocol';
import { openDb, type OpenDb } from '../../src/db';
import { matchOver, Refused, TableStore, type Table } from '../../src/tables';
import { tempDir } from '../helpers';

const FULL = process.env['PROOF_FULL'] === '1';
const GAMES_PER_PRESET = Number(process.env['PROOF_FUZZ_GAMES'] ?? (FULL ? 200 : 4));
const MAX_ROUNDS = 2;
/** The full count of an Idiot preset takes several minutes. */
const TIMEOUT = FULL ? 60 * 60_000 : 120_000;
const MAX_ACTIONS_PER_ROUND = 50_000;
const CODES = new Set<string>([...ENGINE_ERROR_CODES, ...SERVER_ERROR_CODES]);

const tmp = tempDir('kortbord-fuzz-');
let opened: OpenDb | null = null;
afterAll(async () => {
  await opened?.db.destroy();
  tmp.remove();
});

const totals = { games: 0, actions: 0, refused: 0, rounds: 0 };
afterAll(() => {
  console.log(
    `[proof fuzz] games fuzzed: ${totals.games} (${GAMES_PER_PRESET} per game and preset), ` +
      `actions applied: ${totals.actions}, bad actions refused: ${totals.refused}, rounds: ${totals.rounds}`,
  );
});

const sortedCards = (t: Table): string[] => {
  const m = t.match!;
  return (m.game.cards(m.state) as unknown[]).map((c) => JSON.stringify(c)).sort();
};

/** Something seat 0 may not do now: junk, a card it does not hold, an old or another seat's action. */
function badAction(t: Table, rng: Rng, pool: Json[], legalKeys: Set<string>): Json {
  const m = t.match!;
  const fromPool = pool.filter((a) => !legalKeys.has(m.game.actionKey(a as never)));
  const junk: Json[] = [
    null,
    42,
    'play',
    [],
    {},
    { type: '' },
    { type: 'no-such-action' },
    { type: '__proto__', cards: ['5H'] },
    { type: 'play', cards: 'AS' },
    { type: 'play', cards: ['ZZ'] },
    { type: 'play', cards: [1e308] },
    { type: 'play', cards: ['AS', 'AS', 'AS', 'AS', 'AS'] },
    { type: 'constructor' },
    { type: 'toString', cards: [] },
    { type: 'give', cards: [null] },
  ];
  const kind = rng.int(3);
  if (kind > 0 && fromPool.length) return fromPool[rng.int(fromPool.length)] as Json;
  return junk[rng.int(junk.length)] as Json;
}

async function fuzzOne(store: TableStore, game: string, preset: string, g: number): Promise<void> {
  const seed = `fuzz/${game}/${preset}/${g}`;
  const rng = rngFromSeed(seed);
  const G = GAMES[game as keyof typeof GAMES];
  const want = G.minPlayers + (g % 3);
  let made: Awaited<ReturnType<TableStore['create']>> | null = null;
  for (let players = want; players >= G.minPlayers && !made; players--) {
    try {
      made = await store.create({
        game,
        options: { preset },
        seats: Array.from({ length: players }, () => ({ kind: 'bot' as const, level: 'random' as const })),
        standInAfterMs: null,
        public: false,
        creator: seed,
      });
    } catch (e) {
      if (!(e instanceof Refused) || e.code !== 'bad-options') throw e;
    }
  }
  if (!made) throw new Error(`[seed ${seed}] no table could be made`);
  const t = made.table;
  await store.startMatch(t, 0);
  // The deal comes from the table's own random seed (fair shuffles): name it too, to replay a failure.
  const tag = `${seed}, match seed ${t.seed ?? '?'}`;
  const pool: Json[] = [];
  let cards = sortedCards(t);
  let actionsThisRound = 0;
  for (;;) {
    const m = t.match!;
    if (matchOver(t)) break;
    if (isRoundOver(m)) {
      totals.rounds++;
      if (m.round >= MAX_ROUNDS) {
        await store.endMatch(t, 'fuzz round cap');
        break;
      }
      await store.nextRound(t);
      cards = sortedCards(t);
      actionsThisRound = 0;
      continue;
    }
    expect(sortedCards(t), `[seed ${tag}] cards created or lost at version ${t.version}`).toEqual(cards);
    const actors: [number, Json[]][] = [];
    for (let s = 0; s < m.players; s++) {
      const acts = m.game.legalActions(m.state, s) as Json[];
      if (acts.length) actors.push([s, acts]);
    }
    expect(actors.length, `[seed ${tag}] nobody can act at version ${t.version}`).toBeGreaterThan(0);
    for (const [, acts] of actors) for (const a of acts) if (pool.length < 400) pool.push(a);

    if (rng.int(10) === 0) {
      // Seat 0 misbehaves: the refusal must leave everything as it was.
      const legal0 = new Set(
        (m.game.legalActions(m.state, 0) as Json[]).map((a) => m.game.actionKey(a as never)),
      );
      const stale = rng.int(5) === 0 && legal0.size > 0 && t.version > 1;
      const action = stale
        ? ((m.game.legalActions(m.state, 0) as Json[])[0] as Json)
        : badAction(t, rng, pool, legal0);
      const before = { version: t.version, state: JSON.stringify(m.state), log: t.log.length };
      let refused: unknown = null;
      try {
        await store.act(t, 0, action, stale ? t.version - 1 : undefined);
      } catch (e) {
        refused = e;
      }
      expect(refused, `[seed ${tag}] bad action accepted: ${JSON.stringify(action)}`).toBeInstanceOf(Refused);
      const r = refused as Refused;
      expect(CODES.has(r.code), `[seed ${tag}] unknown code ${r.code}`).toBe(true);
      if (stale) expect(r.code).toBe('stale-version');
      expect(r.message.length).toBeGreaterThan(0);
      expect(
        { version: t.version, state: JSON.stringify(t.match!.state), log: t.log.length },
        `[seed ${tag}] a refused action changed the table`,
      ).toEqual(before);
      totals.refused++;
      continue;
    }
    const [seat, acts] = actors[rng.int(actors.length)] as [number, Json[]];
    // A random bot; voluntary pick-ups (Idiot) only now and then (1 in 50), or a round can run
    // very long (the engine's own property test allows Idiot 500,000 actions a round).
    const others = acts.flatMap((a, i) => ((a as { type?: string }).type === 'pickup' ? [] : [i]));
    const pick =
      others.length === 0 || rng.int(50) === 0
        ? rng.int(acts.length)
        : (others[rng.int(others.length)] as number);
    const action = acts[pick] as Json;
    const v = t.version;
    await store.act(t, seat, action, v);
    expect(t.version, `[seed ${tag}] an action did not move the version`).toBeGreaterThan(v);
    totals.actions++;
    actionsThisRound++;
    expect(actionsThisRound, `[seed ${tag}] round ${m.round} does not end`).toBeLessThan(
      MAX_ACTIONS_PER_ROUND,
    );
  }
  // The stored record replays to the same final state, and the events rebuild the same table.
  const rec = await store.record(t, undefined, 'full');
  const again = replay(JSON.parse(JSON.stringify(rec)));
  expect(again.ok, `[seed ${tag}] the stored record does not replay: ${JSON.stringify(again.error)}`).toBe(
    true,
  );
  expect(
    jsonEqual(matchView(again.match!, 'all'), matchView(t.match!, 'all')),
    `[seed ${tag}] the record replays to another state`,
  ).toBe(true);
  const fresh = new TableStore(opened!.db, { tablesPerAddress: 1000 });
  const rebuilt = await fresh.get(t.id);
  expect(rebuilt?.version, `[seed ${tag}] rebuilt at another version`).toBe(t.version);
  expect(
    jsonEqual(matchView(rebuilt!.match!, 'all'), matchView(t.match!, 'all')),
    `[seed ${tag}] the events rebuild another state`,
  ).toBe(true);
  totals.games++;
}

describe('proof 1: rules fuzz through the table store', () => {
  for (const [game, G] of Object.entries(GAMES))
    for (const preset of Object.keys(G.presets))
      it(
        `${game} / ${preset}: ${GAMES_PER_PRESET} games with a misbehaving seat`,
        async () => {
          opened ??= await openDb({ dataDir: tmp.dir });
          const store = new TableStore(opened.db, { tablesPerAddress: 100_000 });
          for (let g = 0; g < GAMES_PER_PRESET; g++) await fuzzOne(store, game, preset, g);
        },
        TIMEOUT,
      );
});
