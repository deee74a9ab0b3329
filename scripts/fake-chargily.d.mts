// Types of the Chargily Pay simulator (fake-chargily.mjs) for the TypeScript tests.
export interface FakeCheckout {
  id: string;
  amount: number;
  currency: string;
  fees: number;
  fees_on_customer: number;
  fees_on_merchant: number;
  chargily_pay_fees_allocation: string;
  status: 'pending' | 'processing' | 'paid' | 'failed' | 'canceled' | 'expired';
  locale: string;
  metadata: Record<string, string> | [];
  success_url: string;
  failure_url: string | null;
  webhook_endpoint: string | null;
  payment_method: string;
  checkout_url: string;
  [key: string]: unknown;
}
export interface FakeDelivery {
  id: string;
  type: string;
  eventId: string;
  status: number;
  body: string;
}
export interface FakeChargily {
  url: string;
  apiUrl: string;
  secretKey: string;
  checkouts: Map<string, FakeCheckout>;
  requests: { method: string; path: string; body: string; authorization: string | null }[];
  deliveries: FakeDelivery[];
  failNext(...statuses: number[]): void;
  setStatus(id: string, status: FakeCheckout['status']): FakeCheckout | null;
  pay(id: string): Promise<FakeDelivery>;
  deliver(
    id: string,
    type?: string,
    options?: { eventId?: string; signature?: string; tamper?: (body: string) => string; body?: string },
  ): Promise<FakeDelivery>;
  close(): Promise<void>;
}
export function startFakeChargily(options?: { secretKey?: string; port?: number; host?: string }): Promise<FakeChargily>;
export function signChargily(secret: string, body: string): string;
export function simulatedFee(amount: number): number;
