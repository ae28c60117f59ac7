import type { KeyboardEvent } from 'react';
import { CardSvg } from '../cards/Card';
import { cardName } from '../cards/codes';
import { useLang } from '../i18n/lang';

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
  readonly interactive: boolean;
  readonly onToggle: (c: OwnCard) => void;
  readonly onQuick: (c: OwnCard) => void;
  readonly label: string;
  readonly testId?: string;
}

/** The seat's own cards as buttons: tap to select, double-tap (or Shift+Enter) to play one alone. */
export function Hand({ cards, selected, usable, interactive, onToggle, onQuick, label, testId }: HandProps) {
  const { lang } = useLang();
  const onKey = (e: KeyboardEvent<HTMLButtonElement>, c: OwnCard) => {
    if (e.key === 'Enter' && e.shiftKey) {
      e.preventDefault();
      onQuick(c);
      return;
    }
    if (e.key === 'ArrowRight' || e.key === 'ArrowLeft') {
      const buttons = Array.from(e.currentTarget.parentElement?.querySelectorAll('button') ?? []);
      const i = buttons.indexOf(e.currentTarget);
      const next = buttons[i + (e.key === 'ArrowRight' ? 1 : -1)];
      next?.focus();
      e.preventDefault();
    }
  };
  return (
    <div className="hand" role="group" aria-label={label} data-testid={testId ?? 'hand'}>
      {cards.map((c) => {
        const id = ownCardId(c);
        const on = selected.has(id);
        const ok = usable(c);
        return (
          <button
            key={id}
            type="button"
            className={`card-btn enter ${interactive && !ok && !on ? 'dim' : ''}`}
            aria-pressed={on}
            aria-label={cardName(c.code, lang)}
            data-code={c.code}
            data-zone={c.zone}
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
  );
}
