import { useFrontWords } from '../i18n/front-words';
import { LANG_NAMES, LANGS } from '../i18n/strings';

/** The header's language buttons: on every page, so in the first script (not beside the table's bits). */
export function LangSwitch() {
  const { lang, setLang, t } = useFrontWords();
  return (
    <div className="lang-switch" role="group" aria-label={t('language')}>
      {LANGS.map((l) => (
        <button
          key={l}
          type="button"
          aria-pressed={l === lang}
          lang={l}
          onClick={() => setLang(l)}
          data-lang={l}
          title={LANG_NAMES[l]}
        >
          {l.toUpperCase()}
        </button>
      ))}
    </div>
  );
}
