/**
 * The hint at the table (issue 17): a button on the player's turn where the table allows hints, a
 * progress bar while the search runs, then the suggested move and why, in the player's language. The
 * suggested cards and button are highlighted by the table itself (TableView's `suggested`).
 */
import { type GameId } from '@kortbord/engine';
import { sayHintReason } from '@kortbord/words';
import { actionLabel, seatName, type MoveCtx } from '../game/describe';
import type { HintState } from '../game/session';
import { useTableWords } from '../i18n/table-words';

export function HintBox({
  hint,
  onAsk,
  game,
  ctx,
}: {
  hint: HintState | null;
  onAsk: () => void;
  game: GameId;
  ctx: MoveCtx;
}) {
  const { t, lang } = useTableWords();
  const thinking = hint?.status === 'thinking';

  return (
    <div
      className="hint-box row"
      data-testid="hint-box"
      data-hint={hint?.status ?? 'none'}
      data-action={hint?.status === 'ready' ? JSON.stringify(hint.action) : undefined}
    >
      <button
        type="button"
        className="btn ghost"
        onClick={onAsk}
        disabled={!!hint}
        aria-busy={thinking}
        data-testid="hint"
      >
        💡 {t('hintButton')}
      </button>
      {thinking ? (
        <span role="status" className="muted">
          {t('hintThinking')} <progress aria-label={t('hintThinking')} />
        </span>
      ) : null}
      {hint?.status === 'ready' ? (
        <span role="status" data-testid="hint-text">
          <strong>{t('hintSuggest', { move: actionLabel(hint.action, ctx) })}</strong> –{' '}
          {/* The reason in card terms first; the test games' figures second, in plain words. */}
          {sayHintReason(
            game,
            hint,
            lang,
            (a) => actionLabel(a, ctx),
            (s, as) => seatName(ctx, s, as),
          )}
          {hint.left !== undefined ? (
            <span className="muted"> ({t('hintsLeft', { n: hint.left })})</span>
          ) : null}
        </span>
      ) : null}
    </div>
  );
}
