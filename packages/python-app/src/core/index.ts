export * from './botRules';
