import { readFileSync } from 'node:fs';
import { replay, replayReport, type Json } from '@kortbord/engine';

const print = (report: Json): void => {
  process.stdout.write(`${JSON.stringify(report, null, 1)}\n`);
};

const unreadable = (message: string): number => {
  print({
    ok: false,
    applied: 0,
    error: { index: null, code: 'malformed', message },
    state: null,
    legal: {},
  });
  return 2;
};

/** A command line `kortbord replay` cannot use: reported in its JSON shape, exit 2. */
export const replayUsageError = (message: string): number => unreadable(message);

/**
 * `kortbord replay [--seat N] [FILE | -]` (N from 1): exit 0 when every entry applies, 1 on a refusal, 2 when
 * unreadable. The output is JSON for programs; its messages are the engine's.
 */
export function replayCommand(file: string, seatRaw: string | null): number {
  // Seats on the command line count from 1, as the table, `review --seats` and the README do; the
  // record and the JSON out keep the engine's indices from 0.
  let seat: number | null = null;
  if (seatRaw !== null) {
    const n = Number(seatRaw);
    if (!Number.isInteger(n) || n < 1 || seatRaw.trim() === '')
      return unreadable(`--seat needs a seat number from 1, not ${JSON.stringify(seatRaw)}.`);
    seat = n - 1;
  }
  let text: string;
  try {
    text = readFileSync(file === '-' ? 0 : file, 'utf8');
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    return unreadable(
      code === 'ENOENT' ? `There is no file ${file}.` : `Cannot read ${file} (${code ?? 'error'}).`,
    );
  }
  let doc: unknown;
  try {
    doc = JSON.parse(text);
  } catch (e) {
    return unreadable(`The record is not valid JSON: ${(e as Error).message}.`);
  }
  if (typeof doc !== 'object' || doc === null || Array.isArray(doc) || !('game' in doc))
    return unreadable('This is not a game record: it needs at least "game", "players" and a deal or a seed.');
  const out = replay(doc);
  if (seat !== null && out.match && seat >= out.match.players)
    return unreadable(`--seat ${seat + 1}: this table has seats 1 to ${out.match.players}.`);
  if (!out.ok && out.error?.index === null && !out.match) {
    print(replayReport(out, seat));
    return out.error.code === 'bad-deal' ? 1 : 2;
  }
  print(replayReport(out, seat));
  return out.ok ? 0 : 1;
}
