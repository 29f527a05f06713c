'use client';

import { ScaffoldPage } from './ScaffoldPage';

export type { ScaffoldPageProps } from './ScaffoldPage';
export { createScaffoldStore, type ScaffoldState, type ScaffoldStore } from './store';
export { ScaffoldPage };
export default ScaffoldPage;
