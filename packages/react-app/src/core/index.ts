export * from './member';
