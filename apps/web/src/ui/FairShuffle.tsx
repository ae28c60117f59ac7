import { useTableWords } from '../i18n/table-words';

/**
 * The fair shuffle behind a small lock: closed, only the lock and its name; opened, what the
 * fingerprint means in one sentence, how to check it, and the fingerprint (and, once the match is
 * over, the seed) in full for the player who checks.
 */
export function FairShuffle({ hash, seed }: { hash: string; seed: string | null }) {
  const { t } = useTableWords();
  return (
    <details className="fair-shuffle" data-testid="fair-shuffle">
      <summary className="btn ghost" title={t('fairShuffle')}>
        <span aria-hidden="true">🔒</span> <span className="fair-label">{t('fairShuffle')}</span>
      </summary>
      <div className="fair-shuffle-body panel" data-testid="fair-shuffle-body">
        <p>{t('fairShuffleWhat')}</p>
        <p>{t('fairShuffleCheck')}</p>
        <p className="fair-code" data-testid="fair-shuffle-hash">
          {t('fairFingerprint', { hash })}
        </p>
        {seed ? (
          <p className="fair-code" data-testid="fair-shuffle-seed">
            {t('seedRevealed', { seed })}
          </p>
        ) : (
          <p className="muted">{t('fairSeedLater')}</p>
        )}
      </div>
    </details>
  );
}
