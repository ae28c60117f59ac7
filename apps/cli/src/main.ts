import { playCommand } from './play';
import { replayCommand } from './replay';
import { simulateCommand } from './simulate';

const USAGE = `kortbord — five Nordic card games

Usage:
  kortbord replay [--seat N] [FILE | -]   check a game record and print the resulting state
  kortbord simulate --game G --bots L,...  bot tournaments on all cores (kortbord simulate --help)
  kortbord play G [--players N] [--level L] [--options JSON] [--lang nb|en] [--seed S]
                                          play a match in the terminal against bots
  kortbord help                           this text
`;

async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  switch (command) {
    case 'replay':
      return replayCommand(rest);
    case 'simulate':
      return simulateCommand(rest);
    case 'play':
      return playCommand(rest);
    case undefined:
    case 'help':
    case '--help':
    case '-h':
      process.stdout.write(USAGE);
      return 0;
    default:
      process.stderr.write(`kortbord: unknown command "${command}"\n\n${USAGE}`);
      return 2;
  }
}

process.exitCode = await main(process.argv.slice(2));
