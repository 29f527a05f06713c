/** An error whose message is already one of the spec's user-facing messages. */
export class StegoError extends Error {
  override name = 'StegoError';
}

export function errorText(error: unknown): string {
  if (error instanceof Error) return error.message || error.name;
  return String(error);
}
