/**
 * The seed of a day's deal (issue 35): HMAC-SHA256 of the game and the day under the server's own
 * secret, made at first start and kept in the database (server_keys, as the VAPID keys), so every
 * node deals the same and nobody can work a day's deal out before its seed is revealed. Its SHA-256
 * is the published hash, exactly as every table publishes `seedHash` = sha256(seed), so `kortbord
 * replay` checks a revealed daily seed as any other.
 */
import { createHmac, randomBytes } from 'node:crypto';
import type { Db } from '../db';
import { sha256 } from '../ids';

export const dailySeed = (secret: string, game: string, day: string): string =>
  createHmac('sha256', secret).update(`daily:${game}:${day}`).digest('hex');

export const seedHashOf = (seed: string): string => sha256(seed);

/** The secret in `server_keys`, made by the first node to start; a second node racing keeps the first's. */
export async function dailySecret(db: Db): Promise<string> {
  const read = () =>
    db.selectFrom('server_keys').select('value').where('name', '=', 'daily').executeTakeFirst();
  let row = await read();
  if (!row) {
    await db
      .insertInto('server_keys')
      .values({ name: 'daily', value: randomBytes(32).toString('hex') })
      .onConflict((oc) => oc.column('name').doNothing())
      .execute();
    row = await read();
  }
  if (!row) throw new Error('the daily secret could not be stored');
  return row.value;
}
