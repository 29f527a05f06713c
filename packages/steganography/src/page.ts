import { SteganographyPage } from './SteganographyPage';

export { SteganographyPage };
export default SteganographyPage;
