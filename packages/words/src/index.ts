// What the apps show and the engine does not say. The rule that split the catalogue (issue 32): a
// words file stays in @kortbord/engine when the engine's own code (its rules, matches, records,
// explanations, games and their tests) imports it, directly or through another such file: the
// language and `fill`, card names, the codes' words (refusal reasons, errors, events, moves, why)
// and GAME_WORDS with each game's words in its own folder. Every other text (the pages, the table,
// lobby, chat, clock, profile, friends, groups, today's deal, coach, hints, notices, the terminal)
// is here. This package may import the engine; the engine never imports this package
// (packages/engine/src/no-page-words.test.ts holds it to that).
// A game's own words for the pages (its card rules, its table's words) are in its folder in the
// engine, as the rest of its words (issue 32: a game is one folder).
export * from './table';
export * from './front-page';
export * from './ordinal';
export * from './terminal';
export * from './coach';
export * from './hints';
export * from './profile';
export * from './record';
export * from './record-page';
export * from './notices';
export * from './daily-front';
export * from './daily-page';
export * from './daily-share';
