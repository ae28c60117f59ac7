import { useEffect, useRef, useState } from 'react';
import { useTableWords } from '../i18n/table-words';
import { ONE_COLUMN, useMediaNow } from './screen';

/**
 * The log as a drawer: closed on a narrow screen, where its summary line shows (and announces) the
 * latest line so that a phone player sees what the bots did; open beside the table on a wide one.
 */
export function LogDrawer({ lines, newFrom }: { lines: readonly string[]; newFrom?: number }) {
  const { t } = useTableWords();
  const now = useMediaNow();
  const [open, setOpen] = useState(() => !now(ONE_COLUMN));
  // Crossing the width (a turned tablet, a resized window) opens or closes it as a fresh page would.
  useEffect(() => {
    if (typeof matchMedia !== 'function') return;
    const mq = matchMedia(ONE_COLUMN);
    const onChange = () => setOpen(!mq.matches);
    mq.addEventListener('change', onChange);
    return () => mq.removeEventListener('change', onChange);
  }, []);
  const last = lines[lines.length - 1];
  return (
    <details
      className="panel log-drawer"
      open={open}
      onToggle={(e) => setOpen(e.currentTarget.open)}
      data-testid="log-drawer"
    >
      <summary title={t('logShow')}>
        <span className="log-title">{t('log')}</span>
        <span className="log-latest" data-testid="log-latest" aria-live="polite">
          {last ?? t('logEmpty')}
        </span>
      </summary>
      <Log lines={lines} {...(newFrom !== undefined ? { newFrom } : {})} />
    </details>
  );
}

/**
 * The log in words, kept scrolled to its newest line. `newFrom`: the first line that happened since
 * the player was last at this slow table (issue 34), marked with the lines after it.
 */
function Log({ lines, newFrom }: { lines: readonly string[]; newFrom?: number }) {
  const { t } = useTableWords();
  const ref = useRef<HTMLOListElement>(null);
  const last = lines[lines.length - 1];
  useEffect(() => {
    const el = ref.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [lines.length, last]);
  return (
    <ol className="log" data-testid="log" ref={ref}>
      {lines.map((l, i) => (
        <li
          key={i}
          className={newFrom !== undefined && i >= newFrom ? 'since' : undefined}
          {...(i === newFrom ? { 'data-since': t('logSince') } : {})}
        >
          {l}
        </li>
      ))}
    </ol>
  );
}
