import { useState, type ReactNode } from 'react';
import type { Json } from '@kortbord/engine';
import { SuitIcon } from '../cards/Card';
import type { SuitCode } from '../cards/codes';
import { actionId, buttonActions, groupByType, matchSelection, type Act } from '../game/actions';
import { actionLabel, type Names } from '../game/describe';
import { useLang } from '../i18n/lang';
import { CardImg } from './bits';

export interface ActionPanelProps {
  readonly legal: readonly Act[];
  readonly selected: readonly string[];
  readonly ctx: Names & { options: Record<string, Json>; phase: string; penalty?: number };
  readonly pending: boolean;
  readonly onAct: (a: Act) => void;
  readonly onClear: () => void;
  readonly banner?: ReactNode;
  /** Why the selection is no legal action, or what it still needs: in the player's words. */
  readonly note?: string | null;
  /** Why nothing in the hand can be played now (every card is dimmed). */
  readonly stuck?: string | null;
  /** The action a hint suggests (its actionId): its button is highlighted. */
  readonly suggested?: string | null;
}

/** Types whose buttons stand out: the answers, the knock, the call. */
const LOUD = new Set(['knock', 'smockan', 'arrest']);
const MANY = 6;

function ActionButton({
  a,
  label,
  onAct,
  disabled,
  primary,
  suggested,
}: {
  a: Act;
  label: string;
  onAct: (a: Act) => void;
  disabled: boolean;
  primary?: boolean;
  suggested?: boolean;
}) {
  const suit =
    typeof a['suit'] === 'string' && ['C', 'D', 'H', 'S'].includes(a['suit'])
      ? (a['suit'] as SuitCode)
      : null;
  const card = a.type === 'take' && typeof a['card'] === 'string' ? a['card'] : null;
  return (
    <button
      type="button"
      className={`btn ${primary || LOUD.has(a.type) ? 'primary' : ''} ${suit ? 'suit-btn' : ''} ${a.type === 'knock' ? 'big' : ''} ${suggested ? 'suggested' : ''}`}
      data-action={actionId(a)}
      data-suggested={suggested || undefined}
      data-type={a.type}
      disabled={disabled}
      onClick={() => onAct(a)}
    >
      {suit ? <SuitIcon suit={suit} size={18} /> : null} {card ? <CardImg code={card} width={28} /> : null}{' '}
      {label}
    </button>
  );
}

/** The seat's choices: what the selected cards can do, and every action that needs no cards. */
export function ActionPanel({
  legal,
  selected,
  ctx,
  pending,
  onAct,
  onClear,
  banner,
  note,
  stuck,
  suggested,
}: ActionPanelProps) {
  const { t } = useLang();
  const [open, setOpen] = useState<string | null>(null);
  const matches = matchSelection(legal, selected);
  const buttons = buttonActions(legal);
  const groups = groupByType(buttons);
  return (
    <section
      className="actions panel"
      aria-label={t('act_other')}
      data-testid="actions"
      data-legal={JSON.stringify(legal)}
      data-pending={pending}
    >
      {banner}
      {stuck && selected.length === 0 ? (
        <p className="muted" data-testid="stuck" style={{ margin: 0 }}>
          {stuck}
        </p>
      ) : null}
      {selected.length > 0 && (
        <div className="action-buttons" data-testid="selection-actions">
          {matches.length ? (
            matches.map((a) => (
              <ActionButton
                key={actionId(a)}
                a={a}
                label={actionLabel(a, ctx, true)}
                onAct={onAct}
                disabled={pending}
                primary
                suggested={actionId(a) === suggested}
              />
            ))
          ) : (
            <span className="muted" data-testid="selection-note">
              {note ?? t('noMatch')}
            </span>
          )}
          <button type="button" className="btn ghost" onClick={onClear}>
            {t('clearSelection')}
          </button>
        </div>
      )}
      {groups.length > 0 && (
        <div className="action-buttons" data-testid="button-actions">
          {groups.map(([type, list]) =>
            list.length > MANY && open !== type && !list.some((a) => actionId(a) === suggested) ? (
              <button
                key={type}
                type="button"
                className="btn"
                data-expand={type}
                aria-expanded={false}
                onClick={() => setOpen(type)}
              >
                {actionLabel(list[0] as Act, ctx).split(':')[0]} … ({list.length})
              </button>
            ) : (
              list.map((a) => (
                <ActionButton
                  key={actionId(a)}
                  a={a}
                  label={actionLabel(a, ctx)}
                  onAct={onAct}
                  disabled={pending}
                  suggested={actionId(a) === suggested}
                />
              ))
            ),
          )}
        </div>
      )}
      {legal.length > 0 &&
        selected.length === 0 &&
        matches.length === 0 &&
        legal.some((a) => !buttons.includes(a)) && (
          <p className="muted" style={{ margin: 0, fontSize: '0.85rem' }}>
            {t('selectHint')}
          </p>
        )}
    </section>
  );
}
