// kit-shared-chunk: loaded with the shell by every page (the rule is in apps/site/vite.config.ts).
// Build-time values for `.css.ts` files of other packages: importing this module emits no CSS.
import { vars } from './theme/contract.css';

export {
  SIDEBAR_MOBILE_BREAKPOINT,
  SIDEBAR_WIDTH,
  SIDEBAR_WIDTH_ICON,
  SIDEBAR_WIDTH_MOBILE,
} from './sidebar/constants';
export { vars };
