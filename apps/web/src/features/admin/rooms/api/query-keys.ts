/** The server's paths of the academy's rooms. */
export const roomApiPaths = {
  list: '/api/admin/rooms',
  detail: (id: number) => `/api/admin/rooms/${id}`,
};

/** Every cache key of the Rooms screen. */
export const roomKeys = {
  all: ['admin', 'rooms'] as const,
};
