/** The profile routes (issue 33), through the same-origin fetch that carries the session cookie. */
import type { DeviceInfo, MyTable, ProfileInfo } from '@kortbord/protocol';
import { call } from './api';

export const whoAmI = async (): Promise<ProfileInfo | null> =>
  (await call<{ profile: ProfileInfo | null }>('GET', '/api/me')).profile;
export const makeProfile = async (
  name: string,
  seats: { table: string; token: string }[],
): Promise<ProfileInfo> =>
  (await call<{ profile: ProfileInfo }>('POST', '/api/profiles', { name, seats })).profile;
export const myTables = async (): Promise<MyTable[]> =>
  (await call<{ tables: MyTable[] }>('GET', '/api/me/tables')).tables;
export const myDevices = (): Promise<{ devices: DeviceInfo[]; passkeys: number }> =>
  call('GET', '/api/me/devices');
export const signOutDevice = (id: string): Promise<unknown> =>
  call('POST', `/api/me/devices/${encodeURIComponent(id)}/sign-out`);
export const signOutEverywhere = (): Promise<unknown> => call('POST', '/api/me/sign-out-everywhere');
export const newLinkCode = (): Promise<{ code: string; lifetimeMs: number }> =>
  call('POST', '/api/me/link-codes');
export const signInWithCode = async (code: string): Promise<ProfileInfo> =>
  (await call<{ profile: ProfileInfo }>('POST', '/api/sign-in/code', { code })).profile;
export const deleteProfile = (): Promise<unknown> => call('POST', '/api/me/delete');

/** Adds a passkey to the signed-in profile (the browser asks the person). */
export async function addPasskey(): Promise<void> {
  const { startRegistration } = await import('@simplewebauthn/browser');
  const o = await call<{
    challenge: string;
    options: Parameters<typeof startRegistration>[0]['optionsJSON'];
  }>('POST', '/api/me/passkeys/options');
  const response = await startRegistration({ optionsJSON: o.options });
  await call('POST', '/api/me/passkeys', { challenge: o.challenge, response });
}

/** Signs in with a passkey this browser (or a phone near it) holds. */
export async function signInWithPasskey(): Promise<ProfileInfo> {
  const { startAuthentication } = await import('@simplewebauthn/browser');
  const o = await call<{
    challenge: string;
    options: Parameters<typeof startAuthentication>[0]['optionsJSON'];
  }>('POST', '/api/sign-in/passkey/options');
  const response = await startAuthentication({ optionsJSON: o.options });
  return (
    await call<{ profile: ProfileInfo }>('POST', '/api/sign-in/passkey', { challenge: o.challenge, response })
  ).profile;
}
