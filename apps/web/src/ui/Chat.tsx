/**
 * The table's chat: lines in the reader's language (a quick phrase is a key the catalogue words),
 * quick phrases and reactions, free text, and a mute per seat kept in this browser.
 */
import { useEffect, useRef, useState } from 'react';
import { CHAT_EMOJI, CHAT_LIMITS, CHAT_PHRASES, type ChatLine } from '@kortbord/protocol';
import type { Json } from '@kortbord/engine';
import { useTableWords, hasKey } from '../i18n/table-words';
import { load, save } from '../net/storage';

/** From this many characters left, the field shows the count. */
const CHAT_NEAR = 30;

const muteKey = (table: string) => `mute.${table}`;

function useMuted(table: string): [ReadonlySet<number>, (seat: number) => void] {
  const read = () => {
    const v = load(muteKey(table));
    return new Set(Array.isArray(v) ? v.filter((x): x is number => typeof x === 'number') : []);
  };
  const [muted, setMuted] = useState<ReadonlySet<number>>(read);
  const toggle = (seat: number) =>
    setMuted((m) => {
      const next = new Set(m);
      if (next.has(seat)) next.delete(seat);
      else next.add(seat);
      save(muteKey(table), [...next]);
      return next;
    });
  return [muted, toggle];
}

export function Chat({
  table,
  lines,
  names,
  me,
  people,
  mayWrite,
  send,
}: {
  table: string;
  lines: readonly ChatLine[];
  /** The seats' names as shown at the table. */
  names: readonly string[];
  me: number | null;
  /** The seats of people, whom a reader may mute (bots and open seats never write). */
  people: readonly number[];
  mayWrite: boolean;
  send: (msg: Record<string, Json>) => void;
}) {
  const { t } = useTableWords();
  const [text, setText] = useState('');
  // The server counts characters (code points) and refuses a longer line: the field stops there
  // and says so, rather than cutting silently (as the input's maxLength did, in UTF-16 units).
  const left = CHAT_LIMITS.maxChars - [...text].length;
  /** The last keystroke or paste reached (or ran past) the limit. */
  const [full, setFull] = useState(false);
  const countId = `chat-count-${table}`;
  const [muted, toggleMute] = useMuted(table);
  const list = useRef<HTMLOListElement>(null);
  const shown = lines.filter((l) => l.seat === null || l.seat === me || !muted.has(l.seat));
  // The newest line in sight in the chat's own box, the page left where it is: scrollIntoView also
  // scrolled the page, so on a phone a line from another player moved the table under the thumb.
  useEffect(() => {
    const el = list.current;
    if (el && el.lastElementChild) el.scrollTop = el.scrollHeight;
  }, [shown.length]);
  const body = (l: ChatLine) => {
    if (l.kind !== 'phrase') return l.body;
    const key = `chat_phrase_${l.body}`;
    return hasKey(key) ? t(key) : '';
  };
  const who = (l: ChatLine) => (l.seat === null ? t('chatSpectator') : (names[l.seat] ?? l.name ?? ''));
  const others = names
    .map((n, seat) => ({ n, seat }))
    .filter((x) => x.seat !== me && people.includes(x.seat));
  return (
    <section className="panel chat" aria-label={t('chat')} data-testid="chat">
      <h2 className="h3">{t('chat')}</h2>
      <ol className="chat-lines" ref={list} data-testid="chat-lines" aria-live="polite">
        {shown.length === 0 ? <li className="muted">{t('chatEmpty')}</li> : null}
        {shown.map((l) => (
          <li key={l.seq} data-kind={l.kind} data-seat={l.seat ?? ''}>
            <strong>{who(l)}:</strong>{' '}
            <span className={l.kind === 'emoji' ? 'chat-emoji' : ''}>{body(l)}</span>
          </li>
        ))}
      </ol>
      {mayWrite ? (
        <>
          <div className="row chat-quick">
            {CHAT_PHRASES.map((p) => (
              <button
                key={p}
                type="button"
                className="btn ghost small"
                onClick={() => send({ type: 'chat', phrase: p })}
              >
                {t(`chat_phrase_${p}`)}
              </button>
            ))}
            {CHAT_EMOJI.map((e) => (
              <button
                key={e}
                type="button"
                className="btn ghost small"
                aria-label={e}
                onClick={() => send({ type: 'chat', emoji: e })}
              >
                {e}
              </button>
            ))}
          </div>
          <form
            className="row"
            onSubmit={(e) => {
              e.preventDefault();
              if (!text.trim()) return;
              send({ type: 'chat', text });
              setText('');
              setFull(false);
            }}
          >
            <input
              type="text"
              value={text}
              onChange={(e) => {
                const typed = [...e.target.value];
                setFull(typed.length >= CHAT_LIMITS.maxChars);
                setText(typed.slice(0, CHAT_LIMITS.maxChars).join(''));
              }}
              placeholder={t('chatPlaceholder')}
              aria-label={t('chatPlaceholder')}
              aria-describedby={left <= CHAT_NEAR ? countId : undefined}
              data-testid="chat-input"
            />
            <button type="submit" className="btn" data-testid="chat-send">
              {t('chatSend')}
            </button>
          </form>
          {left <= CHAT_NEAR && !full ? (
            <p className="chat-count muted" id={countId} data-testid="chat-count">
              {t('chatLeft', { n: left })}
            </p>
          ) : null}
          {full ? (
            <p className="chat-count full" id={countId} role="status" data-testid="chat-full">
              {t('chatFull', { n: CHAT_LIMITS.maxChars })}
            </p>
          ) : null}
        </>
      ) : (
        <p className="muted">{t('chatReadOnly')}</p>
      )}
      {others.length ? (
        <div className="row chat-mutes">
          {others.map(({ n, seat }) => (
            <button
              key={seat}
              type="button"
              className="btn ghost small"
              aria-pressed={muted.has(seat)}
              onClick={() => toggleMute(seat)}
              data-testid={`mute-${seat}`}
            >
              {muted.has(seat) ? t('chatUnmute', { name: n }) : t('chatMute', { name: n })}
            </button>
          ))}
        </div>
      ) : null}
    </section>
  );
}
