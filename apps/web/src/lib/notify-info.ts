import { notifications } from '@mantine/notifications';

/** A neutral notice (not an error, not a success): "Please login to register for courses". */
export function notifyInfo(message: string): void {
  notifications.show({ color: 'blue', message });
}
