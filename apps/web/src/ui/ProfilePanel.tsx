/**
 * Being someone (issue 33), on the front page: make a profile from the name (the seats this browser
 * holds come along), or sign in with a passkey or a code from another device; then my tables, the
 * devices (a code and QR code for the next one, passkeys, signing out) and your data.
 */
import { useEffect, useState, type ComponentType } from 'react';
import type { DeviceInfo, GroupInfo, GroupInvite, MyTable, ProfileInfo } from '@kortbord/protocol';
import { GAME_IDS, type GameId } from '@kortbord/engine';
import { useFrontWords } from '../i18n/front-words';
import { gameName } from '../i18n/strings';
import { thrownTextSoon } from '../i18n/refusals';
import { heldTickets, loadName, saveName, saveSignedIn, wasSignedIn } from '../net/storage';
import * as api from '../net/profile-api';
import { navigate } from '../routes';
import { groupInAddress, GroupsPanel } from './GroupsPanel';

/** "Messages": its panel (NotifyPanel.tsx) is loaded when first opened; the front page does not carry it. */
function NotifyDetails() {
  const { t } = useFrontWords();
  const [Panel, setPanel] = useState<ComponentType | null>(null);
  return (
    <details
      className="notify"
      onToggle={(e) => {
        if ((e.currentTarget as HTMLDetailsElement).open && !Panel)
          void import('./NotifyPanel').then((m) => setPanel(() => m.NotifyPanel));
      }}
    >
      <summary data-testid="notify-open">{t('notifyTitle')}</summary>
      {Panel ? <Panel /> : null}
    </details>
  );
}

/** A table of mine: my seat's page, or (a group's table where I hold none) its invite. */
const tableHref = (tb: MyTable): string =>
  tb.invite ? `/t/${tb.id}?invite=${encodeURIComponent(tb.invite)}` : `/t/${tb.id}`;

const isGameId = (g: string): g is GameId => (GAME_IDS as readonly string[]).includes(g);

/** A code in the address (`/?code=ABCD-EFGH`, from the QR code): read once, before the front page rewrites it. */
const codeInAddress = (): string =>
  typeof location === 'undefined' ? '' : (new URLSearchParams(location.search).get('code') ?? '');

export function ProfilePanel({
  onGroups,
  onSignedIn,
}: {
  onGroups?: (groups: readonly GroupInfo[]) => void;
  /** Told whether this browser is signed in to a profile (a slow table needs one). */
  onSignedIn?: (signedIn: boolean) => void;
} = {}) {
  const { t, lang } = useFrontWords();
  const [me, setMe] = useState<ProfileInfo | null | undefined>(undefined);
  const [tables, setTables] = useState<MyTable[]>([]);
  const [groups, setGroups] = useState<GroupInfo[]>([]);
  const [invite, setInvite] = useState<GroupInvite | null>(null);
  // Read once: the front page rewrites its address as the form changes.
  const [inviteCode] = useState(groupInAddress);
  const [devices, setDevices] = useState<{ devices: DeviceInfo[]; passkeys: number } | null>(null);
  const [name, setName] = useState(loadName);
  const [code, setCode] = useState(codeInAddress);
  const [link, setLink] = useState<{ code: string; minutes: number; qr: string } | null>(null);
  const [note, setNote] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);

  const refresh = async () => {
    const p = await api.whoAmI();
    setMe(p);
    saveSignedIn(!!p);
    onSignedIn?.(!!p);
    if (p) {
      setTables(await api.myTables());
      setDevices(await api.myDevices());
      const gs = await api.myGroups();
      setGroups(gs);
      onGroups?.(gs);
    } else {
      setTables([]);
      setDevices(null);
      setLink(null);
      setGroups([]);
      onGroups?.([]);
    }
  };
  useEffect(() => {
    refresh().catch(() => setMe(null));
    // A group's link: its name, to accept (a wrong or old link says so).
    const inv = groupInAddress();
    if (inv)
      api.groupInvite(inv).then(setInvite, (e: unknown) => void thrownTextSoon(e, lang).then(setError));
  }, []);

  /** Runs a request; a refusal is said under the panel in the player's language. */
  const run = (f: () => Promise<unknown>) => async () => {
    setError(null);
    setNote(null);
    try {
      await f();
      await refresh();
    } catch (e) {
      setError(await thrownTextSoon(e, lang));
      await refresh().catch(() => {});
    }
  };

  const make = run(async () => {
    await api.makeProfile(name.trim(), heldTickets());
    saveName(name.trim());
    setNote(t('profileMade'));
  });
  const byCode = run(async () => {
    const p = await api.signInWithCode(code);
    setCode('');
    setNote(t('signedIn', { name: p.name }));
  });
  const byPasskey = run(async () => {
    const p = await api.signInWithPasskey();
    setNote(t('signedIn', { name: p.name }));
  });
  const addKey = run(async () => {
    await api.addPasskey();
    setNote(t('passkeyAdded'));
  });
  const newGroup = (groupName: string) =>
    void run(async () => {
      const g = await api.makeGroup(groupName);
      setNote(t('groupMade', { name: g.name }));
    })();
  const join = () =>
    void run(async () => {
      if (!invite) return;
      await api.joinGroup(inviteCode);
      setNote(t('groupJoined', { name: invite.name }));
      setInvite(null);
    })();
  const leave = (g: GroupInfo) =>
    void run(async () => {
      await api.leaveGroup(g.id);
      setNote(t('groupLeft', { name: g.name }));
    })();
  const showCode = run(async () => {
    const c = await api.newLinkCode();
    const QR = await import('qrcode');
    const qr = await QR.toDataURL(`${location.origin}/?code=${encodeURIComponent(c.code)}`, {
      margin: 1,
      width: 180,
    });
    setLink({ code: c.code, minutes: Math.round(c.lifetimeMs / 60_000), qr });
  });

  // Until the server answers, the panel keeps the shape it will most likely have (the guest's form,
  // its buttons held; a reserved block where this browser was signed in), so the page below it does
  // not jump when the answer comes (the front page's layout shift was 0.59 on a phone).
  const asking = me === undefined;
  if (asking && wasSignedIn())
    return <section className="panel profile profile-asking" aria-busy="true" data-testid="profile" />;

  if (!me)
    return (
      <section className="panel profile" aria-labelledby="profile-h" data-testid="profile">
        <h2 id="profile-h">{t('profileMake')}</h2>
        {invite ? (
          <p data-testid="group-invite">
            {t('groupJoinAsk', { name: invite.name })} {t('groupJoinNeedsProfile')}
          </p>
        ) : null}
        <p className="muted">{t('profileMakeHelp')}</p>
        <div className="row">
          <input
            type="text"
            value={name}
            maxLength={40}
            onChange={(e) => setName(e.target.value)}
            placeholder={t('yourName')}
            autoComplete="nickname"
            data-testid="profile-name"
            aria-label={t('yourName')}
          />
          <button
            type="button"
            className="btn primary"
            disabled={asking || !name.trim()}
            onClick={() => void make()}
            data-testid="profile-make"
          >
            {t('profileMake')}
          </button>
        </div>
        <h3>{t('signInTitle')}</h3>
        <div className="row">
          <button
            type="button"
            className="btn"
            disabled={asking}
            onClick={() => void byPasskey()}
            data-testid="signin-passkey"
          >
            {t('signInPasskey')}
          </button>
        </div>
        <div className="row">
          <input
            type="text"
            value={code}
            maxLength={20}
            onChange={(e) => setCode(e.target.value)}
            placeholder="ABCD-EFGH"
            autoComplete="one-time-code"
            aria-label={t('signInCode')}
            data-testid="signin-code"
          />
          <button
            type="button"
            className="btn"
            disabled={asking || !code.trim()}
            onClick={() => void byCode()}
            data-testid="signin-code-go"
          >
            {t('signInCodeGo')}
          </button>
        </div>
        {note ? <p data-testid="profile-note">{note}</p> : null}
        {error ? (
          <p className="error" role="alert" data-testid="profile-error">
            {error}
          </p>
        ) : null}
      </section>
    );

  const date = (iso: string) =>
    new Date(iso).toLocaleString(lang, { dateStyle: 'medium', timeStyle: 'short' });
  const turn = (tb: MyTable): string => {
    if (tb.status === 'over') return t('myTableOver');
    if (tb.status === 'waiting') return t('myTableWaiting');
    if (tb.yourTurn) return t('myTableYourTurn');
    const mine = tb.seat;
    const names = tb.toAct
      .map((s) => (mine === null || s < mine ? tb.others[s] : tb.others[s - 1]) ?? '')
      .filter(Boolean);
    return names.length ? t('myTableTurnOf', { names: names.join(', ') }) : '';
  };

  return (
    <section className="panel profile" aria-labelledby="profile-h" data-testid="profile">
      <h2 id="profile-h" data-testid="profile-me">
        {t('profileYouAre', { name: me.name })}
      </h2>
      {note ? <p data-testid="profile-note">{note}</p> : null}
      {error ? (
        <p className="error" role="alert" data-testid="profile-error">
          {error}
        </p>
      ) : null}
      <h3>{t('myTables')}</h3>
      {tables.length ? (
        <ul className="my-tables" data-testid="my-tables">
          {tables.map((tb) => (
            <li key={tb.id} data-table={tb.id} className={tb.yourTurn ? 'your-turn' : undefined}>
              <a
                className={tb.yourTurn ? 'btn primary' : 'btn'}
                href={tableHref(tb)}
                onClick={(e) => (e.preventDefault(), navigate(tableHref(tb)))}
              >
                {isGameId(tb.game) ? gameName(tb.game, lang) : tb.game}
              </a>{' '}
              {tb.group ? <span>{t('myTableGroup', { group: tb.group })} · </span> : null}
              <span>{t('myTableWith', { names: tb.others.filter(Boolean).join(', ') })}</span> ·{' '}
              <strong>{tb.invite ? t('myTableOpenSeat') : turn(tb)}</strong>
              {tb.deadline ? (
                <>
                  {' '}
                  <time dateTime={tb.deadline} data-testid="my-table-deadline">
                    {t('myTableDeadline', { when: date(tb.deadline) })}
                  </time>
                </>
              ) : null}
            </li>
          ))}
        </ul>
      ) : (
        <p className="muted">{t('myTablesEmpty')}</p>
      )}
      <GroupsPanel groups={groups} invite={invite} onMake={newGroup} onJoin={join} onLeave={leave} />
      <p>
        <a
          className="btn"
          href="/history"
          onClick={(e) => (e.preventDefault(), navigate('/history'))}
          data-testid="history-link"
        >
          {t('historyLink')}
        </a>
      </p>
      <NotifyDetails />
      <details className="devices">
        <summary data-testid="devices-open">{t('devices')}</summary>
        <div className="row">
          <button type="button" className="btn" onClick={() => void showCode()} data-testid="link-code-make">
            {t('linkCodeMake')}
          </button>
          <button type="button" className="btn" onClick={() => void addKey()} data-testid="passkey-add">
            {t('passkeyAdd')}
          </button>
        </div>
        {link ? (
          <div className="link-code">
            <p>
              <strong data-testid="link-code">{link.code}</strong>
            </p>
            <img src={link.qr} alt={t('linkCodeQr')} width={180} height={180} data-testid="link-qr" />
            <p className="muted">{t('linkCodeHelp', { n: link.minutes })}</p>
          </div>
        ) : null}
        {devices ? (
          <>
            <p className="muted" data-testid="passkey-count">
              {t('passkeyCount', { n: devices.passkeys })}
            </p>
            <ul data-testid="device-list">
              {devices.devices.map((d) => (
                <li key={d.id}>
                  {d.device || t('deviceUnknown')}
                  {d.current ? ` (${t('deviceThis')})` : ''} · {t('deviceSince', { date: date(d.createdAt) })}{' '}
                  <button
                    type="button"
                    className="btn"
                    onClick={() => void run(() => api.signOutDevice(d.id))()}
                  >
                    {t('deviceSignOut')}
                  </button>
                </li>
              ))}
            </ul>
            <button type="button" className="btn" onClick={() => void run(api.signOutEverywhere)()}>
              {t('signOutEverywhere')}
            </button>
          </>
        ) : null}
      </details>
      <details className="your-data">
        <summary>{t('yourData')}</summary>
        <a className="btn" href="/api/me/data" download data-testid="data-download">
          {t('dataDownload')}
        </a>{' '}
        {confirmDelete ? (
          <span className="row">
            <span>{t('profileDeleteConfirm')}</span>
            <button
              type="button"
              className="btn danger"
              onClick={() =>
                void run(async () => (await api.deleteProfile(), setNote(t('profileDeleted'))))()
              }
              data-testid="profile-delete-yes"
            >
              {t('profileDeleteYes')}
            </button>
          </span>
        ) : (
          <button
            type="button"
            className="btn"
            onClick={() => setConfirmDelete(true)}
            data-testid="profile-delete"
          >
            {t('profileDelete')}
          </button>
        )}
      </details>
    </section>
  );
}
