import { useEffect, useState } from 'react';
import { sayRefusal, type Json } from '@kortbord/engine';
import { SvgDefs } from './cards/Card';
import { createLocalSession } from './game/local';
import type { Session } from './game/session';
import { useLang } from './i18n/lang';
import { load, save } from './net/storage';
import { navigate, useRoute } from './routes';
import { LangSwitch } from './ui/bits';
import { Front } from './ui/Front';
import { ReviewPage } from './ui/ReviewPage';
import { RulesPage } from './ui/RulesPage';
import { SessionTable, TablePage } from './ui/TablePage';

function FourColourToggle() {
  const { t } = useLang();
  const [on, setOn] = useState(() => load('fourColour') === true);
  useEffect(() => {
    document.documentElement.classList.toggle('four-colour', on);
    save('fourColour', on);
  }, [on]);
  return (
    <label className="toggle">
      <input
        type="checkbox"
        checked={on}
        onChange={(e) => setOn(e.target.checked)}
        data-testid="four-colour"
      />
      <span className="long">{t('fourColour')}</span>
      <span className="short">{t('fourColourShort')}</span>
    </label>
  );
}

export function App() {
  const route = useRoute();
  const { t, lang } = useLang();
  const [local, setLocal] = useState<Session | null>(null);
  const [localError, setLocalError] = useState<string | null>(null);
  const [reviewDoc, setReviewDoc] = useState<Json | null>(null);
  const [reviewNames, setReviewNames] = useState<readonly string[] | undefined>(undefined);

  useEffect(() => {
    if (route.name !== 'local' && local) {
      local.close();
      setLocal(null);
    }
  }, [route.name, local]);

  const review = (doc: Json, names?: readonly string[]) => {
    setReviewDoc(doc);
    setReviewNames(names);
    navigate('/review');
  };

  let page;
  switch (route.name) {
    case 'home':
      page = (
        <>
          {localError ? <p className="error">{localError}</p> : null}
          <Front
            onLocal={(spec) => {
              const s = createLocalSession(spec);
              if ('error' in s) {
                setLocalError(sayRefusal(spec.game, s.refusal, lang));
                return;
              }
              setLocalError(null);
              setLocal(s);
              navigate('/local');
            }}
          />
        </>
      );
      break;
    case 'table':
      page = (
        <TablePage key={route.id} id={route.id} invite={route.invite} join={route.join} onReview={review} />
      );
      break;
    case 'review':
      page = (
        <ReviewPage
          doc={reviewDoc}
          names={reviewNames}
          onDoc={(d) => {
            setReviewDoc(d);
            setReviewNames(undefined);
          }}
        />
      );
      break;
    case 'rules':
      page = <RulesPage game={route.game} search={route.search} />;
      break;
    case 'local':
      page = local ? (
        <SessionTable session={local} onReview={review} />
      ) : (
        <p>
          <a href="/" onClick={(e) => (e.preventDefault(), navigate('/'))}>
            {t('home')}
          </a>
        </p>
      );
      break;
  }

  return (
    <>
      <SvgDefs />
      <header className="topbar">
        <a className="brand" href="/" onClick={(e) => (e.preventDefault(), navigate('/'))}>
          <img src="/favicon.svg" alt="" /> kortbord
        </a>
        <span className="spacer" />
        <FourColourToggle />
        <LangSwitch />
      </header>
      <main>{page}</main>
    </>
  );
}
