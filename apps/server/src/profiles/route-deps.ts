/**
 * What the profile routes' files are given (routes.ts composes them): their own file, so that the
 * group, push and notification routes need nothing of routes.ts, which imports them.
 */
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db';
import type { TableStore } from '../store';

/** A body read by its schema: the data, or a refusal naming what is wrong (http.ts's parse). */
export type Parse = <T>(
  schema: {
    safeParse(
      v: unknown,
    ):
      | { success: true; data: T }
      | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } };
  },
  body: unknown,
) => T;

export interface GroupDeps {
  readonly db: Db;
  readonly store: TableStore;
  readonly me: (req: FastifyRequest) => Promise<{ id: string; name: string }>;
  readonly parse: Parse;
  readonly perMinute: number;
  readonly now: () => number;
}
