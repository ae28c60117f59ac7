import { replayCommand } from './replay';

const USAGE = `kortbord — five Nordic card games

Usage:
  kortbord replay [--seat N] [FILE | -]   check a game record and print the resulting state
  kortbord help                           this text
`;

async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  switch (command) {
    case 'replay':
      return replayCommand(rest);
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
