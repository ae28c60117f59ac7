/**
 * Being told (issue 34), in the profile panel, loaded only when opened: notifications on this
 * device (the browser's permission, a Web Push subscription with the server's key, kept by the
 * server for the profile), which events, one reminder, quiet hours in this browser's time zone,
 * and an e-mail address when the server sends e-mail.
 */
import { useEffect, useState } from 'react';
import type { NotifyInfo } from '@kortbord/protocol';
import { useFrontWords } from '../i18n/front-words';
import { thrownText } from '../i18n/errors';
import { call } from '../net/api';

type Event = NotifyInfo['events'][number];
const EVENTS: readonly {
  e: Event;
  key: 'notifyEventTurn' | 'notifyEventInvited' | 'notifyEventEnded' | 'notifyEventChat';
}[] = [
  { e: 'turn', key: 'notifyEventTurn' },
  { e: 'invited', key: 'notifyEventInvited' },
  { e: 'ended', key: 'notifyEventEnded' },
  { e: 'chat', key: 'notifyEventChat' },
];

/** "22:00" ↔ 1320 minutes. */
const hhmm = (m: number) =>
  `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
const minutes = (s: string) => {
  const [h, m] = s.split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
};

/** The server's public key (base64url) as the bytes `pushManager.subscribe` takes. */
function keyBytes(b64: string): Uint8Array<ArrayBuffer> {
  const s = atob(b64.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (b64.length % 4)) % 4));
  const out = new Uint8Array(new ArrayBuffer(s.length));
  for (let i = 0; i < s.length; i++) out[i] = s.charCodeAt(i);
  return out;
}

type Device = 'unsupported' | 'denied' | 'off' | 'on';

async function registration(): Promise<ServiceWorkerRegistration | null> {
  if (!('serviceWorker' in navigator) || !('PushManager' in window) || !('Notification' in window))
    return null;
  return (await navigator.serviceWorker.getRegistration()) ?? null;
}

export function NotifyPanel() {
  const { t, lang } = useFrontWords();
  const [info, setInfo] = useState<NotifyInfo | null>(null);
  const [device, setDevice] = useState<Device | null>(null);
  const [email, setEmail] = useState('');
  const [quietOn, setQuietOn] = useState(false);
  const [note, setNote] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const load = async () => {
    const i = await call<NotifyInfo>('GET', '/api/me/notify');
    setInfo(i);
    setEmail(i.email ?? '');
    setQuietOn(!!i.quiet);
    const reg = await registration();
    if (!reg) return setDevice('unsupported');
    if (Notification.permission === 'denied') return setDevice('denied');
    setDevice((await reg.pushManager.getSubscription()) ? 'on' : 'off');
  };
  useEffect(() => {
    load().catch((e: unknown) => setError(thrownText(e, lang)));
  }, []);

  const run =
    (f: () => Promise<unknown>, saved = true) =>
    async () => {
      setError(null);
      setNote(null);
      try {
        await f();
        if (saved) setNote(t('notifySaved'));
        await load();
      } catch (e) {
        setError(thrownText(e, lang));
      }
    };

  const turnOn = run(async () => {
    const reg = await registration();
    if (!reg) return setDevice('unsupported');
    if ((await Notification.requestPermission()) !== 'granted') return setDevice('denied');
    const { key } = await call<{ key: string }>('GET', '/api/push/key');
    const sub = await reg.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: keyBytes(key),
    });
    const j = sub.toJSON();
    await call('POST', '/api/me/push', { endpoint: j.endpoint, keys: j.keys, lang });
  }, false);
  const turnOff = run(async () => {
    const sub = await (await registration())?.pushManager.getSubscription();
    if (!sub) return;
    await call('DELETE', '/api/me/push', { endpoint: sub.endpoint });
    await sub.unsubscribe();
  }, false);

  if (!info) return error ? <p className="error">{error}</p> : null;

  const prefs = (change: Partial<NotifyInfo>, withEmail?: string) => ({
    events: change.events ?? info.events,
    quiet: change.quiet !== undefined ? change.quiet : info.quiet,
    timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC',
    reminder: change.reminder ?? info.reminder,
    lang,
    ...(withEmail !== undefined ? { email: withEmail.trim() || null } : {}),
  });
  const save = (change: Partial<NotifyInfo>, withEmail?: string) =>
    void run(() => call('PUT', '/api/me/notify', prefs(change, withEmail)))();
  const toggle = (e: Event, on: boolean) =>
    save({ events: on ? [...info.events, e] : info.events.filter((x) => x !== e) });
  const quiet = info.quiet ?? { from: 22 * 60, to: 7 * 60 };

  return (
    <div className="notify" data-testid="notify">
      <p className="muted">{t('notifyHelp')}</p>
      {device === 'unsupported' ? <p className="muted">{t('notifyUnsupported')}</p> : null}
      {device === 'denied' ? <p className="muted">{t('notifyDenied')}</p> : null}
      {device === 'off' ? (
        <button type="button" className="btn" onClick={() => void turnOn()} data-testid="notify-on">
          {t('notifyDeviceOn')}
        </button>
      ) : null}
      {device === 'on' ? (
        <p className="row">
          <span data-testid="notify-is-on">{t('notifyDeviceIsOn')}</span>
          <button type="button" className="btn" onClick={() => void turnOff()} data-testid="notify-off">
            {t('notifyDeviceOff')}
          </button>
        </p>
      ) : null}
      <fieldset>
        <legend>{t('notifyWhen')}</legend>
        {EVENTS.map(({ e, key }) => (
          <label key={e} className="row">
            <input
              type="checkbox"
              checked={info.events.includes(e)}
              onChange={(ev) => toggle(e, ev.currentTarget.checked)}
              data-testid={`notify-event-${e}`}
            />{' '}
            {t(key)}
          </label>
        ))}
        <label className="row">
          <input
            type="checkbox"
            checked={info.reminder}
            onChange={(ev) => save({ reminder: ev.currentTarget.checked })}
            data-testid="notify-reminder"
          />{' '}
          {t('notifyReminder')}
        </label>
      </fieldset>
      <fieldset>
        <legend>
          <label>
            <input
              type="checkbox"
              checked={quietOn}
              onChange={(ev) => {
                const on = ev.currentTarget.checked;
                setQuietOn(on);
                save({ quiet: on ? quiet : null });
              }}
              data-testid="notify-quiet"
            />{' '}
            {t('notifyQuiet')}
          </label>
        </legend>
        {quietOn ? (
          <p className="row">
            {t('notifyQuietFrom')}{' '}
            <input
              type="time"
              value={hhmm(quiet.from)}
              onChange={(ev) => save({ quiet: { ...quiet, from: minutes(ev.currentTarget.value) } })}
              data-testid="notify-quiet-from"
            />{' '}
            {t('notifyQuietTo')}{' '}
            <input
              type="time"
              value={hhmm(quiet.to)}
              onChange={(ev) => save({ quiet: { ...quiet, to: minutes(ev.currentTarget.value) } })}
              data-testid="notify-quiet-to"
            />
          </p>
        ) : null}
        <p className="muted">{t('notifyQuietHelp')}</p>
      </fieldset>
      {info.mailOn ? (
        <form
          className="row"
          onSubmit={(ev) => {
            ev.preventDefault();
            save({}, email);
          }}
        >
          <label>
            {t('notifyEmail')}{' '}
            <input
              type="email"
              value={email}
              maxLength={254}
              onInput={(ev) => setEmail(ev.currentTarget.value)}
              data-testid="notify-email"
            />
          </label>{' '}
          <button type="submit" className="btn" data-testid="notify-email-save">
            {t('notifySave')}
          </button>
          {info.email ? (
            <span className="muted" data-testid="notify-email-state">
              {info.mailOff
                ? t('notifyEmailStopped')
                : info.emailConfirmed
                  ? t('notifyEmailOn', { email: info.email })
                  : t('notifyEmailSent', { email: info.email })}
            </span>
          ) : null}
        </form>
      ) : null}
      {note ? <p className="muted">{note}</p> : null}
      {error ? (
        <p className="error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
