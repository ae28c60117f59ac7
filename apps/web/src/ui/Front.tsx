import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import {
  cardName,
  GAME_IDS,
  GAME_SETUP_WORDS,
  GAME_SETUPS,
  howToText,
  isObject,
  valueText,
  type GameId,
  type Json,
  type OptionSpec,
} from '@kortbord/engine';
import { BOT_LEVELS, defaultTurnClockMs, type GroupInfo, type TableInfo } from '@kortbord/protocol';
import { CardSvg } from '../cards/Card';
import { isLevel } from '../game/bots';
import type { LocalSeat } from '../game/local';
import { levelMeaning, type LevelMeaning } from '../game/strength';
import {
  checkSetup,
  optionSpecs,
  optionsToSend,
  playerRange,
  presetNames,
  resolvedOptions,
  settleInt,
  text,
  type OptionValues,
} from '../game/setup';
import { useLang } from '../i18n/lang';
import { useFrontWords } from '../i18n/front-words';
import { gameName } from '../i18n/strings';
import { ClockPicker, LobbyLine, TempoPicker } from './FriendsBits';
import { SLOW_DEFAULTS, tempoRequest, type TempoForm } from '../game/tempo';
import { ProfilePanel } from './ProfilePanel';
import { DailyPanel } from './DailyPanel';
import { createTable, listTables } from '../net/api';
import { thrownTextSoon } from '../i18n/refusals';
import { loadName, save, saveName, saveTicket } from '../net/storage';
import { navigate, rulesLink } from '../routes';
import { decodeFront, encodeFront, fitSeats, type SeatChoice } from '../game/front-link';

export interface FrontProps {
  readonly onLocal: (spec: { game: GameId; options: OptionValues; seats: LocalSeat[] }) => void;
}

/** A whole number in a range: the text is the player's while typing, the value only when valid. */
function IntInput({
  id,
  min,
  max,
  value,
  onChange,
}: {
  id: string;
  min: number;
  max: number;
  value: number;
  onChange: (v: number) => void;
}) {
  const { t } = useFrontWords();
  const [textValue, setText] = useState(String(value));
  /** What happened to the last text the player left out of range: said beside the field. */
  const [note, setNote] = useState<string | null>(null);
  useEffect(() => setText(String(value)), [value]);
  const n = Number(textValue);
  const valid = textValue !== '' && Number.isInteger(n) && n >= min && n <= max;
  const noteId = `${id}-note`;
  return (
    <span className="int-input">
      <input
        id={id}
        type="number"
        inputMode="numeric"
        min={min}
        max={max}
        value={textValue}
        className="w-90"
        aria-invalid={!valid}
        aria-describedby={note ? noteId : undefined}
        onChange={(e) => {
          setText(e.target.value);
          setNote(null);
          const v = Number(e.target.value);
          if (e.target.value !== '' && Number.isInteger(v) && v >= min && v <= max) onChange(v);
        }}
        onBlur={() => {
          const settled = settleInt(textValue, min, max, value);
          setText(String(settled.value));
          if (settled.value !== value) onChange(settled.value);
          setNote(
            settled.snapped === 'clamped'
              ? t('intSnapped', { min, max, typed: textValue.trim(), value: settled.value })
              : settled.snapped === 'empty'
                ? t('intEmpty', { min, max, value: settled.value })
                : null,
          );
        }}
      />{' '}
      <small className="muted">{t('range', { min, max })}</small>
      {valid ? null : (
        <small className="error" role="alert" data-testid="out-of-range">
          {' '}
          {t('outOfRange', { min, max })}
        </small>
      )}
      {note ? (
        <small className="int-note" role="status" id={noteId} data-testid="int-note">
          {note}
        </small>
      ) : null}
    </span>
  );
}

/** Tuffa Viktor's deck: how many of each card, as a small table of counts. */
function DeckTable({
  id,
  value,
  check,
  onChange,
}: {
  id: string;
  value: Json;
  check: (v: unknown) => string | null;
  onChange: (v: Json) => void;
}) {
  const { t, lang } = useFrontWords();
  const counts = isObject(value) ? value : {};
  const [problem, setProblem] = useState<boolean>(false);
  return (
    <table className="deck-table" id={id} data-testid="deck-table">
      <thead>
        <tr>
          <th>{t('deckCard')}</th>
          <th>{t('deckCount')}</th>
        </tr>
      </thead>
      <tbody>
        {Object.keys(counts).map((code) => (
          <tr key={code}>
            <td>{cardName(code, lang)}</td>
            <td>
              <input
                type="number"
                inputMode="numeric"
                min={0}
                max={200}
                className="w-70"
                aria-label={cardName(code, lang)}
                defaultValue={String(counts[code])}
                onChange={(e) => {
                  const next = { ...counts, [code]: Number(e.target.value) } as Json;
                  const ok = e.target.value !== '' && check(next) === null;
                  setProblem(!ok);
                  if (ok) onChange(next);
                }}
              />
            </td>
          </tr>
        ))}
      </tbody>
      {problem ? (
        <caption className="error" role="alert">
          {t('outOfRange', { min: 0, max: 200 })}
        </caption>
      ) : null}
    </table>
  );
}

function OptionControl({
  game,
  id,
  spec,
  value,
  onChange,
}: {
  game: GameId;
  id: string;
  spec: OptionSpec;
  value: Json | undefined;
  onChange: (v: Json) => void;
}) {
  const { lang } = useLang();
  const htmlId = `opt-${id}`;
  switch (spec.kind) {
    case 'boolean':
      return (
        <input
          id={htmlId}
          type="checkbox"
          checked={value === true}
          onChange={(e) => onChange(e.target.checked)}
        />
      );
    case 'enum':
      return (
        <select
          id={htmlId}
          value={String(value)}
          onChange={(e) => onChange(spec.values.find((v) => String(v) === e.target.value) ?? e.target.value)}
        >
          {spec.values.map((v) => (
            <option key={String(v)} value={String(v)}>
              {valueText(game, id, v, lang)}
            </option>
          ))}
        </select>
      );
    case 'int':
      return (
        <IntInput
          id={htmlId}
          min={spec.min}
          max={spec.max}
          value={typeof value === 'number' ? value : spec.default}
          onChange={onChange}
        />
      );
    case 'json':
      return <DeckTable id={htmlId} value={value ?? spec.default} check={spec.check} onChange={onChange} />;
  }
}

/**
 * Whether seat `i` is the first bot seat at its level: what a level means is said once, beside that
 * seat (three medium bots on a phone were three copies of one paragraph above the button).
 */
const firstAtLevel = (seats: readonly SeatChoice[], i: number): boolean => {
  const s = seats[i];
  if (s?.kind !== 'bot') return false;
  return seats.findIndex((x) => x.kind === 'bot' && x.level === s.level) === i;
};

/**
 * A level's meaning beside its seat: what it does, and how often it wins in round words; the
 * measured percentage, rounds and date are the tooltip, for those who want the figures.
 */
function LevelLine({ meaning }: { meaning: LevelMeaning }) {
  return (
    <span className="describe" data-testid="level-meaning">
      {meaning.about}
      {meaning.wins ? (
        <>
          {' '}
          <span title={meaning.measured ?? undefined} data-testid="level-wins">
            {meaning.wins}
          </span>
        </>
      ) : null}
    </span>
  );
}

/** The arrow keys of a radio group: the step each one takes through the choices. */
const ARROW_STEP: Readonly<Record<string, number>> = {
  ArrowRight: 1,
  ArrowDown: 1,
  ArrowLeft: -1,
  ArrowUp: -1,
};

/** The front page: pick a game, its rules and seats; create a table, play offline, or watch one. */
export function Front({ onLocal }: FrontProps) {
  const { t, lang } = useFrontWords();
  // The choices start from the address (a link to "our rules"), and are written back to it below.
  // (No address when rendered outside a browser, as the render tests do: the defaults.)
  const [linked] = useState(() => decodeFront(typeof location === 'undefined' ? '' : location.search));
  const [game, setGame] = useState<GameId>(linked.game);
  const [preset, setPreset] = useState<string | null>(linked.preset);
  const [overrides, setOverrides] = useState<OptionValues>(linked.overrides);
  const [seats, setSeats] = useState<SeatChoice[]>([...linked.seats]);
  const [linkCopied, setLinkCopied] = useState<'no' | 'yes' | 'show'>('no');
  const query = encodeFront({ game, preset, overrides, seats });
  useEffect(() => {
    // replaceState: a change of a rule is no page of its own for the back button.
    if (location.pathname === '/' && location.search !== query)
      history.replaceState(history.state, '', `/${query}`);
    setLinkCopied('no');
  }, [query]);
  const [name, setName] = useState(loadName);
  const [isPublic, setPublic] = useState(true);
  const [groups, setGroups] = useState<readonly GroupInfo[]>([]);
  const [forGroup, setForGroup] = useState('');
  /** The creator's choice of turn clock; undefined: the server's default for these seats (off for one person and bots). */
  const [clockChoice, setTurnClockMs] = useState<number | null | undefined>(undefined);
  const turnClockMs = clockChoice === undefined ? defaultTurnClockMs(seats) : clockChoice;
  const [signedIn, setSignedIn] = useState(false);
  /** Live or over days (issue 34); over days needs a profile, said beside the choice. */
  const [tempo, setTempo] = useState<Omit<TempoForm, 'turnClockMs'>>({ pace: 'live', ...SLOW_DEFAULTS });
  const tempoAsked = tempoRequest({ ...tempo, turnClockMs }, signedIn);
  /** To the profile panel's name field, from the over-days choice of someone without a profile. */
  const toProfile = () => {
    const field = document.querySelector<HTMLInputElement>('[data-testid=profile-name]');
    field?.scrollIntoView({ block: 'center' });
    field?.focus({ preventScroll: true });
  };
  const [spectatorChat, setSpectatorChat] = useState(false);
  /** The creator's choice of hints; null: the default (on when at most one seat is for a person). */
  const [hintsChoice, setHints] = useState<boolean | null>(null);
  /** Finished matches count for the ratings (where every seat is a profile or a bot). */
  const [rated, setRated] = useState(true);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [tables, setTables] = useState<TableInfo[] | null>(null);

  const specs = optionSpecs(game);
  const presets = presetNames(game);
  const options = useMemo(
    () => resolvedOptions(game, preset, seats.length, overrides),
    [game, preset, seats.length, overrides],
  );
  const [min, max] = playerRange(game, options);
  const problem = checkSetup(game, options, seats.length, lang);
  const you = seats.findIndex((s) => s.kind === 'you');
  const hasOpen = seats.some((s) => s.kind === 'open');
  const people = seats.filter((s) => s.kind !== 'bot').length;
  const hints = hintsChoice ?? people <= 1;

  useEffect(() => {
    let live = true;
    const load = () =>
      listTables().then(
        (ts) => live && setTables(ts),
        () => live && setTables(null),
      );
    void load();
    const timer = setInterval(load, 5000);
    return () => {
      live = false;
      clearInterval(timer);
    };
  }, []);

  const pickGame = (g: GameId) => {
    setGame(g);
    setPreset(null);
    setOverrides({});
    setSeats((s) => fitSeats(g, s));
  };

  // The tiles are a radio group: one tab stop (the chosen game), the arrow keys move the choice
  // round the games, as a group of radio buttons does.
  const tiles = useRef<Partial<Record<GameId, HTMLButtonElement | null>>>({});
  const onTileKey = (e: KeyboardEvent<HTMLButtonElement>) => {
    const n = GAME_IDS.length;
    const step = ARROW_STEP[e.key];
    const to =
      e.key === 'Home'
        ? 0
        : e.key === 'End'
          ? n - 1
          : step === undefined
            ? null
            : (GAME_IDS.indexOf(game) + step + n) % n;
    const next = to === null ? undefined : GAME_IDS[to];
    if (!next) return;
    e.preventDefault();
    if (next !== game) pickGame(next);
    tiles.current[next]?.focus();
  };

  const setSeat = (i: number, choice: SeatChoice) =>
    setSeats((s) =>
      s.map((x, j) => (j === i ? choice : choice.kind === 'you' && x.kind === 'you' ? { kind: 'open' } : x)),
    );

  const create = async () => {
    setBusy(true);
    setError(null);
    try {
      if (you >= 0) saveName(name.trim());
      const made = await createTable({
        game,
        options: optionsToSend(game, preset, seats.length, overrides),
        seats: seats.map((s) =>
          s.kind === 'bot'
            ? { kind: 'bot', level: s.level as (typeof BOT_LEVELS)[number] }
            : { kind: 'open' },
        ),
        ...(you >= 0 ? { join: { name: name.trim(), seat: you } } : {}),
        public: isPublic,
        ...(tempoAsked.ok ? tempoAsked.fields : {}),
        spectatorChat,
        hints,
        ...(forGroup && groups.some((g) => g.id === forGroup) ? { group: forGroup } : {}),
        rated,
      });
      if (made.joined) saveTicket(made.table.id, made.joined);
      save(`invite.${made.table.id}`, made.invite);
      navigate(`/t/${made.table.id}`);
    } catch (e) {
      setError(await thrownTextSoon(e, lang));
    } finally {
      setBusy(false);
    }
  };

  const playLocal = () => {
    if (you >= 0) saveName(name.trim());
    onLocal({
      game,
      options: optionsToSend(game, preset, seats.length, overrides),
      seats: seats.map((s, i) =>
        s.kind === 'bot'
          ? { kind: 'bot', name: `${t('seatBot')} ${i + 1}`, level: s.level }
          : { kind: 'human', name: name.trim() || t('youName') },
      ),
    });
  };

  // A table with friends needs a name for the others to see; playing bots here needs none (the seat is
  // "Du", as the table calls you anyway).
  const nameOk = you < 0 || name.trim().length > 0;
  // A greyed-out button says why, next to it (the setup's problem is shown above already).
  const createWhy = !nameOk && !problem ? t('needName') : null;
  const localWhy = problem ? null : hasOpen || you < 0 ? t('offlineNeedsYou') : null;
  // Enter in the name field creates the table, or (when it cannot) says why, under the field.
  const [enterTried, setEnterTried] = useState(false);
  const nameField = useRef<HTMLInputElement | null>(null);
  /** To the name field from the start bar's "type your name first" (on a phone, far from the bar). */
  const toName = () => {
    nameField.current?.scrollIntoView({ block: 'center' });
    nameField.current?.focus({ preventScroll: true });
  };
  const createBlock =
    problem ?? (nameOk ? null : t('needName')) ?? (tempoAsked.ok ? null : t('slowNeedsProfile'));
  const onNameKey = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key !== 'Enter') return;
    e.preventDefault();
    if (busy) return;
    if (createBlock) setEnterTried(true);
    else void create();
  };

  return (
    <div className="front">
      <div className="hero">
        <div className="fan" aria-hidden="true">
          {['AS', 'KH', '8D', '3C', 'G8'].map((c) => (
            <CardSvg key={c} code={c} />
          ))}
        </div>
        <div>
          <h1>kortbord</h1>
          <p className="muted m-0">{t('tagline')}</p>
        </div>
      </div>

      <ProfilePanel onGroups={setGroups} onSignedIn={setSignedIn} />

      <DailyPanel />

      <section className="panel game-panel" aria-labelledby="choose-game">
        <h2 id="choose-game">{t('chooseGame')}</h2>
        <div className="game-picker" role="radiogroup" aria-labelledby="choose-game">
          {GAME_IDS.map((g) => {
            const [lo, hi] = playerRange(g, resolvedOptions(g, null, 4, {}));
            return (
              <button
                key={g}
                type="button"
                role="radio"
                aria-checked={g === game}
                tabIndex={g === game ? 0 : -1}
                ref={(el) => {
                  tiles.current[g] = el;
                }}
                className="game-tile"
                data-game={g}
                onClick={() => pickGame(g)}
                onKeyDown={onTileKey}
              >
                <CardSvg code={GAME_SETUPS[g].icon} />
                <span>
                  <strong>{gameName(g, lang)}</strong>
                  <small>{t('playersRange', { min: lo, max: hi })}</small>
                </span>
              </button>
            );
          })}
        </div>
        <div className="howto" data-testid="howto">
          <strong>{t('howToPlay')}: </strong>
          {howToText(game, options, lang)}{' '}
          <a
            href={rulesLink(game, preset, options)}
            data-testid="rules-link"
            onClick={(e) => (e.preventDefault(), navigate(rulesLink(game, preset, options)))}
          >
            {t('rulesLink')}
          </a>
        </div>

        <h3 className="mt-14">{t('rules')}</h3>
        {presets.length > 0 ? (
          <label className="row">
            {t('preset')}:
            <select
              value={preset ?? ''}
              data-testid="preset"
              onChange={(e) => {
                setPreset(e.target.value || null);
                setOverrides({});
              }}
            >
              <option value="">{t('presetStandard')}</option>
              {presets.map((p) => (
                <option key={p} value={p}>
                  {GAME_SETUP_WORDS[game].presets[p]?.[lang] ?? p}
                </option>
              ))}
            </select>
          </label>
        ) : null}
        <details className="house-rules">
          <summary>
            {t('houseRules')} ({Object.keys(specs).length})
          </summary>
          <div className="options">
            {Object.keys(specs).length === 0 ? <p className="muted">{t('noHouseRules')}</p> : null}
            {Object.entries(specs).map(([id, spec]) => (
              <div className="option" key={id}>
                <OptionControl
                  key={`${game}-${id}`}
                  game={game}
                  id={id}
                  spec={spec}
                  value={options[id]}
                  onChange={(v) => setOverrides((o) => ({ ...o, [id]: v }))}
                />
                <label htmlFor={`opt-${id}`}>{GAME_SETUP_WORDS[game].options[id]?.label[lang]}</label>
                <span className="describe">{text(spec.describe, lang)}</span>
              </div>
            ))}
          </div>
        </details>
        <div className="row mt-10">
          <button
            type="button"
            className="btn"
            data-testid="copy-rules-link"
            onClick={() => {
              const link = `${location.origin}/${query}`;
              void (navigator.clipboard?.writeText(link) ?? Promise.reject(new Error('no clipboard'))).then(
                () => setLinkCopied('yes'),
                // Without a clipboard (a page not on https) the link is shown, to copy by hand.
                () => setLinkCopied('show'),
              );
            }}
          >
            {t('copyRulesLink')}
          </button>
          {linkCopied === 'yes' ? (
            <small className="muted" role="status" data-testid="rules-link-copied">
              {t('rulesLinkCopied')}
            </small>
          ) : linkCopied === 'show' ? (
            <input
              type="text"
              readOnly
              value={`${location.origin}/${query}`}
              aria-label={t('copyRulesLink')}
              data-testid="rules-link-text"
              onFocus={(e) => e.target.select()}
              autoFocus
            />
          ) : null}
        </div>
      </section>

      <section className="panel seats-panel" aria-labelledby="seats-h">
        <h2 id="seats-h">{t('seats')}</h2>
        <div className="seat-list">
          {seats.map((s, i) => (
            <div className="seat-row" key={i} data-testid="seat-row">
              <span>{t('seatNumber', { n: i + 1 })}</span>
              <select
                aria-label={t('seatNumber', { n: i + 1 })}
                value={s.kind}
                onChange={(e) => {
                  const k = e.target.value;
                  setSeat(
                    i,
                    k === 'bot'
                      ? { kind: 'bot', level: 'medium' }
                      : k === 'you'
                        ? { kind: 'you' }
                        : { kind: 'open' },
                  );
                }}
              >
                <option value="you">{t('seatYou')}</option>
                <option value="open">{t('seatOpen')}</option>
                <option value="bot">{t('seatBot')}</option>
              </select>
              {s.kind === 'bot' ? (
                <select
                  aria-label={t('level')}
                  value={s.level}
                  onChange={(e) => setSeat(i, { kind: 'bot', level: e.target.value })}
                >
                  {BOT_LEVELS.map((l) => (
                    <option key={l} value={l}>
                      {t(`level_${l}`)}
                    </option>
                  ))}
                </select>
              ) : null}
              {s.kind === 'bot' && isLevel(s.level) && firstAtLevel(seats, i) ? (
                <LevelLine meaning={levelMeaning(s.level, game, lang)} />
              ) : null}
            </div>
          ))}
        </div>
        <div className="row">
          <button
            type="button"
            className="btn"
            disabled={seats.length >= max}
            onClick={() => setSeats((s) => [...s, { kind: 'bot', level: 'medium' }])}
          >
            + {t('addSeat')}
          </button>
          <button
            type="button"
            className="btn"
            disabled={seats.length <= min}
            onClick={() => setSeats((s) => s.slice(0, -1))}
          >
            − {t('removeSeat')}
          </button>
        </div>
        {you >= 0 ? (
          <label className="row mt-10">
            {t('yourName')}:
            <input
              type="text"
              value={name}
              maxLength={40}
              onChange={(e) => {
                setName(e.target.value);
                setEnterTried(false);
              }}
              onKeyDown={onNameKey}
              enterKeyHint="go"
              ref={nameField}
              aria-describedby={enterTried && createBlock ? 'name-enter-why' : undefined}
              data-testid="name"
              placeholder={t('yourName')}
              autoComplete="nickname"
            />
          </label>
        ) : null}
        {you >= 0 && enterTried && createBlock ? (
          <p className="error" role="alert" id="name-enter-why" data-testid="name-enter-why">
            {createBlock}
          </p>
        ) : null}
        {groups.length ? (
          <label title={t('groupTableHelp')}>
            {t('groupTable')}{' '}
            <select value={forGroup} onChange={(e) => setForGroup(e.target.value)} data-testid="table-group">
              <option value="">{t('groupTableNone')}</option>
              {groups.map((g) => (
                <option key={g.id} value={g.id}>
                  {g.name}
                </option>
              ))}
            </select>
          </label>
        ) : null}
        <TempoPicker
          value={tempo}
          onChange={setTempo}
          signedIn={signedIn}
          onMakeProfile={toProfile}
          before={
            <label className="toggle">
              <input type="checkbox" checked={isPublic} onChange={(e) => setPublic(e.target.checked)} />{' '}
              {t('publicTable')}
            </label>
          }
        />
        {tempo.pace === 'live' ? <ClockPicker value={turnClockMs} onChange={setTurnClockMs} /> : null}
        <label className="toggle mt-8">
          <input
            type="checkbox"
            checked={spectatorChat}
            onChange={(e) => setSpectatorChat(e.target.checked)}
            data-testid="spectator-chat"
          />{' '}
          {t('chatSpectatorsMayWrite')}
        </label>
        <label className="toggle mt-8" title={t('hintsOptionHelp')}>
          <input
            type="checkbox"
            checked={hints}
            onChange={(e) => setHints(e.target.checked)}
            aria-describedby={people >= 2 && !hints ? 'hints-off-note' : undefined}
            data-testid="hints-option"
          />{' '}
          {t('hintsOption')}
        </label>
        {people >= 2 && !hints ? (
          <p className="why-disabled" id="hints-off-note" data-testid="hints-off-note">
            {t('hintsOffWithPeople')}
          </p>
        ) : null}
        <label className="toggle mt-8">
          <input
            type="checkbox"
            checked={rated}
            onChange={(e) => setRated(e.target.checked)}
            data-testid="rated-option"
          />{' '}
          {t('ratedOption')}
        </label>
      </section>

      {/* The two main buttons, with what stops them: on a phone this bar stays at the bottom of the
          screen until its own place scrolls into view, so they are on the first screen. */}
      <div className="panel start-bar" data-testid="start-bar">
        {problem ? <p className="error">{problem}</p> : null}
        {error ? (
          <p className="error" role="alert">
            {error}
          </p>
        ) : null}
        <div className="row start-buttons">
          <button
            type="button"
            className="btn primary big"
            disabled={busy || !nameOk || !!problem || !tempoAsked.ok}
            onClick={() => void create()}
            data-testid="create"
            aria-describedby={createWhy ? 'create-why' : tempoAsked.ok ? undefined : 'create-why-slow'}
          >
            {t('createTable')}
          </button>
          <button
            type="button"
            className="btn ghost"
            disabled={hasOpen || you < 0 || !!problem}
            onClick={playLocal}
            data-testid="local"
            aria-describedby={localWhy ? 'local-why' : undefined}
          >
            {t('playOffline')}
          </button>
        </div>
        {createWhy ? (
          <p className="why-disabled" id="create-why" data-testid="create-why">
            {/* The only reason it gives is the missing name: a link to the field. */}
            <button type="button" className="link-button" onClick={toName}>
              {createWhy}
            </button>
          </p>
        ) : null}
        {!createWhy && !problem && !tempoAsked.ok ? (
          <p className="why-disabled" id="create-why-slow" data-testid="create-why-slow">
            <button type="button" className="link-button" onClick={toProfile}>
              {t('slowNeedsProfile')}
            </button>
          </p>
        ) : null}
        {localWhy ? (
          <p className="why-disabled" id="local-why" data-testid="local-why">
            {localWhy}
          </p>
        ) : null}
      </div>

      <section className="panel open-tables" aria-labelledby="open-h">
        <h2 id="open-h">{t('openTables')}</h2>
        {tables && tables.length ? (
          <ul>
            {tables.map((tb) => {
              const free = tb.seats.filter((s) => s.kind === 'open').length;
              return (
                <li key={tb.id}>
                  <LobbyLine table={tb} free={free} />
                  <span className="row">
                    <a
                      className="btn primary"
                      href={`/t/${tb.id}?join`}
                      onClick={(e) => (e.preventDefault(), navigate(`/t/${tb.id}?join`))}
                      data-testid={`lobby-join-${tb.id}`}
                    >
                      {t('join')}
                    </a>
                    <a
                      className="btn"
                      href={`/t/${tb.id}`}
                      onClick={(e) => (e.preventDefault(), navigate(`/t/${tb.id}`))}
                    >
                      {t('spectate')}
                    </a>
                  </span>
                </li>
              );
            })}
          </ul>
        ) : (
          <p className="muted">{t('noOpenTables')}</p>
        )}
      </section>

      <section className="panel">
        <h2>{t('review')}</h2>
        <a href="/review" className="btn" onClick={(e) => (e.preventDefault(), navigate('/review'))}>
          {t('reviewRecord')}
        </a>
      </section>
    </div>
  );
}
