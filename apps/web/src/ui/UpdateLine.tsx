/// <reference types="vite-plugin-pwa/react" />
import { useRegisterSW } from 'virtual:pwa-register/react';
import { useFrontWords } from '../i18n/front-words';

/** How often an open page asks whether a new version is out (a table can stay open all evening). */
const CHECK_EVERY_MS = 60 * 60 * 1000;

/**
 * Registers the service worker (sw/sw.ts) and, when a new version of the site has been fetched and
 * waits, offers it: one line with a button. The new version takes over only on that press, and the
 * page reloads whole, so nothing runs half of one version and half of the other.
 */
export function UpdateLine() {
  const { t } = useFrontWords();
  const {
    needRefresh: [waiting],
    updateServiceWorker,
  } = useRegisterSW({
    onRegisteredSW(_url, registration) {
      if (registration) setInterval(() => void registration.update().catch(() => {}), CHECK_EVERY_MS);
    },
  });
  if (!waiting) return null;
  return (
    <p className="banner info update-line" role="status" data-testid="update-line">
      <span>{t('updateReady')}</span>
      <button type="button" className="btn" onClick={() => void updateServiceWorker(true)}>
        {t('updateReload')}
      </button>
    </p>
  );
}
