'use client';

import { TodoPage } from './TodoPage';

export { TodoPage };
export default TodoPage;
