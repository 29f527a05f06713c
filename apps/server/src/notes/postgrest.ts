/** The error body PostgREST (and so supabase-js) uses. */
export interface PostgrestErrorBody {
  code: string;
  message: string;
  details: string | null;
  hint: string | null;
}

export function postgrestError(
  code: string,
  message: string,
  details: string | null = null,
  hint: string | null = null,
): PostgrestErrorBody {
  return { code, message, details, hint };
}

/**
 * The HTTP status PostgREST gives a PostgreSQL error (SQLSTATE), after its documented table;
 * `PTxyz` codes choose the status themselves. Callers here are always anonymous, so 42501 is 401.
 */
export function statusForSqlState(code: string): number {
  const custom = /^PT(\d{3})$/.exec(code);
  if (custom) return Number(custom[1]);
  if (code === '23503' || code === '23505') return 409;
  if (code === '25006') return 405;
  if (code === '42501') return 401;
  if (code === '42883' || code === '42P01') return 404;
  if (code === 'P0001') return 400;
  const prefix = code.slice(0, 2);
  if (prefix === '08' || prefix === '53') return 503;
  if (prefix === '0L' || prefix === '0P' || prefix === '28') return 403;
  if (
    ['09', '25', '2D', '38', '39', '3B', '40', '54', '55', '57', '58', 'F0', 'HV', 'P0', 'XX'].includes(
      prefix,
    )
  ) {
    return 500;
  }
  if (code === '42P17') return 500;
  return 400;
}
