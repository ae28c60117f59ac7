import { cardRules, GAME_WORDS, howToText, valueText, type GameId, type Json } from '@kortbord/engine';
import { defaultOptions, optionSpecs, playerRange, presetValues, type OptionValues } from '../game/setup';
import { useTableWords } from '../i18n/table-words';
import { navigate } from '../routes';

/** The options a rules link carries: `?preset=…&o=<json>`, over the defaults. */
export function rulesOptions(game: GameId, search: string): OptionValues {
  const q = new URLSearchParams(search);
  let given: OptionValues = {};
  try {
    const raw = JSON.parse(q.get('o') ?? '{}') as Json;
    if (raw && typeof raw === 'object' && !Array.isArray(raw)) given = raw as OptionValues;
  } catch {
    // A link with unreadable options shows the standard rules.
  }
  const preset = q.get('preset');
  const out = { ...defaultOptions(game), ...presetValues(game, preset, 4) };
  for (const k of Object.keys(out)) if (k in given) out[k] = given[k] as Json;
  return out;
}

export { rulesLink } from '../routes';

/** `/regler/<game>`: how the game is played, with the house rules in force, from the catalogue. */
export function RulesPage({ game, search }: { game: GameId; search: string }) {
  const { t, lang } = useTableWords();
  const options = rulesOptions(game, search);
  const words = GAME_WORDS[game];
  const [lo, hi] = playerRange(game, options);
  const specs = optionSpecs(game);
  return (
    <article className="panel rules" data-testid="rules">
      <h1>
        {t('rules')}: {words.name[lang]}
      </h1>
      <p className="muted">{t('playersRange', { min: lo, max: hi })}</p>
      <h2>{t('howToPlay')}</h2>
      <p>{howToText(game, options, lang)}</p>
      <h2>{t('whatCardsDo')}</h2>
      <dl data-testid="card-rules">
        {cardRules(game, options).map((r) => (
          <div key={r.what.en} className="rule">
            <dt>
              <strong>{r.what[lang]}</strong>
            </dt>
            <dd>
              {r.does[lang]}{' '}
              <em>
                {t('example')}: {r.example[lang]}
              </em>
            </dd>
          </div>
        ))}
      </dl>
      <h2>{t('houseRulesInForce')}</h2>
      <dl>
        {Object.keys(specs).map((k) => {
          const w = words.options[k];
          const v = options[k];
          const json = specs[k]?.kind === 'json';
          return (
            <div key={k} className="rule">
              <dt>
                <strong>{w?.label[lang]}</strong>
                {json ? null : `: ${valueText(game, k, v, lang)}`}
              </dt>
              <dd>{w?.describe[lang]}</dd>
            </div>
          );
        })}
      </dl>
      <a href="/" className="btn" onClick={(e) => (e.preventDefault(), navigate('/'))}>
        {t('back')}
      </a>
    </article>
  );
}
