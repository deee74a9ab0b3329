import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PushKeyResponse } from '@academy/shared';
import { apiFetch } from '@/lib/api/client';
import { apiPaths } from '@/lib/paths';
import { preferencesKey } from './preferences';

/*
 * Web push on this device (issue 26): the browser's permission, the service worker's push subscription, and the
 * server's copy of it (POST /api/messaging/push/subscriptions with subscription.toJSON(); DELETE with {endpoint}).
 */

export type DeviceState = 'unsupported' | 'blocked' | 'on' | 'off';

const deviceKey = ['dashboard', 'push-device'] as const;

export const pushSupported = () =>
  typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;

/** The service worker's registration, registering it when the dashboard has not yet (at most 10 s). */
async function registration(): Promise<ServiceWorkerRegistration> {
  const existing = await navigator.serviceWorker.getRegistration('/');
  if (!existing) await navigator.serviceWorker.register('/sw.js', { scope: '/' });
  return Promise.race([
    navigator.serviceWorker.ready,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error('The service worker did not start')), 10_000)),
  ]);
}

async function currentState(): Promise<DeviceState> {
  if (!pushSupported()) return 'unsupported';
  if (Notification.permission === 'denied') return 'blocked';
  const existing = await navigator.serviceWorker.getRegistration('/');
  const subscription = existing ? await existing.pushManager.getSubscription() : null;
  return subscription && Notification.permission === 'granted' ? 'on' : 'off';
}

export function useDeviceState() {
  return useQuery({ queryKey: deviceKey, queryFn: currentState, staleTime: Infinity, retry: false });
}

/** The VAPID public key (base64url) as the bytes pushManager.subscribe takes. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  const raw = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i += 1) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

/** Asks the browser's permission, subscribes this device and tells the server; the state it ends in. */
async function turnOn(): Promise<DeviceState> {
  if (!pushSupported()) return 'unsupported';
  const permission = await Notification.requestPermission();
  if (permission === 'denied') return 'blocked';
  if (permission !== 'granted') return 'off';
  const { public_key: publicKey } = await apiFetch<PushKeyResponse>(apiPaths.messaging.pushKey);
  const reg = await registration();
  const subscription =
    (await reg.pushManager.getSubscription()) ??
    (await reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) }));
  await apiFetch(apiPaths.messaging.pushSubscriptions, { method: 'POST', body: subscription.toJSON() });
  return 'on';
}

async function turnOff(): Promise<DeviceState> {
  const existing = await navigator.serviceWorker.getRegistration('/');
  const subscription = existing ? await existing.pushManager.getSubscription() : null;
  if (subscription) {
    await apiFetch(apiPaths.messaging.pushSubscriptions, { method: 'DELETE', body: { endpoint: subscription.endpoint } });
    await subscription.unsubscribe();
  }
  return currentState();
}

export function usePushDevice() {
  const queryClient = useQueryClient();
  const settle = (state: DeviceState) => {
    queryClient.setQueryData(deviceKey, state);
    void queryClient.invalidateQueries({ queryKey: preferencesKey });
  };
  return {
    on: useMutation({ mutationFn: turnOn, onSuccess: settle }),
    off: useMutation({ mutationFn: turnOff, onSuccess: settle }),
  };
}
