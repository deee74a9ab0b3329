export * from './people';
export * from './catalogue';
export * from './learning';
export * from './money';
export * from './content';
export * from './security';
export * from './messaging';
export * from './online-payments';
