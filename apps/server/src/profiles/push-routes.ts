/**
 * Web Push subscriptions of a profile (issue 34): the server's public key for the browser, and a
 * browser's subscription kept or dropped. Every POST and DELETE checks Origin (the profile routes'
 * hook). An endpoint off the allow-list is refused here already, so no row ever points elsewhere.
 */
import type { FastifyInstance } from 'fastify';
import { reason } from '@kortbord/engine';
import { pushSubscription, pushUnsubscribe } from '@kortbord/protocol';
import type { Db } from '../db';
import { randomId } from '../ids';
import { allowedEndpoint } from '../push';
import { Refused } from '../table';
import type { GroupDeps } from './route-deps';

/** Subscriptions a profile may have (a browser each). */
export const PUSH_SUBSCRIPTIONS_PER_PROFILE = 10;

export async function pushRoutes(
  scope: FastifyInstance,
  deps: Pick<GroupDeps, 'me' | 'parse' | 'now'> & {
    db: Db;
    push: { hosts: readonly string[]; publicKey: string };
  },
): Promise<void> {
  const { db, me, parse, now, push } = deps;

  scope.get('/api/push/key', async () => ({ key: push.publicKey }));

  scope.post('/api/me/push', async (req, reply) => {
    const p = await me(req);
    const body = parse(pushSubscription, req.body);
    if (!allowedEndpoint(body.endpoint, push.hosts))
      throw new Refused(
        'bad-message',
        'The push endpoint is not one of the push services this server posts to.',
        reason('push-endpoint-refused'),
      );
    const id = await db.transaction().execute(async (trx) => {
      // A browser has one subscription: the one it had (for whichever profile) is replaced.
      await trx.deleteFrom('push_subscriptions').where('endpoint', '=', body.endpoint).execute();
      const held = await trx
        .selectFrom('push_subscriptions')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('profile_id', '=', p.id)
        .executeTakeFirstOrThrow();
      if (Number(held.n) >= PUSH_SUBSCRIPTIONS_PER_PROFILE)
        throw new Refused(
          'bad-message',
          `A profile has at most ${PUSH_SUBSCRIPTIONS_PER_PROFILE} push subscriptions.`,
          reason('push-too-many', { n: PUSH_SUBSCRIPTIONS_PER_PROFILE }),
        );
      const made = randomId(12);
      await trx
        .insertInto('push_subscriptions')
        .values({
          id: made,
          profile_id: p.id,
          endpoint: body.endpoint,
          p256dh: body.keys.p256dh,
          auth: body.keys.auth,
          lang: body.lang,
          created_at: new Date(now()).toISOString(),
        })
        .execute();
      return made;
    });
    reply.code(201);
    return { id };
  });

  scope.delete('/api/me/push', async (req) => {
    const p = await me(req);
    const body = parse(pushUnsubscribe, req.body);
    await db
      .deleteFrom('push_subscriptions')
      .where('endpoint', '=', body.endpoint)
      .where('profile_id', '=', p.id)
      .execute();
    return { ok: true };
  });
}
