import type { Text } from '@kortbord/engine';

/**
 * The words around the pages (issue 36): the tagline, the header's language and colour switches and
 * its way home, the line offering a new version, the server's "not found" page, and the link
 * previews (Open Graph and Twitter cards) of an invite and a review. Spread into TABLE_WORDS; the
 * server reads them there too, for the pages it writes itself.
 */
export const SHELL_WORDS = {
  updateReady: {
    nb: 'En ny versjon av kortbord er klar.',
    sv: 'En ny version av kortbord är klar.',
    en: 'A new version of kortbord is ready.',
  },
  updateReload: {
    nb: 'Last inn den nye versjonen',
    sv: 'Ladda om för den nya versionen',
    en: 'Reload for the new version',
  },
  notFoundTitle: { nb: 'Siden finnes ikke', sv: 'Sidan finns inte', en: 'Page not found' },
  notFoundText: {
    nb: 'Det er ingenting på denne adressen. Kanskje lenken er skrevet feil?',
    sv: 'Det finns ingenting på den här adressen. Kanske är länken felskriven?',
    en: 'There is nothing at this address. Perhaps the link is mistyped?',
  },
  notFoundHome: { nb: 'Til forsiden', sv: 'Till startsidan', en: 'To the front page' },
  cardInviteOne: {
    nb: '{name} inviterer til {game} – 1 ledig plass',
    sv: '{name} bjuder in till {game} – 1 ledig plats',
    en: '{name} invites you to {game} – 1 open seat',
  },
  cardInviteMany: {
    nb: '{name} inviterer til {game} – {n} ledige plasser',
    sv: '{name} bjuder in till {game} – {n} lediga platser',
    en: '{name} invites you to {game} – {n} open seats',
  },
  cardTableOpenOne: {
    nb: '{game} på kortbord – 1 ledig plass',
    sv: '{game} på kortbord – 1 ledig plats',
    en: '{game} on kortbord – 1 open seat',
  },
  cardTableOpen: {
    nb: '{game} på kortbord – {n} ledige plasser',
    sv: '{game} på kortbord – {n} lediga platser',
    en: '{game} on kortbord – {n} open seats',
  },
  cardTablePlaying: {
    nb: '{game} på kortbord: {names}',
    sv: '{game} på kortbord: {names}',
    en: '{game} on kortbord: {names}',
  },
  cardTableText: {
    nb: 'Et bord for {players} spillere. Åpne lenken for å bli med eller se på.',
    sv: 'Ett bord för {players} spelare. Öppna länken för att vara med eller titta på.',
    en: 'A table for {players} players. Open the link to join or watch.',
  },
  cardReview: {
    nb: 'Gjennomgang av {game}: {names}',
    sv: 'Genomgång av {game}: {names}',
    en: 'Review of {game}: {names}',
  },
  cardReviewText: {
    nb: 'Parti {n}, trekk for trekk, med alle kortene synlige.',
    sv: 'Parti {n}, drag för drag, med alla kort synliga.',
    en: 'Match {n}, move by move, with every card shown.',
  },
  tagline: {
    nb: 'Fem nordiske kortspill, med venner eller roboter.',
    sv: 'Fem nordiska kortspel, med vänner eller robotar.',
    en: 'Five Nordic card games, with friends or bots.',
  },
  language: { nb: 'Språk', sv: 'Språk', en: 'Language' },
  fourColour: { nb: 'Fire farger', sv: 'Fyra färger', en: 'Four colours' },
  home: { nb: 'Forsiden', sv: 'Startsidan', en: 'Home' },
  fourColourShort: { nb: '4 farger', sv: '4 färger', en: '4 colours' },
} satisfies Record<string, Text>;
