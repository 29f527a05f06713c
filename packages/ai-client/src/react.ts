'use client';

export { useAiStatus } from './useAiStatus';
export { scrollIntoViewGently, usePointToNotice } from './usePointToNotice';
