'use client';

import { BoatServicesPage } from './BoatServicesPage';

export { BoatServicesPage };
export default BoatServicesPage;
