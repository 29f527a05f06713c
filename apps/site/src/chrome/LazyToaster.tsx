import { Toaster } from '@demos/kit';

export default Toaster;
