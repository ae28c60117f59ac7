/** The profile routes (issue 33), through the same-origin fetch that carries the session cookie. */
import type { DeviceInfo, GroupInfo, GroupInvite, MyTable, ProfileInfo } from '@kortbord/protocol';
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

export const myGroups = async (): Promise<GroupInfo[]> =>
  (await call<{ groups: GroupInfo[] }>('GET', '/api/me/groups')).groups;
export const makeGroup = async (name: string): Promise<{ id: string; name: string; invite: string }> =>
  (await call<{ group: { id: string; name: string; invite: string } }>('POST', '/api/groups', { name }))
    .group;
export const groupInvite = async (invite: string): Promise<GroupInvite> =>
  (await call<{ group: GroupInvite }>('GET', `/api/groups/invite/${encodeURIComponent(invite)}`)).group;
export const joinGroup = (invite: string): Promise<unknown> => call('POST', '/api/groups/join', { invite });
export const leaveGroup = (id: string): Promise<unknown> =>
  call('POST', `/api/groups/${encodeURIComponent(id)}/leave`);

/** The group's link, as a member passes it on: the front page with the invite. */
export const groupLink = (invite: string): string =>
  `${typeof location === 'undefined' ? '' : location.origin}/?group=${encodeURIComponent(invite)}`;

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
