import { useEffect, useLayoutEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { SuitIcon } from '../cards/Card';
import type { SuitCode } from '../cards/codes';
import { actionId, buttonActions, groupByType, matchSelection, type Act } from '../game/actions';
import { actionLabel, type MoveCtx } from '../game/describe';
import { useTableWords } from '../i18n/table-words';
import { CardImg } from './bits';
import { Fold } from './Fold';

export interface ActionPanelProps {
  readonly legal: readonly Act[];
  readonly selected: readonly string[];
  readonly ctx: MoveCtx;
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
/** On a phone fewer: a type with more choices shows one button that opens them (the first screen). */
const MANY_NARROW = 3;
const NARROW = '(max-width: 560px)';

function useNarrow(): boolean {
  const query = () => typeof matchMedia === 'function' && matchMedia(NARROW).matches;
  const [narrow, setNarrow] = useState(query);
  useEffect(() => {
    if (typeof matchMedia !== 'function') return;
    const mq = matchMedia(NARROW);
    const on = () => setNarrow(mq.matches);
    mq.addEventListener('change', on);
    return () => mq.removeEventListener('change', on);
  }, []);
  return narrow;
}

/**
 * Whether the choices, laid out in full, would end below a phone's first screen (the page at its
 * top): then every kind with more than one choice folds. Measured, not guessed, because what fits
 * depends on the hand, the groups on the table, the names and the fonts. Decided once per set of
 * choices (no back and forth), and measured again when the page above the choices changes size.
 */
function useSqueeze(panel: RefObject<HTMLElement | null>, narrow: boolean, choices: string): boolean {
  const [squeezedFor, setSqueezedFor] = useState<string | null>(null);
  const squeeze = narrow && squeezedFor === choices;
  useLayoutEffect(() => {
    const el = panel.current;
    if (!narrow || squeeze || !el) return;
    const check = () => {
      if (el.getBoundingClientRect().bottom + window.scrollY > window.innerHeight) setSqueezedFor(choices);
    };
    check();
    window.addEventListener('resize', check);
    const ro = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(check);
    ro?.observe(el.closest('.table-page') ?? document.body);
    return () => {
      window.removeEventListener('resize', check);
      ro?.disconnect();
    };
  });
  return squeeze;
}

/**
 * The words several labels begin with, up to a word's end ('' when under two words, unless one
 * ending in a colon, or when a button would be left with nothing): "Tuffa Viktor: sikre gruppe 1" … "5" share "Tuffa Viktor: sikre gruppe ".
 */
export function sharedLead(labels: readonly string[]): string {
  if (labels.length < 2) return '';
  let n = 0;
  const first = labels[0] as string;
  while (n < first.length && labels.every((l) => l[n] === first[n])) n++;
  const cut = first.lastIndexOf(' ', n - 1);
  const lead = cut > 0 ? first.slice(0, cut + 1) : '';
  const words = lead.trim().includes(' ') || lead.trim().endsWith(':');
  return words && labels.every((l) => l.length > lead.length) ? lead : '';
}

function ActionButton({
  a,
  label,
  short,
  onAct,
  disabled,
  primary,
  suggested,
}: {
  a: Act;
  label: string;
  /** The part of the label shown when the group's shared words stand before the buttons. */
  short?: string;
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
      aria-label={short ? label : undefined}
      onClick={() => onAct(a)}
    >
      {suit ? <SuitIcon suit={suit} size={18} /> : null} {card ? <CardImg code={card} width={28} /> : null}{' '}
      {short ?? label}
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
  const { t } = useTableWords();
  const [open, setOpen] = useState<string | null>(null);
  const narrow = useNarrow();
  const many = narrow ? MANY_NARROW : MANY;
  // A new set of choices starts closed again.
  const choices = legal.map(actionId).join('|');
  useEffect(() => setOpen(null), [choices]);
  const matches = matchSelection(legal, selected);
  const buttons = buttonActions(legal);
  const groups = groupByType(buttons);
  const ref = useRef<HTMLElement>(null);
  const squeeze = useSqueeze(ref, narrow, choices);
  // A phone with choices of several kinds (Vivan's targets and Arrestering's) folds each kind with
  // more than one, so that together they stay on the first screen; so does any phone whose choices
  // were measured to end below it.
  const crowded = squeeze || (narrow && groups.length > 1 && buttons.length > MANY_NARROW + 1);
  return (
    <section
      ref={ref}
      className="actions panel"
      aria-label={t('act_other')}
      data-testid="actions"
      data-legal={JSON.stringify(legal)}
      data-pending={pending}
      data-squeezed={squeeze || undefined}
    >
      {banner}
      {stuck && selected.length === 0 ? (
        <Fold key={stuck} lines={[stuck]} className="muted" testId="stuck" />
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
            folded(list, crowded ? 1 : many, ctx, squeeze) &&
            open !== type &&
            !list.some((a) => actionId(a) === suggested) ? (
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
              <ButtonGroup
                key={type}
                list={list}
                ctx={ctx}
                onAct={onAct}
                disabled={pending}
                suggested={suggested ?? null}
              />
            ),
          )}
        </div>
      )}
      {legal.length > 0 &&
        !squeeze &&
        selected.length === 0 &&
        matches.length === 0 &&
        legal.some((a) => !buttons.includes(a)) && (
          <p className="muted" data-testid="select-hint" style={{ margin: 0, fontSize: '0.85rem' }}>
            {t('selectHint')}
          </p>
        )}
    </section>
  );
}

/**
 * Whether a type's buttons are folded behind one: more than MANY, or (on a phone) more than `many`
 * unless they are short enough to share a line ("sikre gruppe 1 2 3 4 5"); any more than `many`
 * when the choices were measured not to fit (`squeeze`).
 */
function folded(list: readonly Act[], many: number, ctx: ActionPanelProps['ctx'], squeeze: boolean): boolean {
  if (list.length > MANY || (squeeze && list.length > many)) return true;
  if (list.length <= many) return false;
  const labels = list.map((a) => actionLabel(a, ctx));
  const lead = sharedLead(labels);
  return !lead || labels.some((l) => l.length - lead.length > 4);
}

/**
 * One type's buttons. Three or more that begin with the same words show those words once, then
 * short buttons ("sikre gruppe: 1 2 3 4 5"), so that a phone's choices fit on its first screen; each
 * button keeps its whole label for assistive technology.
 */
function ButtonGroup({
  list,
  ctx,
  onAct,
  disabled,
  suggested,
}: {
  list: readonly Act[];
  ctx: ActionPanelProps['ctx'];
  onAct: (a: Act) => void;
  disabled: boolean;
  suggested: string | null;
}) {
  const labels = list.map((a) => actionLabel(a, ctx));
  const lead = list.length >= 3 ? sharedLead(labels) : '';
  const buttons = list.map((a, i) => (
    <ActionButton
      key={actionId(a)}
      a={a}
      label={labels[i] as string}
      short={lead ? (labels[i] as string).slice(lead.length) : undefined}
      onAct={onAct}
      disabled={disabled}
      suggested={actionId(a) === suggested}
    />
  ));
  if (!lead) return <>{buttons}</>;
  return (
    <div className="action-group" role="group" aria-label={lead.trim()}>
      <span className="action-lead">{lead.trim()}</span>
      {buttons}
    </div>
  );
}
