import { formatPhone } from '@academy/shared';

/** A phone grouped for reading (`0550 12 34 56`, `021 23 45 67`), kept left to right inside Arabic text. */
export function Phone({ value }: { value: string }) {
  return <bdi dir="ltr">{formatPhone(value)}</bdi>;
}
