// Its own module, imported only lazily (deferred-notifications.tsx): importing '@mantine/notifications'
// itself dynamically would keep the whole package, stack included, in the main bundle.
export { Notifications } from '@mantine/notifications';
