/**
 * The table's own rules, said where a new player meets them: the waiting room's game and house
 * rules, and "end the match", asked once more with what it will do.
 */
import { useState } from 'react';
import { GAME_IDS, type GameId } from '@kortbord/engine';
import type { TableMeta } from '../game/session';
import { houseRuleTexts } from '../game/house-rules';
import type { TableView } from '../game/view';
import { useMoveTimeText } from './FriendsBits';
import { useTableWords } from '../i18n/table-words';
import { gameName } from '../i18n/strings';

/** Which game the waiting table is for, and its house rules (the options that differ from the defaults). */
export function TableGameLine({ meta }: { meta: TableMeta }) {
  const { t, lang } = useTableWords();
  if (!(GAME_IDS as readonly string[]).includes(meta.game)) return null;
  const game = meta.game as GameId;
  const rules = houseRuleTexts(game, meta.options, lang);
  return (
    <p data-testid="table-game">
      <strong>{gameName(game, lang)}</strong> ·{' '}
      {rules.length ? t('tableRules', { rules: rules.join(', ') }) : t('tableRulesStandard')}
      {meta.slow ? (
        <>
          {' · '}
          <SlowLine slow={meta.slow} />
        </>
      ) : null}
    </p>
  );
}

/** A slow table's tempo in words (issue 34): the time per move and what happens when it runs out. */
export function SlowLine({ slow }: { slow: NonNullable<TableMeta['slow']> }) {
  const { t } = useTableWords();
  const moveText = useMoveTimeText();
  return (
    <span data-testid="table-tempo">
      {slow.moveMs === null
        ? t('slowTableNoLimit')
        : `${t('slowTableLine', { time: moveText(slow.moveMs) })}; ${t(slow.onDeadline === 'wait' ? 'slowTableWait' : 'slowTableBot')}`}
    </span>
  );
}

/**
 * "End the match", asked once more: the result is the standing after the finished rounds (the round
 * in play counts for nothing, and before any round is finished nobody wins), and with other people
 * seated it ends only once they have asked too (the server's rule).
 */
export function EndMatchButton({
  view,
  meta,
  onEnd,
}: {
  view: TableView;
  meta: TableMeta | null;
  onEnd: () => void;
}) {
  const { t } = useTableWords();
  const [asking, setAsking] = useState(false);
  if (!asking)
    return (
      <button type="button" className="btn ghost" onClick={() => setAsking(true)} data-testid="end-match">
        {t('endMatch')}
      </button>
    );
  const between = view.phase === 'round-over';
  const finished = between ? view.round : view.round - 1;
  const people = (meta?.seats ?? []).filter((s) => s.kind === 'human' && !s.standIn).length;
  const said = [
    t('endAsk'),
    finished === 0
      ? t('endAskNoRound')
      : finished === 1
        ? t('endAskOneRound')
        : t('endAskRounds', { n: finished }),
    finished > 0 && !between ? t('endAskCut') : '',
    people > 1 ? t('endAskAgree') : '',
  ].filter(Boolean);
  return (
    <span className="row" role="group" aria-label={t('endMatch')} data-testid="end-confirm">
      <span>{said.join(' ')}</span>
      <button
        type="button"
        className="btn"
        data-testid="end-yes"
        onClick={() => {
          setAsking(false);
          onEnd();
        }}
      >
        {t('endYes')}
      </button>
      <button type="button" className="btn ghost" onClick={() => setAsking(false)} data-testid="end-no">
        {t('endNo')}
      </button>
    </span>
  );
}
