'use client';

import { JcBoatServicesPage } from './JcBoatServicesPage';

export { JcBoatServicesPage };
export default JcBoatServicesPage;
