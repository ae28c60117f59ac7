/**
 * `kortbord`: the commands, their options and their help, on commander. Help, errors and
 * suggestions speak the language of --lang, else of the environment's locale.
 */
import { readFileSync } from 'node:fs';
import { Command, CommanderError, Help, Option } from 'commander';
import { LEVELS } from '@kortbord/bots';
import { GAME_IDS } from '@kortbord/engine';
import {
  checkPlayers,
  langFromArgs,
  parseGame,
  parseLang,
  parseLevel,
  positiveInt,
  tableOptions,
  UsageError,
  withSuggestion,
} from './args';
import { restoreTerminal } from './colour';
import { dailyCommand } from './daily';
import { gamesCommand } from './games';
import { wrap } from './help';
import { playCommand } from './play';
import { replayCommand, replayUsageError } from './replay';
import { reviewCommand } from './review';
import { simulateCommand } from './simulate';
import { langFromEnv, t, tt, type Lang } from './words';

const VERSION = (
  JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string }
).version;

function localisedHelp(lang: Lang) {
  const headings: [string, string][] = [
    ['Usage:', `${t(lang, 'usage')}:`],
    ['Arguments:', `${t(lang, 'arguments')}:`],
    ['Options:', `${t(lang, 'options')}:`],
    ['Commands:', `${t(lang, 'commands')}:`],
  ];
  return {
    formatHelp: (cmd: Command, helper: Help): string => {
      let text = Help.prototype.formatHelp.call(helper, cmd, helper);
      for (const [en, local] of headings) text = text.replace(new RegExp(`^${en}`, 'm'), local);
      return text;
    },
    // Without commander's English "[options]": the command's own usage says it.
    subcommandTerm: (cmd: Command): string =>
      [
        cmd.name(),
        ...cmd.registeredArguments.map((a) => (a.required ? `<${a.name()}>` : `[${a.name()}]`)),
      ].join(' '),
  };
}

const examples = (lang: Lang, lines: readonly string[]): string =>
  `\n${t(lang, 'examples')}:\n${lines.map((l) => `  ${l}`).join('\n')}\n`;

const langOption = (lang: Lang) => new Option('--lang <lang>', t(lang, 'optLang'));

interface Built {
  readonly program: Command;
  /** The exit code a command's action set. */
  code(): number;
}

function build(lang: Lang): Built {
  let code = 0;
  const program = new Command('kortbord');
  const d = (v: string | number) => `(${t(lang, 'defaultIs', { v })})`;
  program
    .description(`kortbord — ${t(lang, 'tagline')}`)
    .usage(`<${t(lang, 'commands').toLowerCase()}> [${t(lang, 'options').toLowerCase()}]`)
    .version(VERSION, '-V, --version', t(lang, 'optVersion'))
    .helpOption('-h, --help', t(lang, 'optHelp'))
    .helpCommand(`help [${t(lang, 'commandWord')}]`, t(lang, 'cmdHelp'))
    .addOption(langOption(lang))
    .configureHelp(localisedHelp(lang))
    .exitOverride()
    .configureOutput({ writeErr: () => {}, outputError: () => {} })
    .showSuggestionAfterError(false)
    .addHelpText('after', `\n${t(lang, 'helpMore')}\n`);

  const sub = (name: string, description: string) =>
    program
      .command(name)
      .description(description)
      .helpOption('-h, --help', t(lang, 'optHelp'))
      .addOption(langOption(lang))
      .configureHelp(localisedHelp(lang));

  const games = GAME_IDS.join(', ');
  const file = t(lang, 'fileWord');
  sub('play', t(lang, 'cmdPlay'))
    .usage(`[${t(lang, 'gameWord')}] [${t(lang, 'options').toLowerCase()}]`)
    .argument(`[${t(lang, 'gameWord')}]`, t(lang, 'argGame', { list: games }))
    .option('-g, --game <game>', t(lang, 'argGame', { list: games }))
    .option('-p, --players <n>', `${t(lang, 'optPlayers')} ${d(4)}`)
    .option('-l, --level <level>', `${t(lang, 'optLevel', { list: LEVELS.join(', ') })} ${d('medium')}`)
    .option('--preset <preset>', t(lang, 'optPreset'))
    .option('-o, --options <json>', t(lang, 'optOptions'))
    .option('-s, --seed <seed>', t(lang, 'optSeed'))
    .option(`-r, --record <${file}>`, t(lang, 'optRecord'))
    .option(`--resume <${file}>`, t(lang, 'optResume'))
    .addHelpText(
      'after',
      examples(lang, [
        'kortbord play viggo',
        'kortbord play president -p 5 -l hard --lang sv',
        'kortbord play vri-atter --preset olsen --record match.json',
        'kortbord play --resume match.json',
      ]),
    )
    .action(async (positional: string | undefined, o: Record<string, string | undefined>) => {
      const L = o['lang'] ? parseLang(o['lang'], lang) : lang;
      const named = o['game'];
      if (positional && named && parseGame(positional, L) !== parseGame(named, L))
        throw new UsageError(t(L, 'twoGames', { x: positional, y: named }));
      const raw = positional ?? named;
      if (raw === undefined && !o['resume']) throw new UsageError(t(L, 'needGame', { list: games }));
      const game = raw === undefined ? undefined : parseGame(raw, L);
      const options = game ? tableOptions(game, o['preset'], o['options'], L) : undefined;
      const players = o['players'] ? positiveInt('--players', o['players'], L) : undefined;
      if (game) checkPlayers(game, players ?? 4, options, L);
      code = await playCommand({
        ...(game ? { game } : {}),
        ...(players !== undefined ? { players } : {}),
        level: parseLevel(o['level'] ?? 'medium', L),
        ...(options !== undefined ? { options } : {}),
        lang: L,
        ...(o['seed'] !== undefined
          ? { seed: o['seed'] }
          : o['resume']
            ? {}
            : { seed: `play-${Date.now().toString(36)}` }),
        ...(o['record'] ? { record: o['record'] } : {}),
        ...(o['resume'] ? { resume: o['resume'] } : {}),
      });
    });

  sub('daily', t(lang, 'cmdDaily'))
    .usage(`<${t(lang, 'gameWord')}> [--server URL [--day YYYY-MM-DD]] [--seed SEED]`)
    .argument(`<${t(lang, 'gameWord')}>`, t(lang, 'argGame', { list: games }))
    .option('--server <url>', t(lang, 'optServer'))
    .option('--day <day>', t(lang, 'optDay'))
    .option('-s, --seed <seed>', t(lang, 'optDailySeed'))
    .addHelpText(
      'after',
      `\n${wrap(t(lang, 'dailyAbout'), 78).join('\n')}\n${examples(lang, [
        'kortbord daily viggo --server http://localhost:8080',
        'kortbord daily idiot --server http://localhost:8080 --day 2026-12-01',
        'kortbord daily president',
        'kortbord daily vri-atter --seed <seed>',
      ])}`,
    )
    .action(async (g: string, o: Record<string, string | undefined>) => {
      const L = o['lang'] ? parseLang(o['lang'], lang) : lang;
      code = await dailyCommand({
        game: parseGame(g, L),
        lang: L,
        ...(o['server'] !== undefined ? { server: o['server'] } : {}),
        ...(o['day'] !== undefined ? { day: o['day'] } : {}),
        ...(o['seed'] !== undefined ? { seed: o['seed'] } : {}),
      });
    });

  sub('games', t(lang, 'cmdGames'))
    .addHelpText('after', examples(lang, ['kortbord games', 'kortbord games vri-atter --lang nb']))
    .argument(`[${t(lang, 'gameWord')}]`, t(lang, 'argGame', { list: games }))
    .action((g: string | undefined, o: Record<string, string | undefined>) => {
      const L = o['lang'] ? parseLang(o['lang'], lang) : lang;
      code = gamesCommand(g === undefined ? undefined : parseGame(g, L), L);
    });

  sub('replay', t(lang, 'cmdReplay'))
    .usage(`[--seat N] [${file} | -]`)
    .argument(`[${file}]`, t(lang, 'argFile'))
    .option('--seat <n>', t(lang, 'optSeat'))
    .addHelpText(
      'after',
      `\n${t(lang, 'replayExit')}\n${examples(lang, ['kortbord replay match.json', 'kortbord replay --seat 2 match.json', 'cat match.json | kortbord replay -'])}`,
    )
    .action((file: string | undefined, o: Record<string, string | undefined>) => {
      // On a terminal, no file means a person forgot it: say so rather than wait for typed JSON.
      if (file === undefined && process.stdin.isTTY) code = replayUsageError(t(lang, 'replayNoFile'));
      else code = replayCommand(file ?? '-', o['seat'] ?? null);
    });

  sub('review', tt(lang, 'cmdReview'))
    .usage(`--coach [--seats 1,3] [--samples N] [--all] [--time] ${file}`)
    .argument(`<${file}>`, t(lang, 'argFile'))
    .option('--coach', tt(lang, 'optCoach'))
    .option('--seats <seats>', tt(lang, 'optCoachSeats'))
    .option('--samples <n>', tt(lang, 'optCoachSamples'))
    .option('--all', tt(lang, 'optCoachAll'))
    .option('--time', tt(lang, 'optCoachTime'))
    .addHelpText(
      'after',
      examples(lang, [
        'kortbord review --coach match.json',
        'kortbord review --coach --seats 1 --lang sv match.json',
      ]),
    )
    .action((file: string, o: Record<string, string | boolean | undefined>) => {
      const L = typeof o['lang'] === 'string' ? parseLang(o['lang'], lang) : lang;
      const str = (k: string) => (typeof o[k] === 'string' ? { [k]: o[k] as string } : {});
      code = reviewCommand({
        file,
        lang: L,
        coach: o['coach'] === true,
        ...str('seats'),
        ...str('samples'),
        all: o['all'] === true,
        time: o['time'] === true,
      });
    });

  sub('simulate', t(lang, 'cmdSimulate'))
    .usage(`[${t(lang, 'gameWord')}] --bots L1,L2,... [${t(lang, 'options').toLowerCase()}]`)
    .argument(`[${t(lang, 'gameWord')}]`, t(lang, 'argGame', { list: games }))
    .option('-g, --game <game>', t(lang, 'argGame', { list: games }))
    .option(
      '-b, --bots <levels>',
      `${t(lang, 'optBots')} (${LEVELS.join(', ')}) ${d(t(lang, 'optBotsDefault'))}`,
    )
    .option('-p, --players <n>', t(lang, 'optSimPlayers'))
    .option('-n, --games <n>', `${t(lang, 'optGames')} ${d(100)}`)
    .option('-s, --seed <seed>', t(lang, 'optSeed'))
    .option('--preset <preset>', t(lang, 'optPreset'))
    .option('-o, --options <json>', t(lang, 'optOptions'))
    .option('-r, --rounds <n>', t(lang, 'optRounds'))
    .option('-i, --iterations <n>', t(lang, 'optIterations'))
    .option('-t, --time-ms <n>', t(lang, 'optTimeMs'))
    .option('-w, --workers <n>', t(lang, 'optWorkers'))
    .option(`--out <${file}>`, t(lang, 'optOut'))
    .option('--records <DIR>', t(lang, 'optRecords'))
    .addHelpText(
      'after',
      examples(lang, [
        'kortbord simulate viggo -b hard,medium,easy,random -n 20',
        'kortbord simulate -g idiot -b hard,medium -n 50 -i 200 --out results.json',
        'kortbord simulate -g president -b medium,medium,medium -r 3 --records records/',
      ]),
    )
    .action(async (positional: string | undefined, o: Record<string, string | undefined>) => {
      const L = o['lang'] ? parseLang(o['lang'], lang) : lang;
      // The game as a word, as `play` takes it, or as --game (both: the same game).
      const named = o['game'];
      if (positional && named && parseGame(positional, L) !== parseGame(named, L))
        throw new UsageError(t(L, 'twoGames', { x: positional, y: named }));
      code = await simulateCommand({ ...o, game: positional ?? named }, L);
    });

  return { program, code: () => code };
}

/** The words after `--records` etc. that commander stores by camel-cased name. */
const commandOf = (program: Command, argv: readonly string[]): Command | undefined => {
  const first = argv.find((a) => !a.startsWith('-'));
  return program.commands.find((c) => c.name() === first);
};

function usageMessage(e: CommanderError, program: Command, argv: readonly string[], lang: Lang): string {
  const quoted = /'([^']+)'/.exec(e.message)?.[1] ?? '';
  const cmd = commandOf(program, argv);
  switch (e.code) {
    case 'commander.unknownCommand':
      return withSuggestion(
        lang,
        t(lang, 'unknownCommand', { x: quoted }),
        quoted,
        program.commands.map((c) => c.name()),
      );
    case 'commander.unknownOption': {
      const known = (cmd ?? program).options.map((o) => o.long ?? '').filter(Boolean);
      return withSuggestion(lang, t(lang, 'unknownOption', { x: quoted }), quoted, [...known, '--help']);
    }
    case 'commander.optionMissingArgument':
      return t(lang, 'missingValue', { x: /--[\w-]+/.exec(quoted)?.[0] ?? quoted });
    case 'commander.excessArguments':
      return t(lang, 'tooMany', { x: argv.slice(1).join(' ') });
    default:
      return e.message.replace(/^error: /, '');
  }
}

async function main(argv: string[]): Promise<number> {
  const asked = langFromArgs(argv);
  let lang = langFromEnv(process.env);
  if (asked !== null) {
    try {
      lang = parseLang(asked, lang);
    } catch (e) {
      process.stderr.write(`kortbord: ${(e as Error).message}\n`);
      return 2;
    }
  }
  const built = build(lang);
  // `kortbord help plya` is a typo of a command too.
  if (argv[0] === 'help' && argv[1] && !built.program.commands.some((c) => c.name() === argv[1])) {
    const names = built.program.commands.map((c) => c.name());
    const message = withSuggestion(lang, t(lang, 'unknownCommand', { x: argv[1] }), argv[1], names);
    process.stderr.write(`kortbord: ${message}\n${t(lang, 'helpFor', { cmd: 'kortbord' })}\n`);
    return 2;
  }
  if (!argv.length) {
    process.stdout.write(built.program.helpInformation());
    return 0;
  }
  try {
    await built.program.parseAsync(argv, { from: 'user' });
    return built.code();
  } catch (e) {
    const cmd = commandOf(built.program, argv);
    if (e instanceof CommanderError) {
      if (
        e.code === 'commander.helpDisplayed' ||
        e.code === 'commander.version' ||
        e.code === 'commander.help'
      )
        return 0;
      const message = usageMessage(e, built.program, argv, lang);
      if (cmd?.name() === 'replay') return replayUsageError(message);
      const name = cmd ? `kortbord ${cmd.name()}` : 'kortbord';
      process.stderr.write(`${name}: ${message}\n${t(lang, 'helpFor', { cmd: name })}\n`);
      return 2;
    }
    if (e instanceof UsageError) {
      if (cmd?.name() === 'replay') return replayUsageError(e.message);
      const name = cmd ? `kortbord ${cmd.name()}` : 'kortbord';
      process.stderr.write(`${name}: ${e.message}\n${t(lang, 'helpFor', { cmd: name })}\n`);
      return 2;
    }
    throw e;
  }
}

// `kortbord games | head` closes the pipe early: that is not an error.
process.stdout.on('error', (e: NodeJS.ErrnoException) => {
  if (e.code === 'EPIPE') process.exit(0);
  throw e;
});

// Ctrl-C anywhere (a command may install its own handler first) leaves a usable terminal.
process.on('SIGINT', () => {
  if (process.listenerCount('SIGINT') > 1) return;
  restoreTerminal();
  process.exit(130);
});

process.exitCode = await main(process.argv.slice(2));
