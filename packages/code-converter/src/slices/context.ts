import type { StoreApi } from 'zustand/vanilla';
import type { ConverterState } from './state';

export type SetConverter = StoreApi<ConverterState>['setState'];
export type GetConverter = StoreApi<ConverterState>['getState'];

/** No dependency map: what a new source or result starts from. */
export const NO_MAP = { dependencies: null, dependencyStatus: 'idle', dependencyError: null } as const;

/** A result that is not there yet: what a new source, new languages or a new run start from. */
export const NO_RESULT = { cutOff: false, stopped: false, model: null, ...NO_MAP } as const;
