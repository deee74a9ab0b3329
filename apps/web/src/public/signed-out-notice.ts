import { i18n } from '@/i18n';
import { notifySuccess } from '@/lib/api/notify';
import { startRuntime } from './hydrate-island';

/** The app's "logged out" notice (./signed-out.ts). */
export async function sayLoggedOut(): Promise<void> {
  await startRuntime();
  notifySuccess(i18n.t('feedback.logged_out'));
}
