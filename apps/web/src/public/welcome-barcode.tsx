import { BarcodeLogin } from '@/app/layouts/barcode-login';
import { mount } from './hydrate-island';

/** "I am an existing student" in the welcome of a server-rendered page (./welcome.ts): the card login, in a root of its own. */
export async function openBarcodeLogin(): Promise<void> {
  await mount(<BarcodeLogin />, ['auth']);
}
