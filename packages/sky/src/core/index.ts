export * from './constants';
export * from './presets';
export * from './save';
export * from './scene';
