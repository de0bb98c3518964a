import type { LoginResponse } from '@hub/contract/auth/auth.schema';
import type { Passkey, PasskeyList, PasskeyOptions } from '@hub/contract/passkeys/passkey.schema';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { useChange, useDeleteRow } from '../../../lib/queries.ts';

const passkeyKeys = { mine: ['passkeys', 'mine'] as const };
const REFRESHED = [passkeyKeys.mine];

export const usePasskeys = () =>
  useQuery({ queryKey: passkeyKeys.mine, queryFn: () => api.get<PasskeyList>('/passkeys') });

// The browser half of WebAuthn is loaded only when a passkey is made or used.
const webAuthn = () => import('@simplewebauthn/browser');

/** Makes a passkey on this device (the browser asks the person) and keeps it under `name`. */
async function addPasskey(name: string) {
  const { startRegistration } = await webAuthn();
  const { challengeId, options } = await api.post<PasskeyOptions>('/passkeys/options');
  const response = await startRegistration({ optionsJSON: options as never });
  return api.post<Passkey>('/passkeys', { challengeId, name, response });
}
export const useAddPasskey = () => useChange(addPasskey, REFRESHED);
export const useRemovePasskey = () => useDeleteRow('/passkeys', REFRESHED);

/** Signs in with a passkey of this device: the browser lets the person pick one; the server opens its session. */
export async function signInWithPasskey() {
  const { startAuthentication } = await webAuthn();
  const { challengeId, options } = await api.post<PasskeyOptions>('/passkeys/sign-in/options');
  const response = await startAuthentication({ optionsJSON: options as never });
  return api.post<LoginResponse>('/passkeys/sign-in', { challengeId, response });
}

/** Whether this browser can make and use passkeys at all. */
export const canUsePasskeys = () => typeof window !== 'undefined' && 'PublicKeyCredential' in window;
