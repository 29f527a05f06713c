import { manifest } from './manifest';

export default manifest;
