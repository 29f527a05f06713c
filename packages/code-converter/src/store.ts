import { createStore } from 'zustand/vanilla';
import { createProxyConverter, createProxyDependencyMapper } from './core/convert';
import { createConversionSlice } from './slices/conversionSlice';
import { createSourceSlice } from './slices/sourceSlice';
import type { ConverterOptions, ConverterState } from './slices/state';

// The state is built from slices: what is converted (sourceSlice) and the conversion itself
// (conversionSlice).

export function createConverterStore({
  convert: ownConvert,
  mapDependencies: ownMap,
  initial = {},
}: ConverterOptions = {}) {
  const convert = ownConvert ?? createProxyConverter();
  const mapDependencies = ownMap ?? (ownConvert ? undefined : createProxyDependencyMapper());
  return createStore<ConverterState>()((set, get) => ({
    ...createSourceSlice(set, get, initial),
    ...createConversionSlice(set, get, { convert, mapDependencies, output: initial.output }),
  }));
}

export type ConverterStore = ReturnType<typeof createConverterStore>;

export type { ConverterOptions, ConverterState, DependencyStatus } from './slices/state';
