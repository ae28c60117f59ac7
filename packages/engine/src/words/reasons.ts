import type { Text } from './lang';

/** Refusals every game shares, and those of the match around it. */
export const SHARED_REASONS = {
  'round-over': { nb: 'Runden er over.', sv: 'Rundan är slut.', en: 'The round is over.' },
  'match-over': { nb: 'Partiet er over.', sv: 'Partiet är slut.', en: 'The match is over.' },
  'round-over-wait': {
    nb: 'Runden er over; ingen spiller før neste utdeling.',
    sv: 'Rundan är slut; ingen spelar förrän nästa giv.',
    en: 'The round is over; nobody acts until the next deal.',
  },
  'turn-of': { nb: 'Det er {turn} sin tur.', sv: 'Det är {turn}s tur.', en: "It is {turn}'s turn." },
  'waiting-for': {
    nb: 'Det er ikke din tur: vi venter på {seats}.',
    sv: 'Det är inte din tur: vi väntar på {seats}.',
    en: 'It is not your turn: waiting for {seats}.',
  },
  'chance-first': {
    nb: 'Vent: et kort stokkes eller trekkes tilfeldig først.',
    sv: 'Vänta: ett kort blandas eller dras slumpvis först.',
    en: 'Wait: a card is being shuffled or drawn at random first.',
  },
  dealing: {
    nb: 'Vent: et kort gis ut.',
    sv: 'Vänta: ett kort delas ut.',
    en: 'Wait: a card is being dealt.',
  },
  'not-allowed': {
    nb: 'Det er ikke lov nå.',
    sv: 'Det är inte tillåtet nu.',
    en: 'That is not allowed now.',
  },
} as const satisfies Record<string, Text>;
export type SharedReason = keyof typeof SHARED_REASONS;
