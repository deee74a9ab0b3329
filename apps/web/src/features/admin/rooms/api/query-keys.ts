/** Every cache key of the Rooms screen. */
export const roomKeys = {
  all: ['admin', 'rooms'] as const,
};
