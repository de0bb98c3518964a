import { text } from '../texts.ts';

/** What this browser can do about push notifications, for the settings card to say. */
export type PushSupport = 'unsupported' | NotificationPermission;

export function pushSupport(): PushSupport {
  const hasPush =
    typeof window !== 'undefined' &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window;
  return hasPush ? Notification.permission : 'unsupported';
}

/** How long the service worker may take to become active, and the browser's push service to answer. */
const WAIT_MS = 20_000;

/** `promise`, or an error saying `why` when it has not settled within WAIT_MS. */
function within<T>(promise: Promise<T>, why: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(why)), WAIT_MS);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** This browser's subscription, or null (none yet, or push not supported). */
export async function currentSubscription(): Promise<PushSubscription | null> {
  if (pushSupport() === 'unsupported') return null;
  const registration = await navigator.serviceWorker.getRegistration();
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/**
 * Asks for permission (the browser's own prompt) and subscribes with the server's VAPID public key; a browser
 * already subscribed with that key keeps its subscription.
 */
export async function subscribeThisBrowser(publicKey: string): Promise<PushSubscription> {
  if (pushSupport() === 'unsupported') throw new Error(text('push.unsupported'));
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') throw new Error(text('push.blockedForSite'));
  // main.tsx registers the worker once the page has loaded.
  const registration = await within(navigator.serviceWorker.ready, text('push.workerNotReady'));
  // A browser whose push service cannot be reached waits on it without end.
  return within(
    registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: base64urlBytes(publicKey),
    }),
    text('push.serviceSilent'),
  );
}

export async function unsubscribeThisBrowser() {
  await (await currentSubscription())?.unsubscribe();
}

function base64urlBytes(text: string) {
  const base64 = text.replaceAll('-', '+').replaceAll('_', '/');
  const binary = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='));
  return Uint8Array.from(binary, (character) => character.charCodeAt(0));
}
