/** Every cache key of paying online (issue 27), in one place. */
export const onlinePayKeys = {
  all: ['online-payments'] as const,
  options: ['online-payments', 'options'] as const,
  checkouts: ['online-payments', 'checkouts'] as const,
  checkout: (id: number) => ['online-payments', 'checkouts', id] as const,
};
