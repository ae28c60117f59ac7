import type { CSSProperties } from 'react';
import { CardSvg } from '../cards/Card';
import { cardName } from '../cards/codes';
import { useTableWords } from '../i18n/table-words';
import type { ConnectionStatus } from '../game/session';

/** A card lying on the table (not selectable): its face, or its back for null. */
export function CardImg({
  code,
  width,
  enter,
  className,
  back,
}: {
  code: string | null;
  width?: number;
  enter?: boolean;
  className?: string;
  /** What a back is (the stock, a face-down table card), read aloud in its place. */
  back?: string;
}) {
  const { lang, t } = useTableWords();
  const style = width ? ({ '--w': `${width}px` } as CSSProperties) : undefined;
  return (
    <span
      className={`table-card ${enter ? 'enter' : ''} ${className ?? ''}`}
      style={style}
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
  width?: number;
  overlap?: boolean;
  label?: string;
  animate?: boolean;
  /** Position of the first card in its pile, so that only cards newly laid animate. */
  offset?: number;
  /** The name of a back (null) in the row. */
  back?: string;
}) {
  const style = width ? ({ '--w': `${width}px` } as CSSProperties) : undefined;
  return (
    <div className={`card-row ${overlap ? 'overlap' : ''}`} style={style} role="group" aria-label={label}>
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
