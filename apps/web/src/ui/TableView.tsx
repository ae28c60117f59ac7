import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { seatSpots, type Spot } from './layout';
import { LogDrawer } from './LogDrawer';
import { ONE_COLUMN, useMedia, useScreenTop } from './screen';
import { useCardFlights } from './flights';
import { actionId, canExtend, ownCards, playableCodes, quickAction, type Act } from '../game/actions';
import { profilePath } from '../routes';
import { actionLabel, logText, seatName, type LogEntry, type MoveCtx, type Names } from '../game/describe';
import type { RoundEntry } from '../game/history';
import { seatPlace, shownResult, standingNote } from '../game/result';
import type { SeatMeta } from '../game/session';
import { keepsScore, lowerWins, targetScore, type TableView as View } from '../game/view';
import { sortCards } from '../cards/codes';
import { useTableWords, hasKey, type TableSay } from '../i18n/table-words';
import { errorText, type Refusal } from '../i18n/errors';
import { selectionNote, stuckReasons, type SelectionNote } from '../game/why';
import { GAME_IDS, isObject, sayReason, type GameId, type Json } from '@kortbord/engine';
import { ordinal } from '@kortbord/words';
import { gameName, type Lang } from '../i18n/strings';
import { ActionPanel } from './ActionPanel';
import { Fold } from './Fold';
import { CardRow, CountBacks } from './bits';
import { gameBanner, GameCenter, GameSeatChips, SeatZones } from './games/parts';
import { TABLE_TRAITS } from './games/traits';
import { Hand, ownCardId, ownCardsOf, type OwnCard } from './Hand';
import { Scoreboard } from './Scoreboard';
import { AwayChip, SeatClock } from './Clock';
import { useDrawFocus, useFirstTurnFocus } from './focus';

export interface TableViewProps {
  readonly view: View;
  readonly legal: readonly Act[];
  readonly me: number | null;
  readonly names: readonly string[];
  /** The version the seat last saw at a slow table: the log marks the lines after it. */
  readonly since?: number | null;
  readonly seats?: readonly SeatMeta[];
  readonly log: readonly LogEntry[];
  readonly history: readonly RoundEntry[];
  readonly pending?: boolean;
  readonly error?: Refusal | null;
  readonly onAct?: (a: Act) => void;
  /** Buttons shown when the round or match is over (next round, rematch, review, record). */
  readonly controls?: ReactNode;
  /** Above the table: the review's stepper. */
  readonly top?: ReactNode;
  /** The snapshot's version (shown to tests as data-version). */
  readonly version?: number;
  /** The view as the server sent it, from which a refused selection's reason is read. */
  readonly raw?: Json;
  /** The action a hint suggests: its cards and its button are highlighted. */
  readonly suggested?: Act | null;
  /**
   * The hint's button and answer, below the seat's choices: the pile, the hand and the choices keep
   * their place on the first screen (e2e-page), the answer shows where the button was pressed.
   */
  readonly hintBox?: ReactNode;
  /** Hints each seat used in the match (shown in the standings when some were). */
  readonly hintsUsed?: readonly number[];
}

type Tr = TableSay;

/** A selection's note in words: what it still needs, or the game's reason for refusing it. */
function noteText(
  note: SelectionNote | null,
  legal: readonly Act[],
  view: View,
  ctx: MoveCtx,
  lang: Lang,
  t: Tr,
): string | null {
  if (!note) return null;
  if (note.kind === 'more') {
    // The move's own short word (its button's), as its game says it.
    const like = legal.find((a) => a.type === note.type);
    return like ? t('needMore', { n: note.n, action: actionLabel(like, ctx, true) }) : null;
  }
  return sayReason(view.game, note.reason, lang, (s) => seatName(ctx, s));
}

function stuckText(raw: Json, me: number, cards: readonly OwnCard[], lang: Lang, ctx: Names, t: Tr): string {
  const why = stuckReasons(
    raw,
    me,
    cards.map((c) => c.code),
  ).map((r) => sayReason(readGame(raw), r, lang, (s) => seatName(ctx, s)));
  return [t('nothingPlayable'), ...why].join(' ');
}

const readGame = (raw: Json): GameId | null => {
  const g = isObject(raw) ? raw['game'] : null;
  return typeof g === 'string' && (GAME_IDS as readonly string[]).includes(g) ? (g as GameId) : null;
};

function SeatChips({
  view,
  seat,
  meta,
  mine = false,
}: {
  view: View;
  seat: number;
  meta?: SeatMeta | undefined;
  mine?: boolean;
}) {
  const { t, lang } = useTableWords();
  const place = seatPlace(view, seat);
  const role = view.roles?.[seat];
  return (
    <>
      {view.dealer === seat ? <span className="chip">{t('dealerLabel')}</span> : null}
      {view.passed.includes(seat) ? (
        <span className="chip red" data-testid="passed">
          {t('passedLabel')}
        </span>
      ) : null}
      {role ? <span className="chip blue">{t(`role_${role}` as 'role_boms')}</span> : null}
      <GameSeatChips view={view} seat={seat} />
      {place ? (
        <span className="chip gold" data-testid="place">
          {t(place.shared ? 'sharedPlaceN' : 'placeN', { nth: ordinal(place.place, lang) })}
        </span>
      ) : null}
      {view.seats[seat]?.glasses ? (
        <span className="chip gold">{t('glasses', { n: view.seats[seat]?.glasses ?? 0 })}</span>
      ) : null}
      {meta?.kind === 'bot' && !/bot/i.test(meta.name ?? '') ? (
        <span className="chip">{t('bot')}</span>
      ) : null}
      {meta?.kind === 'bot' && meta.level && hasKey(`level_${meta.level}`) ? (
        <span className="chip" data-testid="bot-level">
          {t(`level_${meta.level}` as 'level_easy')}
        </span>
      ) : null}
      {meta?.kind === 'human' && meta.rating ? (
        <RatingChip {...meta.rating} profile={meta.profile ?? null} />
      ) : null}
      {meta?.kind === 'human' && meta.standIn ? <span className="chip red">{t('standIn')}</span> : null}
      <AwayChip meta={meta} mine={mine} />
      <SeatClock seat={seat} />
      {meta?.kind === 'human' && !meta.connected && !meta.standIn ? (
        <span className="chip red">{t('offline')}</span>
      ) : null}
    </>
  );
}

/**
 * A profile's rating beside its name: the number, a "?" while provisional (the words in its title);
 * it opens the profile's public page (name, matches, ratings) in a new tab, the table staying open.
 */
function RatingChip({
  rating,
  provisional,
  profile,
}: {
  rating: number;
  provisional: boolean;
  profile: string | null;
}) {
  const { t } = useTableWords();
  const words = t('ratingValue', { n: rating }) + (provisional ? `, ${t('ratingProvisional')}` : '');
  const text = `${rating}${provisional ? '?' : ''}`;
  return profile ? (
    <a
      className="chip rating"
      href={profilePath(profile)}
      target="_blank"
      rel="noopener"
      title={words}
      aria-label={words}
      data-testid="rating"
    >
      {text}
    </a>
  ) : (
    <span className="chip rating" title={words} aria-label={words} data-testid="rating">
      {text}
    </span>
  );
}

/** Another seat (or every seat, for a spectator): name, status, cards in hand and on the table. */
function SeatBox({
  view,
  seat,
  ctx,
  meta,
  spot,
}: {
  view: View;
  seat: number;
  ctx: Names;
  meta?: SeatMeta;
  spot: Spot;
}) {
  const { t } = useTableWords();
  const s = view.seats[seat];
  if (!s) return null;
  const acting = view.toAct.includes(seat);
  const name = seatName(ctx, seat);
  const count = s.hand ? s.hand.length : s.handCount;
  return (
    <section
      className={`seat-box spot-${spot} ${acting ? 'acting' : ''}`}
      aria-label={`${name}: ${count === 1 ? t('card1') : t('cards', { n: count })}`}
      data-seat={seat}
      data-spot={spot}
      data-testid="seat"
    >
      <div className="seat-name">
        <span>{name}</span>
        <SeatChips view={view} seat={seat} meta={meta} />
      </div>
      {s.hand ? (
        <CardRow codes={sortCards(view.game, s.hand)} width={34} overlap animate={false} />
      ) : (
        <CountBacks count={count} name={name} />
      )}
      <SeatZones view={view} seat={s} at={seat} />
    </section>
  );
}

function turnText(view: View, ctx: Names, t: TableSay): { text: string; mine: boolean } {
  if (view.over) return { text: t('matchOver'), mine: false };
  if (view.phase === 'round-over') return { text: t('roundOver'), mine: false };
  if (ctx.me !== null && view.toAct.includes(ctx.me)) return { text: t('yourTurn'), mine: true };
  if (view.toAct.length === 1)
    return { text: t('turnOf', { name: seatName(ctx, view.toAct[0]) }), mine: false };
  if (view.toAct.length > 1)
    return {
      text: t('turnOfMany', { names: view.toAct.map((s) => seatName(ctx, s)).join(', ') }),
      mine: false,
    };
  return { text: t('waitingForDeal'), mine: false };
}

function PhaseBanner({ view, ctx, legal }: { view: View; ctx: MoveCtx; legal: readonly Act[] }) {
  const { t, lang } = useTableWords();
  const mine = ctx.me !== null && view.toAct.includes(ctx.me);
  const knock = legal.find((a) => a.type === 'knock');
  if (knock) return <div className="banner alarm">{actionLabel(knock, ctx)}</div>;
  // The game's own words for its phase (Hjerterfri's passing, Tuffa Viktor's attack), where it has them.
  const own = gameBanner(view, { ctx, mine, t, lang });
  if (own !== undefined) return own;
  switch (view.phase) {
    case 'arrange':
      return mine ? (
        <div className="banner">{t('phase_arrange')}</div>
      ) : (
        <div className="banner info">{t('waiting')}</div>
      );
    case 'exchange':
      return (
        <div className={`banner ${mine ? '' : 'info'}`}>
          {mine ? t('phase_exchange') : t('phase_exchange_wait')}
        </div>
      );
    case 'draft':
      return mine ? <div className="banner">{t('phase_draft')}</div> : null;
    case 'answer': {
      const ask = mine
        ? t('phase_answer')
        : t('phase_answer_wait', { name: view.toAct.map((s) => seatName(ctx, s)).join(', ') });
      return <Fold key={ask} lines={[ask]} className={`banner ${mine ? 'alarm' : 'info'}`} role="alert" />;
    }
    default:
      return null;
  }
}

/** The whole table for one seat's view: opponents, the middle, the seat's own cards and choices. */
export function TableView({
  view,
  legal,
  me,
  names,
  seats,
  log,
  since = null,
  history,
  pending = false,
  error,
  onAct,
  controls,
  top,
  version,
  raw,
  suggested,
  hintBox,
  hintsUsed,
}: TableViewProps) {
  const { t, lang } = useTableWords();
  const ctx: MoveCtx = { lang, names, me, game: view.game, options: view.options, view: raw ?? null };
  const [selected, setSelected] = useState<string[]>([]);
  const keepFocus = useHandFocus();
  const root = useRef<HTMLDivElement>(null);
  const lastMove = [...log].reverse().find((l) => l.seat !== null && l.kind !== 'deal');
  useCardFlights(root, version ?? log.length, lastMove?.seat ?? null, me);

  const mySeat = me !== null ? view.seats[me] : undefined;
  const hand = useMemo(
    () => ownCardsOf('hand', sortCards(view.game, mySeat?.hand ?? [])),
    [view.game, mySeat?.hand],
  );
  const faceUpUsed = legal.some((a) => ownCards(a).some((c) => mySeat?.faceUp?.includes(c)));
  const faceUp = useMemo(
    () =>
      TABLE_TRAITS[view.game].faceUpPlayed && mySeat?.faceUp && (faceUpUsed || view.phase === 'arrange')
        ? ownCardsOf('faceUp', mySeat.faceUp)
        : [],
    [view.game, view.phase, mySeat?.faceUp, faceUpUsed],
  );
  const all = useMemo(() => [...hand, ...faceUp], [hand, faceUp]);
  const noteDraw = useDrawFocus(hand);
  const byId = useMemo(() => new Map(all.map((c) => [ownCardId(c), c])), [all]);

  // Keep only selected cards that are still there after a new view.
  const live = selected.filter((id) => byId.has(id));
  useEffect(() => {
    if (live.length !== selected.length) setSelected(live);
  }, [live, selected.length]);
  const selectedCodes = live.map((id) => (byId.get(id) as OwnCard).code);
  const playable = playableCodes(legal);
  const interactive = !!onAct && me !== null;
  const suggestedCards = useMemo(() => new Set(suggested ? ownCards(suggested) : []), [suggested]);
  const suggestedId = suggested ? actionId(suggested) : null;
  // A hint selects its whole move's cards (Idiot's three to put face up too), so that the buttons
  // beside them show its suit or call and a newcomer need only press the glowing one.
  useEffect(() => {
    if (!suggested || !interactive) return;
    const want = ownCards(suggested);
    if (!want.length) return;
    const ids: string[] = [];
    for (const code of want) {
      const c = all.find((x) => x.code === code && !ids.includes(ownCardId(x)));
      if (c) ids.push(ownCardId(c));
    }
    setSelected(ids);
    // Only when a new suggestion arrives: the player may change the selection afterwards.
  }, [suggestedId]);

  const act = (a: Act) => {
    if (!onAct) return;
    setSelected([]);
    keepFocus.current = true;
    noteDraw(a);
    onAct(a);
  };
  const toggle = (c: OwnCard) => {
    const id = ownCardId(c);
    setSelected((s) => (s.includes(id) ? s.filter((x) => x !== id) : [...s, id]));
  };
  const quick = (c: OwnCard) => {
    const a = quickAction(legal, c.code);
    if (a && !pending) act(a);
  };
  const choosing = playable.size > 0;
  const myTurn = me !== null && view.toAct.includes(me);
  useFirstTurnFocus(interactive && myTurn && !view.over);
  // On the seat's turn with nothing to play, every card dims and the panel says why.
  const stuck =
    interactive && myTurn && !choosing && all.length > 0 && raw !== undefined && me !== null
      ? stuckText(raw, me, all, lang, ctx, t)
      : null;
  const note =
    interactive && me !== null && raw !== undefined && live.length > 0
      ? noteText(selectionNote(raw, me, legal, selectedCodes), legal, view, ctx, lang, t)
      : null;
  const unusableWhy = stuck ?? (live.length ? t('cannotAdd') : t('cannotPlayNow'));
  const usable = (c: OwnCard) =>
    (!choosing && !stuck) ||
    live.includes(ownCardId(c)) ||
    (live.length ? canExtend(legal, selectedCodes, c.code) : playable.has(c.code));

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') setSelected([]);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  const turn = turnText(view, ctx, t);
  const order =
    me === null
      ? view.seats.map((_, i) => i)
      : view.seats.map((_, i) => (me + 1 + i) % view.seats.length).filter((s) => s !== me);
  const spots = seatSpots(order);
  /** The other seats placed at one side of the felt. */
  const seatsAt = (spot: Spot) =>
    spots
      .filter((p) => p.spot === spot)
      .map((p) => (
        <SeatBox key={p.seat} view={view} seat={p.seat} ctx={ctx} meta={seats?.[p.seat]} spot={spot} />
      ));
  const roundOver = view.phase === 'round-over' || view.over;
  const showChart = keepsScore(view);
  const unit = lowerWins(view) ? t('penaltyPoints') : t('securedGlasses');
  const shownNames = view.seats.map((_, i) => seatName(ctx, i));
  const result = shownResult(view);
  const firstNames = result.first.map((s) => shownNames[s] ?? '');
  // Ended at the table (President's "end the match"): how many rounds were finished, said with the result.
  const ended = view.ended;
  const endedLine =
    ended === null
      ? null
      : ended === 0
        ? t('endedNoRound')
        : ended === 1
          ? t('endedAfterOne')
          : t('endedAfterN', { n: ended });
  const winnerLine =
    ended === 0
      ? null
      : firstNames.length === 1
        ? t('winner', { name: firstNames[0] ?? '' })
        : firstNames.length > 1
          ? t('sharedWin', {
              names: `${firstNames.slice(0, -1).join(', ')} ${t('listAnd')} ${firstNames[firstNames.length - 1]}`,
            })
          : null;

  // In one column (a phone, a narrow window) the log's latest line sits under the status, on the
  // first screen; beside the table it is the side column's last box.
  const oneColumn = useMedia(ONE_COLUMN);
  const shownLog = log.slice(-40);
  const firstNew = since === null ? -1 : shownLog.findIndex((l) => l.version > since);
  const logDrawer = (
    <LogDrawer
      lines={shownLog.map((l) => logText(l, ctx))}
      {...(firstNew >= 0 ? { newFrom: firstNew } : {})}
    />
  );
  const screen = useScreenTop<HTMLDivElement>();

  return (
    <div
      className="table-page"
      data-game={view.game}
      data-phase={view.phase}
      data-version={version}
      data-over={view.over}
      data-testid="table"
      ref={root}
    >
      <div className="table-main">
        {/* On a phone this is the first screen: a column as tall as the screen, in which the other
            seats give up room first, so that the middle, the own hand and the choices stay on it. */}
        <div className="table-screen" ref={screen}>
          {top ? <div className="table-top">{top}</div> : null}
          <div className="statusbar">
            <strong>{gameName(view.game, lang)}</strong>
            <span className="muted">{t('round', { n: view.round })}</span>
            <span
              className={`turn ${turn.mine ? 'mine' : ''}`}
              data-testid="turn"
              aria-live="polite"
              role="status"
            >
              {turn.text}
            </span>
            {me === null && !top ? <span className="chip">{t('spectating')}</span> : null}
          </div>
          {oneColumn ? logDrawer : null}
          <div className="felt" data-others={order.length}>
            <div className="others" data-testid="others">
              {seatsAt('left')}
              <div className="opponents across">{seatsAt('across')}</div>
              {seatsAt('right')}
            </div>
            <div className="center" role="group" aria-label={t('pile')} data-testid="center">
              <GameCenter view={view} ctx={ctx} />
            </div>
          </div>
          {roundOver ? (
            <section className="panel round-over" data-testid="round-over" aria-live="polite">
              <h2>{view.over ? t('matchOver') : t('roundOver')}</h2>
              {endedLine !== null ? <p data-testid="ended">{endedLine}</p> : null}
              {winnerLine !== null ? <p data-testid="winner">{winnerLine}</p> : null}
              {view.over && showChart ? <h3>{t('standings')}</h3> : null}
              <ol data-testid="standings">
                {result.standing.map((s) => (
                  <li key={s.seat} value={s.place}>
                    {shownNames[s.seat]}
                    {standingNote(view, result.standing, s, lang)
                      ? ` – ${standingNote(view, result.standing, s, lang)}`
                      : ''}
                    {/* The match's count, told once at its end: a round's end repeated it where no hint was used. */}
                    {view.over && hintsUsed?.[s.seat] ? (
                      <span className="muted" data-testid={`hints-used-${s.seat}`}>
                        {' '}
                        ({t('hintsUsedN', { n: hintsUsed[s.seat] ?? 0 })})
                      </span>
                    ) : null}
                  </li>
                ))}
              </ol>
              <div className="row">{controls}</div>
            </section>
          ) : null}
          {mySeat && me !== null ? (
            <section
              className={`seat-box me ${view.toAct.includes(me) ? 'acting' : ''}`}
              aria-label={t('yourHand')}
              data-seat={me}
            >
              <div className="seat-name">
                <span>{seatName(ctx, me)}</span>
                <SeatChips view={view} seat={me} meta={seats?.[me]} mine />
              </div>
              <div className="me-zones">
                <SeatZones view={view} seat={mySeat} at={me} showFaceUp={faceUp.length === 0} />
                {faceUp.length ? (
                  <div className="zone me-face-up">
                    <span className="zone-label">{t('faceUp')}</span>
                    <Hand
                      cards={faceUp}
                      selected={new Set(live)}
                      usable={usable}
                      interactive={interactive}
                      onToggle={toggle}
                      onQuick={quick}
                      unusableWhy={unusableWhy}
                      label={t('faceUp')}
                      testId="face-up"
                      suggested={suggestedCards}
                    />
                  </div>
                ) : null}
              </div>
              <div className="zone me-hand">
                {faceUp.length ? <span className="zone-label">{t('yourHand')}</span> : null}
                <Hand
                  cards={hand}
                  selected={new Set(live)}
                  usable={usable}
                  interactive={interactive}
                  onToggle={toggle}
                  onQuick={quick}
                  unusableWhy={unusableWhy}
                  label={t('yourHand')}
                  suggested={suggestedCards}
                />
              </div>
            </section>
          ) : null}
          {me !== null &&
          onAct &&
          (legal.length > 0 || ['arrange', 'exchange', 'answer'].includes(view.phase)) ? (
            <ActionPanel
              legal={legal}
              selected={selectedCodes}
              ctx={ctx}
              pending={pending}
              onAct={act}
              onClear={() => setSelected([])}
              banner={<PhaseBanner view={view} ctx={ctx} legal={legal} />}
              note={note}
              stuck={stuck}
              suggested={suggestedId}
            />
          ) : null}
          {error ? (
            <div className="error" role="alert" data-testid="error">
              {t('errorPrefix')}: {errorText(error, lang, view.game, (s) => seatName(ctx, s))}
            </div>
          ) : null}
        </div>
        {hintBox}
      </div>
      <aside className="table-side">
        <Scoreboard
          history={history}
          table={view}
          names={shownNames}
          target={targetScore(view)}
          unit={unit}
          showChart={showChart}
          roles={TABLE_TRAITS[view.game].roundRoles}
        />
        {oneColumn ? null : logDrawer}
      </aside>
    </div>
  );
}

/**
 * Keeps the keyboard in the hand: once the player's focus is in their own cards or choices, a move
 * that removes the focused card or button puts the focus back on a card (the one at the place last
 * focused) instead of dropping it to the page's start. Returns a flag a move sets.
 */
function useHandFocus() {
  const inHand = useRef(false);
  const moved = useRef(false);
  const lastIndex = useRef(0);
  useEffect(() => {
    const mine = (el: EventTarget | null) =>
      el instanceof Element && !!el.closest('.seat-box.me, [data-testid=actions]');
    const onFocus = (e: FocusEvent) => {
      inHand.current = mine(e.target);
      const t = e.target;
      if (t instanceof HTMLElement && t.matches('.seat-box.me .card-btn')) {
        const all = Array.from(document.querySelectorAll('.seat-box.me .card-btn'));
        lastIndex.current = Math.max(0, all.indexOf(t));
      }
    };
    const onPointer = (e: PointerEvent) => {
      if (!mine(e.target)) inHand.current = false;
    };
    document.addEventListener('focusin', onFocus);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('focusin', onFocus);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, []);
  useEffect(() => {
    const lost = !document.activeElement || document.activeElement === document.body;
    if (!(moved.current || inHand.current) || !lost) return;
    const cards = Array.from(document.querySelectorAll<HTMLButtonElement>('.seat-box.me .card-btn'));
    const target = cards[Math.min(lastIndex.current, cards.length - 1)];
    if (target) {
      target.focus({ preventScroll: true });
      moved.current = false;
    }
  });
  return moved;
}
