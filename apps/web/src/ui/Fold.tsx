import type { AriaRole } from 'react';
import { PHONE, useMedia } from './screen';

/**
 * A long explanation (why nothing can be played, the attack to answer): whole on a wide screen; on a
 * phone its first two lines, whole after a tap, so that the choices under it stay on the first screen.
 * Give it a `key` of its text: a new explanation starts folded again.
 */
export function Fold({
  lines,
  className,
  role,
  testId,
}: {
  readonly lines: readonly string[];
  readonly className?: string;
  readonly role?: AriaRole;
  readonly testId?: string;
}) {
  const phone = useMedia(PHONE);
  return (
    <div className={className} role={role} data-testid={testId}>
      {phone ? (
        <details className="fold" data-testid="fold">
          <summary>{lines.join(' ')}</summary>
        </details>
      ) : lines.length > 1 ? (
        lines.map((l, i) => <div key={i}>{l}</div>)
      ) : (
        lines[0]
      )}
    </div>
  );
}
