import { useState } from 'react';
import { BarcodeModal } from '@/features/auth/components/barcode-modal';

/**
 * The card login an existing student asks for in the welcome of a server-rendered page, open from the start (it is
 * mounted when asked for: src/public/welcome-barcode.tsx), as the app's WelcomePopup opens it.
 */
export function BarcodeLogin() {
  const [opened, setOpened] = useState(true);
  return <BarcodeModal opened={opened} onClose={() => setOpened(false)} />;
}
