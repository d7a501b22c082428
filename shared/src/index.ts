export * from './api/types';
export * from './auth/token-store';
export * from './config/runtime-config';
export * from './i18n';
