'use client';

import { RubyAppPage } from './RubyAppPage';

export { RubyAppPage };
export default RubyAppPage;
