import type { Json, Reason } from '@kortbord/engine';
import type { CreateTable, Created, JoinTable, Joined, TableInfo } from '@kortbord/protocol';

/** A refusal from the server's HTTP API: its code and sentence. */
export interface ApiError {
  readonly code: string;
  readonly message: string;
  readonly reason?: Reason;
}

export const isApiError = (e: unknown): e is ApiError =>
  typeof e === 'object' &&
  e !== null &&
  typeof (e as ApiError).code === 'string' &&
  typeof (e as ApiError).message === 'string';

export async function call<T>(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  body?: unknown,
): Promise<T> {
  let res: Response;
  try {
    res = await fetch(path, {
      method,
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch (e) {
    throw { code: 'network', message: (e as Error).message } satisfies ApiError;
  }
  const text = await res.text();
  let data: unknown = null;
  try {
    data = text ? JSON.parse(text) : null;
  } catch {
    throw {
      code: 'internal',
      message: `The server answered ${res.status} with something that is not JSON.`,
    } satisfies ApiError;
  }
  if (!res.ok) {
    const err = (data as { error?: ApiError } | null)?.error;
    throw (isApiError(err) ? err : { code: 'internal', message: `HTTP ${res.status}` }) satisfies ApiError;
  }
  return data as T;
}

export const createTable = (body: CreateTable): Promise<Created> => call('POST', '/api/tables', body);
export const joinTable = (id: string, body: JoinTable): Promise<Joined> =>
  call('POST', `/api/tables/${encodeURIComponent(id)}/join`, body);
/** Leaves a seat: by its token, or (null) the signed-in profile's seat, which a device took without one. */
export const leaveTable = (id: string, token: string | null): Promise<{ ok: true }> =>
  call('POST', `/api/tables/${encodeURIComponent(id)}/leave`, token ? { token } : {});
export const listTables = async (): Promise<TableInfo[]> =>
  (await call<{ tables: TableInfo[] }>('GET', '/api/tables')).tables;
export const getTable = (id: string): Promise<TableInfo> =>
  call('GET', `/api/tables/${encodeURIComponent(id)}`);
export const fetchRecord = (id: string, match: number): Promise<Json> =>
  call('GET', `/api/tables/${encodeURIComponent(id)}/record?match=${match}`);

/**
 * The invite link the protocol defines: /t/<table>?invite=<code>, on this page's origin. With `lang`
 * (the inviter's) after it, so the link's preview in a chat reads in the table's language.
 */
export const inviteLink = (origin: string, table: string, invite: string, lang?: string): string =>
  `${origin}/t/${encodeURIComponent(table)}?invite=${encodeURIComponent(invite)}${lang ? `&lang=${lang}` : ''}`;
