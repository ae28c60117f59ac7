import { CardSvg } from '../cards/Card';
import { cardName } from '../cards/codes';
import { useTableWords } from '../i18n/table-words';
import type { ConnectionStatus } from '../game/session';

/**
 * The widths a card on the table is drawn at, in pixels: each a class of the style sheet (`cw-34`),
 * since a page the server draws may carry no style attribute (its CSP drops them from the HTML).
 */
export type CardWidth = 26 | 28 | 32 | 34 | 36 | 40 | 44;
const widthClass = (width: CardWidth | undefined) => (width ? ` cw-${width}` : '');

/** A card lying on the table (not selectable): its face, or its back for null. */
export function CardImg({
  code,
  width,
  enter,
  className,
  back,
}: {
  code: string | null;
  width?: CardWidth | undefined;
  enter?: boolean;
  className?: string;
  /** What a back is (the stock, a face-down table card), read aloud in its place. */
  back?: string;
}) {
  const { lang, t } = useTableWords();
  return (
    <span
      className={`table-card ${enter ? 'enter' : ''} ${className ?? ''}${widthClass(width)}`}
      data-code={code ?? 'back'}
    >
      <CardSvg code={code} label={code === null ? (back ?? t('backUnknown')) : cardName(code, lang)} />
    </span>
  );
}

/** Cards side by side (overlapping when many), each entering with a short animation. */
export function CardRow({
  codes,
  width,
  overlap,
  label,
  animate = true,
  offset = 0,
  back,
}: {
  codes: readonly (string | null)[];
  width?: CardWidth;
  overlap?: boolean;
  label?: string;
  animate?: boolean;
  /** Position of the first card in its pile, so that only cards newly laid animate. */
  offset?: number;
  /** The name of a back (null) in the row. */
  back?: string;
}) {
  return (
    <div
      className={`card-row ${overlap ? 'overlap' : ''}${widthClass(width)}`}
      role="group"
      aria-label={label}
    >
      {codes.map((c, i) => (
        <CardImg key={`${offset + i}-${c ?? 'x'}`} code={c} width={width} enter={animate} back={back} />
      ))}
    </div>
  );
}

/** A hidden hand: a few backs and the count; the backs are named as the seat's hand. */
export function CountBacks({ count, name }: { count: number; name?: string }) {
  const { t } = useTableWords();
  const shown = Math.min(count, 6);
  return (
    <div className="count-backs">
      <div
        className="backs"
        data-count={count}
        role="img"
        aria-label={name ? t('handOf', { name, n: count }) : `${t('backHand')}: ${count}`}
      >
        {Array.from({ length: shown }, (_, i) => (
          <CardSvg key={i} code={null} />
        ))}
      </div>
      <span className="hand-count" data-testid="hand-count" aria-hidden="true">
        {count === 1 ? t('card1') : t('cards', { n: count })}
      </span>
    </div>
  );
}

export function ConnectionBadge({ status }: { status: ConnectionStatus }) {
  const { t } = useTableWords();
  const text = status === 'local' ? t('conn_local') : t(`conn_${status}`);
  return (
    <span className="conn" data-status={status} data-testid="connection" role="status" aria-live="polite">
      {text}
    </span>
  );
}
