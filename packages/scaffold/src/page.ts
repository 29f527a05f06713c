import { ScaffoldPage } from './ScaffoldPage';

export { ScaffoldPage };
export default ScaffoldPage;
