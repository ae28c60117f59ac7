/**
 * What a new player needs around the table (issue 39): the page's heading, the keyboard's way to
 * the cards, a table that does not exist, and the offline table's leave and new game.
 */
import { useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { GAME_IDS, type GameId } from '@kortbord/engine';
import type { TableMeta } from '../game/session';
import { useTableWords, type TableSay } from '../i18n/table-words';
import { gameName, type Lang } from '../i18n/strings';
import { navigate } from '../routes';
import { focusCards } from './focus';
import { SKIP_SLOT } from './skip-slot';

type T = TableSay;

const isGame = (g: string | null | undefined): g is GameId =>
  !!g && (GAME_IDS as readonly string[]).includes(g);

/** The page's one <h1>: the game and the table (offline: against bots). */
export function tableHeading(meta: TableMeta | null, game: string | null, lang: Lang, t: T): string {
  const g = game ?? meta?.game ?? null;
  const name = isGame(g) ? gameName(g, lang) : 'kortbord';
  if (!meta || meta.id === 'local') return t('tableHeadingOffline', { game: name });
  return t('tableHeading', { game: name, id: meta.id });
}

/**
 * "To your cards" as the page's first Tab stop, shown when focused: the header's links and
 * toggles come before the table, and a player at the keyboard wants their hand first.
 */
export function SkipToCards() {
  const { t } = useTableWords();
  const [slot, setSlot] = useState<Element | null>(null);
  useEffect(() => setSlot(document.getElementById(SKIP_SLOT)), []);
  if (!slot) return null;
  return createPortal(
    <a
      className="skip-link btn primary"
      href="#my-cards"
      data-testid="skip-to-cards"
      onClick={(e) => {
        e.preventDefault();
        focusCards();
      }}
    >
      {t('skipToCards')}
    </a>,
    slot,
  );
}

/** A table the server does not have: only that, and the way home (no connection to speak of). */
export function TableMissing() {
  const { t } = useTableWords();
  return (
    <section className="panel table-missing" data-testid="table-missing">
      <h1>{t('tableMissing')}</h1>
      <p>{t('tableMissingWhy')}</p>
      <a
        className="btn primary"
        href="/"
        onClick={(e) => (e.preventDefault(), navigate('/'))}
        data-testid="to-front-page"
      >
        {t('toFrontPage')}
      </a>
    </section>
  );
}

/**
 * The offline table's own ways out: back to the front page, or the same game and seats with new
 * cards. A game not yet over is not thrown away without asking.
 */
export function OfflineControls({
  over,
  onLeave,
  onNew,
}: {
  over: boolean;
  onLeave: () => void;
  onNew: () => void;
}) {
  const { t } = useTableWords();
  const [asking, setAsking] = useState<'leave' | 'new' | null>(null);
  const yes = useRef<HTMLButtonElement>(null);
  // The question replaces the buttons: focus on its answer, not lost to the page's start.
  useEffect(() => {
    if (asking) yes.current?.focus();
  }, [asking]);
  if (asking)
    return (
      <span className="row" role="group" aria-label={t(asking === 'leave' ? 'offlineLeave' : 'offlineNew')}>
        <span data-testid="offline-ask">{t(asking === 'leave' ? 'offlineLeaveAsk' : 'offlineNewAsk')}</span>
        <button
          type="button"
          className="btn"
          data-testid="offline-yes"
          ref={yes}
          onClick={() => {
            setAsking(null);
            (asking === 'leave' ? onLeave : onNew)();
          }}
        >
          {t(asking === 'leave' ? 'offlineLeaveYes' : 'offlineNewYes')}
        </button>
        <button type="button" className="btn ghost" data-testid="offline-no" onClick={() => setAsking(null)}>
          {t('offlineKeepPlaying')}
        </button>
      </span>
    );
  return (
    <>
      <button
        type="button"
        className="btn ghost"
        data-testid="offline-new"
        onClick={() => (over ? onNew() : setAsking('new'))}
      >
        {t('offlineNew')}
      </button>
      <button
        type="button"
        className="btn ghost"
        data-testid="offline-leave"
        onClick={() => (over ? onLeave() : setAsking('leave'))}
      >
        {t('offlineLeave')}
      </button>
    </>
  );
}
