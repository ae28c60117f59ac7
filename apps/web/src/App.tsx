import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react';
import { GAME_IDS, isObject, type GameId, type Json } from '@kortbord/engine';
import { SvgDefs } from './cards/Card';
import type { LocalSaved, LocalSeat } from './game/local';
import type { OptionValues } from './game/setup';
import { workerBots, workerHints, type BotChooser, type HintAsker } from './game/bots';
import type { Session } from './game/session';
import { useFrontWords } from './i18n/front-words';
import { errorTextSoon } from './i18n/refusals';
import { load, save } from './net/storage';
import { navigate, parseRoute, useRoute } from './routes';
import { LangSwitch } from './ui/LangSwitch';
import { UpdateLine } from './ui/UpdateLine';

// Each page is its own chunk (Vite splits at these imports), so the front page loads only its own
// code; the service worker keeps them all, so a page opened later works without the network too.
/**
 * A page that draws at once when its code is here, so that a first paint's elements are taken over,
 * not blanked (main.tsx loads the drawn page's code ahead: `load`); lazily otherwise.
 */
function drawnPage<M, P extends object>(importer: () => Promise<M>, pick: (m: M) => ComponentType<P>) {
  let code: M | undefined;
  const load = () => importer().then((m) => (code = m));
  const Lazy = lazy(() => load().then((m) => ({ default: pick(m) })));
  const Page = (props: P) => {
    const Drawn = code ? pick(code) : Lazy;
    return <Drawn {...props} />;
  };
  return { load, Page };
}
const front = drawnPage(
  () => import('./ui/Front'),
  (m) => m.Front,
);
const Front = front.Page;
const table = drawnPage(
  () => import('./ui/TablePage'),
  (m) => m.TablePage,
);
const TablePage = table.Page;
const reviewPage = drawnPage(
  () => import('./ui/ReviewPage'),
  (m) => m.ReviewPage,
);
const ReviewPage = reviewPage.Page;
/** The code of the page the server drew into the HTML (the front page, a table, a review), before it is taken over. */
export const loadPainted = (): Promise<unknown> => {
  const route = parseRoute(location.pathname, location.search).name;
  return route === 'table' ? table.load() : route === 'review' ? reviewPage.load() : front.load();
};
const SessionTable = lazy(() => import('./ui/TablePage').then((m) => ({ default: m.SessionTable })));
const RulesPage = lazy(() => import('./ui/RulesPage').then((m) => ({ default: m.RulesPage })));
const HistoryPage = lazy(() => import('./ui/HistoryPage').then((m) => ({ default: m.HistoryPage })));
const DailyPage = lazy(() => import('./ui/DailyPage').then((m) => ({ default: m.DailyPage })));
const ProfilePage = lazy(() => import('./ui/HistoryPage').then((m) => ({ default: m.ProfilePage })));
/** The offline table's engine and bots' glue: loaded when an offline table starts or continues. */
const localGame = () => import('./game/local');
import { SKIP_SLOT } from './ui/skip-slot';

function FourColourToggle() {
  const { t } = useFrontWords();
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

let bots: BotChooser | null | undefined;
let hints: HintAsker | null | undefined;
/** The offline table's bots and hints: the real levels in one Web Worker, kept for the page's life. */
const localBots = () => {
  if (bots === undefined) bots = workerBots();
  if (hints === undefined) hints = workerHints();
  return { choose: bots, hints, onSave: (saved: LocalSaved) => save('local', saved) };
};

const isGameId = (g: string): g is GameId => (GAME_IDS as readonly string[]).includes(g);

function keptReview(): { doc: Json | null; names: readonly string[] | undefined } {
  const v = load('review');
  if (!isObject(v) || v['doc'] === undefined) return { doc: null, names: undefined };
  const names =
    Array.isArray(v['names']) && v['names'].every((n) => typeof n === 'string') ? v['names'] : undefined;
  return { doc: v['doc'] as Json, names: names as string[] | undefined };
}

/** `drawn`: the address of a page the build draws ahead of its scripts (first-paint.tsx). */
export function App({ drawn }: { drawn?: string } = {}) {
  const route = useRoute(drawn);
  const { t, lang } = useFrontWords();
  const [local, setLocal] = useState<Session | null>(null);
  const [localError, setLocalError] = useState<string | null>(null);
  /** Counts the offline tables of this page: a new game is a new table page (focus, selection). */
  const [localRun, setLocalRun] = useState(0);
  // The record under review is kept in the browser, so that /review survives a reload.
  const [reviewDoc, setReviewDoc] = useState<Json | null>(() => keptReview().doc);
  const [reviewNames, setReviewNames] = useState<readonly string[] | undefined>(() => keptReview().names);

  useEffect(() => {
    if (route.name !== 'local' && local) {
      local.close();
      setLocal(null);
    }
    // A reload (or a way back) to /local continues the offline table kept in this browser.
    if (route.name === 'local' && !local) {
      const kept = load('local');
      if (isObject(kept) && isObject(kept['spec'])) {
        const saved = kept as unknown as LocalSaved;
        let gone = false;
        void localGame().then(({ createLocalSession }) => {
          if (gone) return;
          const s = createLocalSession({ ...saved.spec, ...localBots() }, saved);
          if (!('error' in s)) setLocal(s);
        });
        return () => {
          gone = true;
        };
      }
    }
  }, [route.name, local]);

  const keepReview = (doc: Json, names: readonly string[] | undefined) => {
    setReviewDoc(doc);
    setReviewNames(names);
    save('review', { doc, names });
  };
  const review = (doc: Json, names?: readonly string[], round?: number) => {
    keepReview(doc, names);
    navigate(round !== undefined ? `/review?round=${round}` : '/review');
  };

  const startLocal = async (spec: { game: GameId; options: OptionValues; seats: LocalSeat[] }) => {
    const { createLocalSession } = await localGame();
    const s = createLocalSession({ ...spec, ...localBots() });
    if ('error' in s) {
      setLocalError(await errorTextSoon(s.refusal, lang, spec.game));
      return;
    }
    setLocalError(null);
    setLocal(s);
    navigate('/local');
  };

  /** The offline table again: the same game, house rules and seats, with new cards. */
  const newLocalGame = async (old: Session) => {
    const meta = old.get().table;
    if (!meta) return;
    const seats: LocalSeat[] = meta.seats.map((s) => ({
      kind: s.kind === 'human' ? 'human' : 'bot',
      name: s.name ?? '',
      ...(s.level ? { level: s.level } : {}),
    }));
    const options = isObject(meta.options) ? meta.options : {};
    const { createLocalSession } = await localGame();
    const s = createLocalSession({ game: meta.game, options, seats, ...localBots() });
    if ('error' in s) {
      // The same setup as the game being played: not expected, but said where errors show.
      setLocalError(await errorTextSoon(s.refusal, lang, isGameId(meta.game) ? meta.game : null));
      navigate('/');
      return;
    }
    old.close();
    setLocal(s);
    setLocalRun((n) => n + 1);
  };

  let page;
  switch (route.name) {
    case 'home':
      page = (
        <>
          {localError ? <p className="error">{localError}</p> : null}
          <Front onLocal={(spec) => void startLocal(spec)} />
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
          key={`${route.table ?? ''}/${route.match ?? ''}`}
          doc={reviewDoc}
          names={reviewNames}
          at={route}
          onDoc={(d, names) => {
            keepReview(d, names);
            if (route.table) navigate('/review');
          }}
        />
      );
      break;
    case 'rules':
      page = <RulesPage game={route.game} search={route.search} />;
      break;
    case 'history':
      page = <HistoryPage />;
      break;
    case 'daily':
      page = <DailyPage key={`${route.game}/${route.day}`} game={route.game} day={route.day} />;
      break;
    case 'profile':
      page = <ProfilePage key={route.id} id={route.id} />;
      break;
    case 'local':
      page = local ? (
        <SessionTable
          key={localRun}
          session={local}
          onReview={review}
          offline={{ onLeave: () => navigate('/'), onNew: () => void newLocalGame(local) }}
        />
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
      {/* The table's "to your cards" link (TableHelp's SkipToCards): the page's first Tab stop. */}
      <div id={SKIP_SLOT} />
      <SvgDefs />
      <header className="topbar">
        <a className="brand" href="/" onClick={(e) => (e.preventDefault(), navigate('/'))}>
          <img src="/favicon.svg" alt="" /> kortbord
        </a>
        <span className="spacer" />
        <FourColourToggle />
        <LangSwitch />
      </header>
      <UpdateLine />
      <main>
        <Suspense fallback={null}>{page}</Suspense>
      </main>
    </>
  );
}
