/**
 * Groups (issue 33), inside the profile's panel: the invite from a group's link (`/?group=…`) to
 * accept, my groups with their members, link and tables (a finished one opens its review), making a
 * group and leaving one. A table for a group is made from the front page's form (its group choice).
 */
import { useState } from 'react';
import type { GroupInfo, GroupInvite } from '@kortbord/protocol';
import { GAME_IDS, type GameId } from '@kortbord/engine';
import { useFrontWords } from '../i18n/front-words';
import { gameName } from '../i18n/strings';
import { groupLink } from '../net/profile-api';
import { navigate, reviewPath } from '../routes';

const isGameId = (g: string): g is GameId => (GAME_IDS as readonly string[]).includes(g);

/** A group's invite in the address (`/?group=…`, from its link). */
export const groupInAddress = (): string => {
  const v = typeof location === 'undefined' ? '' : (new URLSearchParams(location.search).get('group') ?? '');
  return /^[A-Za-z0-9_-]{1,64}$/.test(v) ? v : '';
};

export function GroupsPanel({
  groups,
  invite,
  onMake,
  onJoin,
  onLeave,
}: {
  groups: readonly GroupInfo[];
  /** A group's link opened on this page, not yet joined. */
  invite: GroupInvite | null;
  onMake: (name: string) => void;
  onJoin: () => void;
  onLeave: (g: GroupInfo) => void;
}) {
  const { t, lang } = useFrontWords();
  const [name, setName] = useState('');
  const open = (path: string) => (e: { preventDefault: () => void }) => (e.preventDefault(), navigate(path));
  const game = (g: string) => (isGameId(g) ? gameName(g, lang) : g);

  return (
    <section className="profile-groups" aria-labelledby="groups-h" data-testid="groups">
      <h3 id="groups-h">{t('groupsTitle')}</h3>
      {invite && !groups.some((g) => g.id === invite.id) ? (
        <p className="row" data-testid="group-invite">
          <span>{t('groupJoinAsk', { name: invite.name })}</span>{' '}
          <button type="button" className="btn primary" onClick={onJoin} data-testid="group-join">
            {t('groupJoin')}
          </button>
        </p>
      ) : null}
      {groups.length === 0 ? <p className="muted">{t('groupsEmpty')}</p> : null}
      <ul className="group-list" data-testid="group-list">
        {groups.map((g) => (
          <li key={g.id} data-group={g.id}>
            <strong>{g.name}</strong>
            <p>{t('groupMembers', { names: g.members.map((m) => m.name).join(', ') })}</p>
            <ul className="group-ratings" data-testid="group-ratings">
              {g.members.map((m) => {
                const rated = GAME_IDS.filter((id) => m.ratings[id]);
                if (!rated.length) return null;
                return (
                  <li key={m.id}>
                    {m.name}:{' '}
                    {rated
                      .map((id) => {
                        const r = m.ratings[id];
                        const value = r ? t('ratingValue', { n: r.rating }) : '';
                        return `${game(id)} ${value}${r?.provisional ? ` (${t('ratingProvisional')})` : ''}`;
                      })
                      .join(', ')}
                  </li>
                );
              })}
            </ul>
            <label>
              {t('groupInvite')}{' '}
              <input
                readOnly
                value={groupLink(g.invite)}
                data-testid="group-link"
                onFocus={(e) => e.target.select()}
              />
            </label>
            <h4>{t('groupRecent')}</h4>
            {g.tables.length ? (
              <ul data-testid="group-tables">
                {g.tables.map((tb) => (
                  <li key={tb.id}>
                    {tb.lastFinished !== null ? (
                      <a
                        href={reviewPath(tb.id, tb.lastFinished)}
                        onClick={open(reviewPath(tb.id, tb.lastFinished))}
                      >
                        {game(tb.game)}
                      </a>
                    ) : (
                      game(tb.game)
                    )}{' '}
                    · <span>{t('myTableWith', { names: tb.names.filter(Boolean).join(', ') })}</span> ·{' '}
                    <span className="muted">
                      {new Date(tb.createdAt).toLocaleDateString(lang, { dateStyle: 'medium' })}
                    </span>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="muted">{t('groupRecentNone')}</p>
            )}
            <button type="button" className="btn ghost" onClick={() => onLeave(g)}>
              {t('groupLeave')}
            </button>
          </li>
        ))}
      </ul>
      <div className="row">
        <label>
          {t('groupName')}{' '}
          <input
            value={name}
            maxLength={40}
            placeholder={t('groupNamePlaceholder')}
            onChange={(e) => setName(e.target.value)}
            data-testid="group-name"
          />
        </label>
        <button
          type="button"
          className="btn"
          disabled={!name.trim()}
          onClick={() => (onMake(name.trim()), setName(''))}
          data-testid="group-make"
        >
          {t('groupMake')}
        </button>
      </div>
    </section>
  );
}
