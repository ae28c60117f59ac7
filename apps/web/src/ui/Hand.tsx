import { useLayoutEffect, useRef, useState, type CSSProperties, type KeyboardEvent } from 'react';
import { CardSvg } from '../cards/Card';
import { cardName } from '../cards/codes';
import { useTableWords } from '../i18n/table-words';
import { GAP, handLayout } from './layout';

export type Zone = 'hand' | 'faceUp';

/** One of the seat's own cards: its zone, its code, and which copy of that code it is. */
export interface OwnCard {
  readonly zone: Zone;
  readonly code: string;
  readonly nth: number;
}

export const ownCardId = (c: OwnCard): string => `${c.zone}:${c.code}:${c.nth}`;

/** The seat's cards of one zone in display order, with each copy of a code numbered. */
export function ownCardsOf(zone: Zone, codes: readonly string[]): OwnCard[] {
  const seen = new Map<string, number>();
  return codes.map((code) => {
    const nth = seen.get(code) ?? 0;
    seen.set(code, nth + 1);
    return { zone, code, nth };
  });
}

export interface HandProps {
  readonly cards: readonly OwnCard[];
  readonly selected: ReadonlySet<string>;
  /** Cards some legal action uses (the others are dimmed while the seat may act). */
  readonly usable: (c: OwnCard) => boolean;
  /** Why a card that is not usable cannot be used now, read by assistive technology. */
  readonly unusableWhy?: string | null;
  readonly interactive: boolean;
  readonly onToggle: (c: OwnCard) => void;
  readonly onQuick: (c: OwnCard) => void;
  readonly label: string;
  readonly testId?: string;
  /** Card codes a hint suggests (highlighted). */
  readonly suggested?: ReadonlySet<string>;
}

/** The hand's width and the card width the style sheet gives, kept current as the page resizes. */
function useMeasure() {
  const ref = useRef<HTMLDivElement>(null);
  const [size, setSize] = useState({ width: 0, card: 0 });
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const measure = () => {
      const style = getComputedStyle(el);
      const pad = parseFloat(style.paddingLeft) + parseFloat(style.paddingRight);
      const width = Math.floor(el.clientWidth - pad);
      const card = parseFloat(style.getPropertyValue('--card-w')) || 76;
      setSize((s) => (s.width === width && s.card === card ? s : { width, card }));
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const ro = new ResizeObserver(measure);
    ro.observe(el);
    return () => ro.disconnect();
  }, []);
  return { ref, ...size };
}

/** Every card button of the seat's own cards (hand and table cards), in reading order. */
const cardButtons = (from: Element): HTMLButtonElement[] =>
  Array.from(
    from.closest('.seat-box')?.querySelectorAll<HTMLButtonElement>('.hand button.card-btn') ??
      from.closest('.hand')?.querySelectorAll<HTMLButtonElement>('button.card-btn') ??
      [],
  );

/**
 * The seat's own cards as buttons: tap to select, double-tap (or Shift+Enter) to play one alone. The
 * hand spreads over the width it has and overlaps only when the cards do not fit side by side.
 */
export function Hand({
  cards,
  selected,
  usable,
  unusableWhy,
  interactive,
  onToggle,
  onQuick,
  label,
  testId,
  suggested,
}: HandProps) {
  const { lang, t } = useTableWords();
  const { ref, width, card } = useMeasure();
  const layout = handLayout(cards.length, width, card || 76);
  const whyId = `why-${testId ?? 'hand'}`;
  const onKey = (e: KeyboardEvent<HTMLButtonElement>, c: OwnCard) => {
    if (e.key === 'Enter' && e.shiftKey) {
      e.preventDefault();
      onQuick(c);
      return;
    }
    const moves: Record<string, (i: number, n: number) => number> = {
      ArrowRight: (i) => i + 1,
      ArrowLeft: (i) => i - 1,
      Home: () => 0,
      End: (_, n) => n - 1,
    };
    const move = moves[e.key];
    if (move) {
      const buttons = cardButtons(e.currentTarget);
      const i = buttons.indexOf(e.currentTarget);
      buttons[move(i, buttons.length)]?.focus();
      e.preventDefault();
    }
  };
  const rows: OwnCard[][] = [];
  for (let i = 0; i < cards.length; i += layout.perRow) rows.push(cards.slice(i, i + layout.perRow));
  const style = { '--step-gap': `${Math.min(GAP, layout.step - (card || 76))}px` } as CSSProperties;
  return (
    <div
      className="hand"
      role="group"
      aria-label={label}
      data-testid={testId ?? 'hand'}
      data-rows={layout.rows}
      ref={ref}
      style={style}
    >
      {rows.map((row, r) => (
        <div className="hand-row" key={r}>
          {row.map((c) => {
            const id = ownCardId(c);
            const on = selected.has(id);
            const off = interactive && !usable(c) && !on;
            return (
              <button
                key={id}
                type="button"
                className={`card-btn ${off ? 'dim' : ''} ${suggested?.has(c.code) ? 'suggested' : ''}`}
                data-suggested={suggested?.has(c.code) || undefined}
                aria-pressed={on}
                aria-label={cardName(c.code, lang)}
                aria-disabled={off || undefined}
                aria-describedby={off ? whyId : undefined}
                data-code={c.code}
                data-zone={c.zone}
                data-card={id}
                disabled={!interactive}
                onClick={() => onToggle(c)}
                onDoubleClick={() => onQuick(c)}
                onKeyDown={(e) => onKey(e, c)}
              >
                <CardSvg code={c.code} />
              </button>
            );
          })}
        </div>
      ))}
      <span id={whyId} className="visually-hidden">
        {unusableWhy ?? t('cannotPlayNow')}
      </span>
    </div>
  );
}
