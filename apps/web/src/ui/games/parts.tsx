import type { ReactNode } from 'react';
import { fill, gameWords, type GameId, type MatchViewOf } from '@kortbord/engine';
import { SuitIcon } from '../../cards/Card';
import { cardNames, glassValue, suitName, type SuitCode } from '../../cards/codes';
import { seatName, type MoveCtx, type Names } from '../../game/describe';
import type { SeatView, TableView } from '../../game/view';
import { useLang } from '../../i18n/lang';
import type { Lang } from '../../i18n/strings';
import { useTableWords, translate, type TableSay } from '../../i18n/table-words';
import { CardImg, CardRow } from '../bits';
import { Fold } from '../Fold';

/** What a game's middle of the table is drawn from: the common view, and the game's own typed. */
interface CenterProps<G extends GameId> {
  readonly view: TableView;
  readonly own: MatchViewOf<G>;
  readonly ctx: Names;
}

function Stack({
  label,
  children,
  testId,
  data,
}: {
  label: string;
  children: ReactNode;
  testId?: string;
  /** data-* attributes (the pile's count and burned count, read by the card flights). */
  data?: Record<string, number>;
}) {
  const attrs = Object.fromEntries(Object.entries(data ?? {}).map(([k, v]) => [`data-${k}`, v]));
  return (
    <div className="pile-stack" data-testid={testId} {...attrs}>
      {children}
      <span className="label">{label}</span>
    </div>
  );
}

function StockPile({ count }: { count: number | null }) {
  const { t } = useTableWords();
  if (count === null) return null;
  return (
    <Stack label={`${t('stock')}: ${count}`} testId="stock" data={{ count }}>
      {count > 0 ? (
        <CardImg code={null} back={t('backStock', { n: count })} />
      ) : (
        <div className="empty-slot">0</div>
      )}
    </Stack>
  );
}

/** The last play on the table (Viggo, President), or an empty table. */
function Trick({ view, ctx }: { view: TableView; ctx: Names }) {
  const { t } = useTableWords();
  if (!view.table)
    return (
      <div className="empty-slot wide" data-testid="trick">
        {t('emptyTable')}
      </div>
    );
  return (
    <Stack label={t('playedBy', { name: seatName(ctx, view.table.by) })} testId="trick">
      <CardRow
        key={view.table.cards.join()}
        codes={view.table.cards}
        label={cardNames(view.table.cards, ctx.lang)}
      />
    </Stack>
  );
}

function ViggoCenter({ view, own, ctx }: CenterProps<'viggo'>) {
  const { t } = useTableWords();
  const shown = own.shown;
  const draft = view.phase === 'draft';
  return (
    <>
      {draft ? <StockPile count={view.stockCount} /> : null}
      {draft && shown.length > 0 ? (
        <Stack label={t('phase_draft')} testId="shown">
          <CardRow codes={shown} />
        </Stack>
      ) : null}
      {!draft ? <Trick view={view} ctx={ctx} /> : null}
    </>
  );
}

function PresidentCenter({ view, own, ctx }: CenterProps<'president'>) {
  const { t } = useTableWords();
  const exchange = own.exchange;
  const pile = view.pile ?? [];
  const under = pile.length - (view.table?.cards.length ?? 0);
  return (
    <>
      {under > 0 ? (
        <Stack label={`${t('pile')}: ${pile.length}`}>
          <CardRow codes={pile.slice(Math.max(0, under - 3), under)} overlap width={44} animate={false} />
        </Stack>
      ) : null}
      <Trick view={view} ctx={ctx} />
      {view.phase === 'exchange' && exchange.length > 0 ? (
        <ul className="log" aria-label={t('phase_exchange_wait')}>
          {exchange.map((x, i) => (
            <li key={i}>
              {seatName(ctx, x.from)} → {seatName(ctx, x.to)}:{' '}
              {x.cards ? cardNames(x.cards, ctx.lang) : t('nCards', { n: x.count })}
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}

function VriCenter({ view, own }: CenterProps<'vri-atter'>) {
  const { t, lang } = useTableWords();
  const suit: SuitCode | null = own.suit;
  const { penalty, drawn } = own;
  return (
    <>
      <StockPile count={view.stockCount} />
      <Stack
        label={`${t('discard')}${view.discardCount !== null ? `: ${view.discardCount}` : ''}`}
        testId="discard"
      >
        {view.top ? (
          <CardImg key={`${view.top}-${view.discardCount}`} code={view.top} enter />
        ) : (
          <div className="empty-slot" />
        )}
      </Stack>
      {suit ? (
        <span className="suit-badge" data-testid="suit" aria-live="polite">
          <SuitIcon suit={suit} size={22} /> {t('suitInForce', { suit: suitName(suit, lang) })}
        </span>
      ) : null}
      {penalty > 0 ? <span className="chip red">{t('penalty', { n: penalty })}</span> : null}
      {drawn > 0 ? <span className="chip">{t('drawnN', { n: drawn })}</span> : null}
      {own.direction === -1 ? <span className="chip blue">⟲ {t('reversed')}</span> : null}
    </>
  );
}

function IdiotCenter({ view, own }: CenterProps<'idiot'>) {
  const { t, lang } = useTableWords();
  const pile = view.pile ?? [];
  const burned = own.burned.length;
  return (
    <>
      <StockPile count={view.stockCount} />
      <Stack label={`${t('pile')}: ${pile.length}`} testId="pile" data={{ count: pile.length, burned }}>
        {pile.length ? (
          <CardRow
            codes={pile.slice(-4)}
            overlap
            offset={Math.max(0, pile.length - 4)}
            label={cardNames(pile.slice(-4), lang)}
          />
        ) : (
          <div className="empty-slot">{t('emptyTable')}</div>
        )}
      </Stack>
      {burned ? <span className="chip">{t('burned', { n: burned })}</span> : null}
    </>
  );
}

function TuffaCenter({ view, own }: CenterProps<'tuffa-viktor'>) {
  const { t } = useTableWords();
  const discard = own.discardPile;
  const top = discard[discard.length - 1];
  return (
    <>
      <StockPile count={view.stockCount} />
      <Stack label={`${t('discard')}: ${discard.length}`} testId="discard">
        {top ? <CardImg key={discard.length} code={top} enter /> : <div className="empty-slot" />}
      </Stack>
    </>
  );
}

/** Which way Hjerterfri's cards go this round, from how far they go. */
const passWay = (by: number, players: number) =>
  by === 0 ? 'none' : by === 1 ? 'left' : by === players - 1 ? 'right' : 'across';

/** Hjerterfri: while passing, which way the cards go; in play, the trick with who laid each card, and the last trick. */
function HjerterfriCenter({ own, ctx }: CenterProps<'hjerterfri'>) {
  const { lang } = useLang();
  const W = gameWords(own.game).table;
  if (own.phase === 'exchange')
    return (
      <div className="empty-slot wide" data-testid="passing">
        {fill(W[passWay(own.passBy, own.players)][lang], { n: own.options.passCount })}
      </div>
    );
  const last = own.lastTrick;
  return (
    <>
      <Stack label={W.trick[lang]} testId="trick">
        {own.trick.length ? (
          <div className="trick-cards">
            {own.trick.map((l) => (
              <figure key={l.card} className="trick-card">
                <CardImg code={l.card} enter />
                <figcaption>{seatName(ctx, l.seat)}</figcaption>
              </figure>
            ))}
          </div>
        ) : (
          <div className="empty-slot wide">–</div>
        )}
      </Stack>
      {last ? (
        <Stack label={`${W.last[lang]}: ${seatName(ctx, last.winner)}`} testId="last-trick">
          <CardRow
            codes={last.cards.map((l) => l.card)}
            overlap
            width={44}
            animate={false}
            label={cardNames(
              last.cards.map((l) => l.card),
              lang,
            )}
          />
        </Stack>
      ) : null}
      {own.broken ? <span className="chip">♥ {W.broken[lang]}</span> : null}
    </>
  );
}

/** Each game's middle of the table: a game without one fails the build. */
const CENTERS: { readonly [G in GameId]: (p: CenterProps<G>) => ReactNode } = {
  viggo: ViggoCenter,
  president: PresidentCenter,
  'vri-atter': VriCenter,
  idiot: IdiotCenter,
  'tuffa-viktor': TuffaCenter,
  hjerterfri: HjerterfriCenter,
};

function centerOf<G extends GameId>(own: MatchViewOf<G>, view: TableView, ctx: Names): ReactNode {
  const Center = CENTERS[own.game] as (p: CenterProps<G>) => ReactNode;
  return <Center view={view} own={own} ctx={ctx} />;
}

/** The middle of the table: piles, the trick, the suit in force. */
export function GameCenter({ view, ctx }: { view: TableView; ctx: Names }) {
  return centerOf(view.own, view, ctx);
}

interface BannerProps<G extends GameId> {
  readonly own: MatchViewOf<G>;
  readonly ctx: MoveCtx;
  /** The banner is for this client's seat: it acts now. */
  readonly mine: boolean;
  readonly t: TableSay;
  readonly lang: Lang;
}

/** Hjerterfri's passing: which way the cards go and how many, in the game's own words. */
function HjerterfriBanner({ own, mine, lang }: BannerProps<'hjerterfri'>): ReactNode {
  if (own.phase !== 'exchange') return undefined;
  const W = gameWords(own.game).table;
  return (
    <div className={`banner ${mine ? '' : 'info'}`}>
      {mine ? fill(W[passWay(own.passBy, own.players)][lang], { n: own.options.passCount }) : W.waiting[lang]}
    </div>
  );
}

/** Tuffa Viktor's answer: the open attack in words, then who answers (the attacker, against a Smockan). */
function TuffaBanner({ own, ctx, mine, t }: BannerProps<'tuffa-viktor'>): ReactNode {
  if (own.phase !== 'answer') return undefined;
  const what = pendingText(own, ctx);
  const ask = mine
    ? t(own.pending?.by === ctx.me ? 'phase_answer_attacker' : 'phase_answer')
    : t('phase_answer_wait', { name: own.toAct.map((s) => seatName(ctx, s)).join(', ') });
  const lines = what ? [what, ask] : [ask];
  return (
    <Fold key={lines.join(' ')} lines={lines} className={`banner ${mine ? 'alarm' : 'info'}`} role="alert" />
  );
}

/**
 * A game's own banner above the choices for the phase its view is in, where the shared one would
 * not say it (undefined: the shared banner; null: none): a game without its line fails the build.
 */
const BANNERS: { readonly [G in GameId]: ((p: BannerProps<G>) => ReactNode) | null } = {
  viggo: null,
  president: null,
  'vri-atter': null,
  idiot: null,
  'tuffa-viktor': TuffaBanner,
  hjerterfri: HjerterfriBanner,
};

function bannerOf<G extends GameId>(p: BannerProps<G>): ReactNode {
  const Banner = BANNERS[p.own.game as G] as ((p: BannerProps<G>) => ReactNode) | null;
  // Called, not mounted: undefined tells the table to show the shared banner.
  return Banner ? Banner(p) : undefined;
}

/** The game's own banner for its phase; undefined where the shared banner speaks. */
export const gameBanner = (view: TableView, p: Omit<BannerProps<GameId>, 'own'>): ReactNode =>
  bannerOf({ ...p, own: view.own });

/** Idiot's table cards: face-down by position (backs, or faces in a review) and face-up on them. */
export function IdiotZones({
  seat,
  own,
  showFaceUp = true,
}: {
  seat: SeatView;
  /** The seat's own part of Idiot's view: which face-down places still hold a card. */
  own: MatchViewOf<'idiot'>['seats'][number] | undefined;
  showFaceUp?: boolean;
}) {
  const { t } = useTableWords();
  const slots = own?.faceDownSlots ?? [];
  const known = seat.faceDown ?? [];
  const downs: (string | null)[] = [];
  let k = 0;
  for (let i = 0; i < 3; i++) {
    if (slots.includes(i)) downs.push(known[k++] ?? null);
  }
  return (
    <div className="zones">
      {showFaceUp && seat.faceUp ? (
        <div className="zone face-up">
          <span className="zone-label">{t('faceUp')}</span>
          {seat.faceUp.length ? <CardRow codes={seat.faceUp} width={40} /> : <span className="muted">–</span>}
        </div>
      ) : null}
      <div className="zone" data-testid="face-down">
        <span className="zone-label">{t('faceDown')}</span>
        {downs.length ? (
          <CardRow codes={downs} width={32} animate={false} back={t('backTable')} />
        ) : (
          <span className="muted">–</span>
        )}
      </div>
    </div>
  );
}

const sum = (cards: readonly string[]) => cards.reduce((s, c) => s + glassValue(c), 0);

/** Hjerterfri: the points a seat has taken this round (hearts and the queen), by its name. */
export function HjerterfriZones({ own }: { own: MatchViewOf<'hjerterfri'>['seats'][number] | undefined }) {
  const { lang } = useLang();
  if (!own) return null;
  return (
    <div className="zones">
      <span className="chip" data-testid="round-points">
        {gameWords('hjerterfri').table.points[lang]}: {own.points}
      </span>
    </div>
  );
}

interface ZoneProps<G extends GameId> {
  readonly own: MatchViewOf<G>;
  readonly seat: SeatView;
  /** The seat's number, to read its part of the game's own view. */
  readonly at: number;
  readonly showFaceUp: boolean;
}

/**
 * What lies in front of each seat besides its hand, per game (null where nothing does): a game
 * without its line fails the build instead of showing nothing.
 */
const ZONES: { readonly [G in GameId]: ((p: ZoneProps<G>) => ReactNode) | null } = {
  viggo: null,
  president: null,
  'vri-atter': null,
  idiot: ({ own, seat, at, showFaceUp }) => (
    <IdiotZones seat={seat} own={own.seats[at]} showFaceUp={showFaceUp} />
  ),
  'tuffa-viktor': ({ seat }) => <TuffaZones seat={seat} />,
  hjerterfri: ({ own, at }) => <HjerterfriZones own={own.seats[at]} />,
};

function zonesOf<G extends GameId>(p: ZoneProps<G>): ReactNode {
  const Zones = ZONES[p.own.game as G] as ((p: ZoneProps<G>) => ReactNode) | null;
  return Zones ? <Zones {...p} /> : null;
}

/** The cards and groups in front of a seat, as its game has them. */
export function SeatZones(p: { view: TableView; seat: SeatView; at: number; showFaceUp?: boolean }) {
  return zonesOf({ own: p.view.own, seat: p.seat, at: p.at, showFaceUp: p.showFaceUp ?? true });
}

interface ChipProps<G extends GameId> {
  readonly own: MatchViewOf<G>;
  readonly seat: number;
}

/**
 * A game's own chips beside a seat's name (null where it has none): President's seat marked as boms
 * for standing still. A game without its line fails the build.
 */
const SEAT_CHIPS: { readonly [G in GameId]: ((p: ChipProps<G>) => ReactNode) | null } = {
  viggo: null,
  president: function MarkedChip({ own, seat }) {
    const { t } = useTableWords();
    return own.marked.includes(seat) ? <span className="chip red">{t('markedBoms')}</span> : null;
  },
  'vri-atter': null,
  idiot: null,
  'tuffa-viktor': null,
  hjerterfri: null,
};

function chipsOf<G extends GameId>(p: ChipProps<G>): ReactNode {
  const Chips = SEAT_CHIPS[p.own.game as G] as ((p: ChipProps<G>) => ReactNode) | null;
  return Chips ? <Chips {...p} /> : null;
}

/** The chips a seat's game gives it beside its name. */
export function GameSeatChips({ view, seat }: { view: TableView; seat: number }) {
  return chipsOf({ own: view.own, seat });
}

/** Tuffa Viktor's open groups and secured glasses in front of a seat. */
export function TuffaZones({ seat }: { seat: SeatView }) {
  const { t } = useTableWords();
  const groups = seat.groups ?? [];
  const secured = seat.secured ?? [];
  return (
    <div className="zones">
      {groups.length ? (
        <div className="zone">
          <span className="zone-label groups-label">{t('groups')}</span>
          <div className="groups">
            {groups.map((g, i) => (
              <div
                className="group"
                key={i}
                data-testid="group"
                aria-label={`${t('group', { n: i + 1 })}: ${t('glasses', { n: sum(g) })}`}
              >
                <span className="zone-label">
                  {i + 1} · {t('glasses', { n: sum(g) })}
                </span>
                <CardRow codes={g} width={36} />
              </div>
            ))}
          </div>
        </div>
      ) : null}
      {secured.length ? (
        <div className="zone">
          <span className="zone-label">
            {t('secured')}: {t('glasses', { n: secured.reduce((s, g) => s + sum(g), 0) })}
          </span>
          <div className="groups">
            {secured.map((g, i) => (
              <div className="group secured" key={i}>
                <CardRow codes={g} width={26} animate={false} />
              </div>
            ))}
          </div>
        </div>
      ) : null}
    </div>
  );
}

/** The open attack in Tuffa Viktor (Vivan or Indrivaren) in words, from the catalogue. */
export function pendingText(own: MatchViewOf<'tuffa-viktor'>, ctx: Names): string | null {
  const p = own.pending;
  if (!p) return null;
  const say = (key: Parameters<typeof translate>[1], params: Record<string, string | number> = {}) =>
    translate(ctx.lang, key, params);
  const by = seatName(ctx, p.by);
  if (p.attack === 'vivan') {
    const target = seatName(ctx, p.target, 'object');
    const line = say('pendingVivan', { by, target, cards: cardNames(p.cards, ctx.lang) });
    const smockans = p.smockans.length;
    if (!smockans) return line;
    return `${line} ${smockans === 1 ? say('pendingSmockan') : say('pendingSmockans', { n: smockans })}`;
  }
  return say('pendingIndrivaren', { by });
}
