// kit-shared-chunk: loaded with the shell by every page (the rule is in apps/site/vite.config.ts).
import { createGlobalTheme } from '@vanilla-extract/css';
import { vars } from './contract.css';
import { darkTheme, lightTheme } from './tokens';

createGlobalTheme(':root, [data-theme="dark"]', vars, darkTheme);
createGlobalTheme('[data-theme="light"]', vars, lightTheme);
