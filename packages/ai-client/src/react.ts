export { useAiStatus } from './useAiStatus';
