/** How long a page is marked new after its manifest's `createdAt`. */
export const NEW_FOR_DAYS = 30;
const DAY_MS = 86_400_000;

/** Whether a page created on `createdAt` (`YYYY-MM-DD`, UTC) is still new at `now` (ms). */
export function isNew(createdAt: string, now: number): boolean {
  const created = Date.parse(`${createdAt}T00:00:00Z`);
  return now >= created && now - created < NEW_FOR_DAYS * DAY_MS;
}
