import { useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { type Json } from '@kortbord/engine';
import { FORMER_PLAYER } from '@kortbord/words';
import { CONNECTING, type Session, type SessionState, type TableMeta } from '../game/session';
import { readView } from '../game/view';
import { useTableWords, type TableSay } from '../i18n/table-words';
import { errorText, thrownText } from '../i18n/errors';
import { gameName } from '../i18n/strings';
import { getTable, inviteLink, isApiError, joinTable, leaveTable } from '../net/api';
import { whoAmI } from '../net/profile-api';
import { createRemoteSession } from '../net/remote';
import { load, loadName, loadTicket, saveName, saveTicket, type SeatTicket } from '../net/storage';
import { navigate, reviewPath } from '../routes';
import { withNames, withPeople } from '../game/review';
import { ConnectionBadge } from './bits';
import { OfflineControls, SkipToCards, TableMissing, tableHeading } from './TableHelp';
import { FairShuffle } from './FairShuffle';
import { TableView } from './TableView';
import { TABLE_TRAITS } from './games/traits';
import { HintBox } from './HintBox';
import { RoundCoach } from './RoundCoach';
import { ClockContext } from './Clock';
import { Chat } from './Chat';
import { HostControls } from './WaitingRoom';
import { EndMatchButton, SlowLine, TableGameLine } from './TableRules';
import { DealCountdown, ReadyVote, RematchAsk } from './Between';
import { MatchHistory } from './MatchHistory';
import { useAlertSettings, useTurnAlert } from '../net/notify';
import { downloadJson } from './download';
import { DailyTableLine, isDailyTable } from './DailyTableLine';

type T = TableSay;

export function seatNames(meta: TableMeta | null, players: number, t: T): string[] {
  return Array.from({ length: players }, (_, i) => {
    const s = meta?.seats[i];
    // A deleted profile's seat: its neutral name, stored in bokmål, read in the page's language.
    if (s?.name === FORMER_PLAYER.nb) return t('formerPlayer');
    if (s?.name) return s.name;
    if (s?.kind === 'bot') return `${t('seatBot')} ${i + 1}`;
    if (s?.kind === 'open' || s?.kind === 'reserved') return t('openSeat');
    return t('seatNumber', { n: i + 1 });
  });
}

function InviteBox({ table }: { table: string }) {
  const { t, lang } = useTableWords();
  const invite = load(`invite.${table}`);
  const [copied, setCopied] = useState(false);
  if (typeof invite !== 'string') return null;
  const link = inviteLink(location.origin, table, invite, lang);
  return (
    <div>
      <h3>{t('inviteLink')}</h3>
      <p className="muted">{t('inviteHelp')}</p>
      <div className="invite">
        <input
          type="text"
          readOnly
          value={link}
          data-testid="invite-link"
          onFocus={(e) => e.target.select()}
          aria-label={t('inviteLink')}
        />
        <button
          type="button"
          className="btn"
          onClick={() => {
            void navigator.clipboard?.writeText(link).then(
              () => setCopied(true),
              () => setCopied(false),
            );
          }}
        >
          {copied ? t('copied') : t('copy')}
        </button>
      </div>
    </div>
  );
}

/** Session controls when the round or the match is over, and the record. */
function Controls({
  session,
  state,
  view,
  onReview,
  names,
}: {
  session: Session;
  state: SessionState;
  view: ReturnType<typeof readView> | null;
  onReview: (doc: Json, names: readonly string[], round?: number) => void;
  names: readonly string[];
}) {
  const { t, lang } = useTableWords();
  const seated = state.snapshot?.seat !== null && state.snapshot?.seat !== undefined;
  const local = state.status === 'local';
  const [error, setError] = useState<string | null>(null);
  if (!view) return null;
  const withRecord = (f: (doc: Json) => void) =>
    session.record().then(f, (e: unknown) => setError(thrownText(e, lang)));
  return (
    <>
      {!view.over && view.phase === 'round-over' ? <DealCountdown state={state} /> : null}
      {seated && !view.over && view.phase === 'round-over' ? (
        local ? (
          <button
            type="button"
            className="btn primary big"
            onClick={() => session.nextRound()}
            data-testid="next-round"
          >
            {t('nextRound')}
          </button>
        ) : (
          <ReadyVote session={session} state={state} names={names} />
        )
      ) : null}
      {/* Today's deal is one match: another try is a new attempt from its page, never a rematch. */}
      {seated && view.over && !(state.table && isDailyTable(state.table)) ? (
        <RematchAsk session={session} state={state} names={names} />
      ) : null}
      {local && !view.over && view.phase === 'round-over' ? (
        <button
          type="button"
          className="btn"
          onClick={() =>
            void withRecord((doc) => onReview(withPeople(doc, state.table?.seats), names, view.round))
          }
          data-testid="review-round"
        >
          {t('reviewRound', { n: view.round })}
        </button>
      ) : null}
      {view.over ? (
        <>
          {local || !state.table ? (
            <button
              type="button"
              className="btn"
              onClick={() => void withRecord((doc) => onReview(withPeople(doc, state.table?.seats), names))}
              data-testid="review"
            >
              {t('reviewGame')}
            </button>
          ) : (
            // A finished match on the server has an address: the review is a link to share.
            <a
              className="btn"
              href={reviewPath(state.table.id, state.snapshot?.match ?? state.table.match)}
              onClick={(e) => {
                e.preventDefault();
                navigate(e.currentTarget.getAttribute('href') ?? '/review');
              }}
              data-testid="review"
            >
              {t('reviewGame')}
            </a>
          )}
          <button
            type="button"
            className="btn"
            onClick={() =>
              void withRecord((doc) =>
                downloadJson(
                  withNames(doc, names),
                  `kortbord-${view.game}-${state.table?.id ?? 'local'}.json`,
                ),
              )
            }
            data-testid="download"
          >
            {t('downloadRecord')}
          </button>
        </>
      ) : null}
      {error ? <span className="error">{error}</span> : null}
    </>
  );
}

/** A table in play (on the server or offline): the page around TableView. */
export function SessionTable({
  session,
  onReview,
  leave,
  offline,
}: {
  session: Session;
  onReview: (doc: Json, names: readonly string[], round?: number) => void;
  /** A seat at a server's table, which the player may leave. */
  leave?: { table: string; token: string | null; seat?: number | undefined; onLeft: () => void } | undefined;
  /** The offline table: back to the front page, or the same game again with new cards. */
  offline?: { onLeave: () => void; onNew: () => void } | undefined;
}) {
  const { t, lang } = useTableWords();
  const state = useSyncExternalStore(session.subscribe, session.get);
  const snap = state.snapshot;
  const meta = state.table;
  // A match ended at the table (President's end-match) is over although its last view says otherwise.
  const ended = meta?.status === 'over' && meta.match === snap?.match;
  const view = useMemo(() => {
    const v = snap ? readView(snap.view) : null;
    return v && ended && !v.over ? { ...v, over: true } : v;
  }, [snap, ended]);
  const players = view?.players ?? meta?.players ?? 0;
  const names = seatNames(meta, players, t);
  const endAsked = (meta?.seats ?? []).filter((s) => s.endAsked).map((s) => names[s.seat] ?? '');
  const live = state.status === 'open' || state.status === 'local';
  const seated = snap?.seat ?? null;
  const clock = state.clock && state.clock.version === snap?.version ? state.clock : null;
  const mySeat = seated ?? leave?.seat ?? null;
  const alerts = useAlertSettings();
  const myTurn = !!snap && seated !== null && snap.legal.length > 0 && !view?.over;
  useTurnAlert(myTurn, t('titleYourTurn'), t('notifyBody'), alerts);
  const send = session.command;
  const chat =
    send && meta ? (
      <Chat
        table={meta.id}
        lines={state.chat ?? []}
        names={names}
        me={mySeat}
        people={meta.seats.filter((s) => s.kind === 'human').map((s) => s.seat)}
        mayWrite={mySeat !== null || !!meta.spectatorChat}
        send={send}
      />
    ) : null;
  // A running table's view comes right after its facts: until it has, the page stays as drawn
  // ("Connecting …" alone), so that nothing is drawn only to be pushed off the screen a moment later
  // (on a phone the chat, drawn under the seats' list, jumped 515 px down when the view came a frame
  // after the facts, and its line was the page's largest text then).
  // (Not after the waiting room on this page: its chat, maybe with a line being typed, stays.)
  const waited = useRef(false);
  if (meta?.status === 'waiting') waited.current = true;
  const arriving = !view && meta !== null && meta.status !== 'waiting' && !waited.current;
  const facts = arriving ? null : meta;
  if (state.missing) return <TableMissing />;
  if (state.cancelled)
    return (
      <section className="panel" data-testid="cancelled">
        <h2>{t('tableCancelled')}</h2>
        <a className="btn" href="/" onClick={(e) => (e.preventDefault(), navigate('/'))}>
          {t('home')}
        </a>
      </section>
    );
  return (
    <ClockContext.Provider value={clock}>
      <div>
        <h1 className="visually-hidden" data-testid="table-heading">
          {tableHeading(meta, view?.game ?? null, lang, t)}
        </h1>
        {view && seated !== null ? <SkipToCards /> : null}
        <div className="session-bar">
          <ConnectionBadge status={state.status} />
          {meta?.seedHash ? <FairShuffle hash={meta.seedHash} seed={meta.seed} /> : null}
          {meta?.slow && view ? (
            <small className="muted">
              <SlowLine slow={meta.slow} />
            </small>
          ) : null}
          <span className="spacer" />
          {send && mySeat !== null ? (
            <>
              <label className="toggle">
                <input
                  type="checkbox"
                  checked={alerts.sound}
                  onChange={(e) => alerts.setSound(e.target.checked)}
                  data-testid="turn-sound"
                  aria-label={t('turnSound')}
                />{' '}
                <span className="long">{t('turnSound')}</span>
                <span className="short" aria-hidden="true">
                  🔊
                </span>
              </label>
              {'Notification' in globalThis ? (
                <label className="toggle">
                  <input
                    type="checkbox"
                    checked={alerts.notify}
                    onChange={(e) => alerts.setNotify(e.target.checked)}
                    data-testid="turn-notify"
                    aria-label={t('turnNotify')}
                  />{' '}
                  <span className="long">{t('turnNotify')}</span>
                  <span className="short" aria-hidden="true">
                    🔔
                  </span>
                </label>
              ) : null}
            </>
          ) : null}
          {seated !== null && view && !view.over && TABLE_TRAITS[view.game].endByAgreement ? (
            <EndMatchButton view={view} meta={meta} onEnd={() => session.endMatch()} />
          ) : null}
          {seated !== null && view && !view.over && endAsked.length ? (
            <span className="muted" data-testid="end-asked">
              {t('endAskedBy', { names: endAsked.join(', ') })}
            </span>
          ) : null}
          {offline && seated !== null && view ? (
            <OfflineControls over={view.over} onLeave={offline.onLeave} onNew={offline.onNew} />
          ) : null}
          {/* In the waiting room too (no view yet): a guest's closed tab must not hold the seat. */}
          {leave && mySeat !== null ? (
            <LeaveButton
              table={leave.table}
              token={leave.token}
              playing={meta?.status === 'playing'}
              onLeft={leave.onLeft}
            />
          ) : null}
        </div>
        {meta && state.status !== 'local' ? (
          <DailyTableLine
            table={meta.id}
            game={meta.game}
            daily={meta.daily}
            match={snap?.match ?? meta.match}
            over={!!view?.over}
          />
        ) : null}
        {state.status === 'reconnecting' ? (
          <div className="banner alarm reconnecting" role="alert">
            {t('conn_reconnecting')}
          </div>
        ) : null}
        {!view ? (
          <section className="panel" data-testid="waiting-room">
            <h2>{meta?.status === 'waiting' ? t('waitingForPlayers') : t('conn_connecting')}</h2>
            {facts ? <TableGameLine meta={facts} /> : null}
            {facts ? (
              <ul>
                {facts.seats.map((s) => (
                  <li key={s.seat}>
                    {t('seatNumber', { n: s.seat + 1 })}: {names[s.seat]}{' '}
                    {s.kind === 'bot' && s.level ? `(${t(`level_${s.level}` as 'level_easy')})` : ''}
                    {s.kind === 'human' && !s.connected ? ` – ${t('offline')}` : ''}
                    {s.seat === facts.host ? ` (${t('host')})` : ''}
                  </li>
                ))}
              </ul>
            ) : null}
            {meta && meta.status === 'waiting' && send && mySeat !== null && meta.host === mySeat ? (
              <HostControls meta={meta} send={send} />
            ) : null}
            {meta && meta.status === 'waiting' ? (
              <p className="muted" data-testid="hints-chip">
                {meta.hints ? t('hintsOn') : t('hintsOff')}
              </p>
            ) : null}
            {meta && meta.status === 'waiting' ? <InviteBox table={meta.id} /> : null}
            {state.error ? <p className="error">{errorText(state.error, lang)}</p> : null}
          </section>
        ) : (
          <TableView
            view={view}
            legal={snap?.legal ?? []}
            me={seated}
            names={names}
            seats={meta?.seats}
            log={snap?.log ?? []}
            since={state.since ?? null}
            history={state.history}
            pending={state.pending || !live}
            version={snap?.version}
            raw={snap?.view}
            error={state.error}
            onAct={(a) => session.act(a)}
            suggested={state.hint?.status === 'ready' ? state.hint.action : null}
            hintsUsed={meta?.hints ? meta.hintsUsed : undefined}
            hintBox={
              <>
                {meta?.hints && session.hint && (myTurn || state.hint) ? (
                  <HintBox
                    hint={state.hint ?? null}
                    onAsk={() => session.hint?.()}
                    game={view.game}
                    ctx={{
                      lang,
                      names,
                      me: seated,
                      game: view.game,
                      options: view.options,
                      view: snap?.view ?? null,
                    }}
                  />
                ) : null}
                {/* A finished round of a running match on a server: the seat's own marks, below the choices. */}
                {meta &&
                leave &&
                leave.token !== null &&
                seated !== null &&
                state.status !== 'local' &&
                !view.over &&
                view.phase === 'round-over' ? (
                  <RoundCoach
                    key={`${meta.match}/${view.round}`}
                    table={meta.id}
                    match={meta.match}
                    round={view.round}
                    token={leave.token}
                    me={seated}
                    names={names}
                    options={view.options}
                    game={view.game}
                  />
                ) : null}
              </>
            }
            controls={
              <Controls session={session} state={state} view={view} onReview={onReview} names={names} />
            }
          />
        )}
        {view && meta && state.status !== 'local' ? (
          <MatchHistory table={meta.id} match={meta.match} status={meta.status} view={view} names={names} />
        ) : null}
        {arriving ? null : chat}
      </div>
    </ClockContext.Provider>
  );
}

function JoinForm({
  id,
  invite,
  onJoined,
  onWatch,
}: {
  id: string;
  /** Null: an open seat at a public table, taken from the lobby. */
  invite: string | null;
  onJoined: (t: SeatTicket) => void;
  onWatch: () => void;
}) {
  const { t, lang } = useTableWords();
  const [name, setName] = useState(loadName);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [info, setInfo] = useState<{ game: string; free: number } | null>(null);
  const [missing, setMissing] = useState(false);
  // A signed-in profile's name, where this browser has none saved (another device, a group's table).
  useEffect(() => {
    if (!name)
      whoAmI().then(
        (p) => p && setName((n) => n || p.name),
        () => {},
      );
  }, []);
  useEffect(() => {
    getTable(id).then(
      (tb) => setInfo({ game: tb.game, free: tb.seats.filter((s) => s.kind === 'open').length }),
      (e: unknown) =>
        isApiError(e) && e.code === 'not-found'
          ? setMissing(true)
          : setError(isApiError(e) ? thrownText(e, lang) : t('notFound')),
    );
  }, [id, t]);
  if (missing) return <TableMissing />;
  const join = async () => {
    setBusy(true);
    setError(null);
    try {
      saveName(name.trim());
      const j = await joinTable(id, { ...(invite ? { invite } : {}), name: name.trim() });
      // The invite has done its work: out of the address bar (and the history, and a shared screen).
      history.replaceState(null, '', `/t/${encodeURIComponent(id)}`);
      onJoined({ seat: j.seat, token: j.token });
    } catch (e) {
      setError(thrownText(e, lang));
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className="panel" style={{ maxWidth: 520, margin: '0 auto' }} data-testid="join-form">
      <h2>{t('joinTitle')}</h2>
      {info ? (
        <p>
          <strong>{gameName(info.game as Parameters<typeof gameName>[0], lang)}</strong> ·{' '}
          {t('freeSeats', { n: info.free })}
        </p>
      ) : null}
      {info?.free === 0 ? (
        // No seat to take: say so, and offer watching instead of a "Bli med" that can only be refused.
        <div className="row" data-testid="table-full">
          <p>{t('tableFull')}</p>
          <button type="button" className="btn primary" onClick={onWatch} data-testid="watch">
            {t('spectate')}
          </button>
        </div>
      ) : (
        <form
          className="row"
          onSubmit={(e) => {
            e.preventDefault();
            void join();
          }}
        >
          <label className="row">
            {t('yourName')}:
            <input
              type="text"
              value={name}
              maxLength={40}
              onChange={(e) => setName(e.target.value)}
              data-testid="join-name"
              autoComplete="nickname"
              required
            />
          </label>
          <button
            type="submit"
            className="btn primary"
            disabled={busy || !name.trim()}
            data-testid="join"
            aria-describedby={name.trim() ? undefined : 'join-why'}
          >
            {t('join')}
          </button>
          <button type="button" className="btn ghost" onClick={onWatch} data-testid="watch">
            {t('spectate')}
          </button>
        </form>
      )}
      {name.trim() || info?.free === 0 ? null : (
        <p className="why-disabled" id="join-why" data-testid="join-why">
          {t('needName')}
        </p>
      )}
      {error ? (
        <p className="error" role="alert">
          {error}
        </p>
      ) : null}
    </section>
  );
}

/**
 * A server's table before its connection is made, as a session that knows nothing yet: the page is
 * the one it shows while connecting from the first render (and the server draws that page into the
 * HTML ahead of the scripts, first-paint.tsx), so nothing moves when the connection comes.
 */
const NOT_YET: Session = {
  get: () => CONNECTING,
  subscribe: () => () => {},
  act: () => {},
  nextRound: () => {},
  rematch: () => {},
  endMatch: () => {},
  record: () => Promise.reject(new Error('not connected yet')),
  close: () => {},
};

function RemoteTable({
  id,
  token,
  seat,
  onReview,
  onLeft,
}: {
  id: string;
  token: string | undefined;
  seat?: number | undefined;
  onReview: (doc: Json, names: readonly string[], round?: number) => void;
  onLeft: () => void;
}) {
  // Made in an effect, so that each mount (twice under StrictMode) owns and closes its own socket.
  const [session, setSession] = useState<Session | null>(null);
  useEffect(() => {
    const s = createRemoteSession({ table: id, ...(token ? { token } : {}) });
    setSession(s);
    return () => s.close();
  }, [id, token]);
  return (
    <SessionTable
      session={session ?? NOT_YET}
      onReview={onReview}
      leave={{ table: id, token: token ?? null, seat, onLeft }}
    />
  );
}

/**
 * Leaving asks once more, saying what happens to the seat: before the match it opens again, during it a
 * bot plays it for good (the server's rule). Afterwards the page forgets the seat's token.
 */
function LeaveButton({
  table,
  token,
  playing,
  onLeft,
}: {
  table: string;
  /** Null: the signed-in profile's seat (this device took it without a token). */
  token: string | null;
  playing: boolean;
  onLeft: () => void;
}) {
  const { t, lang } = useTableWords();
  const [asking, setAsking] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (!asking)
    return (
      <button type="button" className="btn ghost" onClick={() => setAsking(true)} data-testid="leave">
        {t('leave')}
      </button>
    );
  return (
    <span className="row" role="group" aria-label={t('leave')}>
      <span>{playing ? t('leaveConfirm') : t('leaveConfirmWaiting')}</span>
      <button
        type="button"
        className="btn"
        data-testid="leave-yes"
        onClick={() =>
          void leaveTable(table, token).then(onLeft, (e: unknown) => setError(thrownText(e, lang)))
        }
      >
        {t('leaveYes')}
      </button>
      <button type="button" className="btn ghost" onClick={() => setAsking(false)}>
        {t('leaveNo')}
      </button>
      {error ? <span className="error">{error}</span> : null}
    </span>
  );
}

/** `/t/<id>`: the seat kept in this browser, else the join form (an invite, or the lobby's join), else a spectator's view. */
interface TablePageProps {
  id: string;
  invite: string | null;
  /** From the lobby: offer a public table's open seat without an invite. */
  join?: boolean;
  onReview: (doc: Json, names: readonly string[], round?: number) => void;
}

export function TablePage({ id, invite, join = false, onReview }: TablePageProps) {
  const [ticket, setTicket] = useState<SeatTicket | undefined>(() => loadTicket(id));
  const [watch, setWatch] = useState(false);
  useEffect(() => setTicket(loadTicket(id)), [id]);
  if (!ticket && (invite || join) && !watch)
    return (
      <JoinForm
        id={id}
        invite={invite}
        onJoined={(tk) => {
          saveTicket(id, tk);
          setTicket(tk);
          navigate(`/t/${id}`, true);
        }}
        onWatch={() => setWatch(true)}
      />
    );
  return (
    <RemoteTable
      key={`${id}-${ticket?.token ?? 'spectator'}`}
      id={id}
      token={ticket?.token}
      seat={ticket?.seat}
      onReview={onReview}
      onLeft={() => {
        saveTicket(id, undefined);
        setTicket(undefined);
        navigate('/');
      }}
    />
  );
}
