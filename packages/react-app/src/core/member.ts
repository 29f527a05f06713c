export const ROLES = ['Engineer', 'Designer', 'Product', 'QA', 'Operations'] as const;
export type Role = (typeof ROLES)[number];

export interface Member {
  id: string;
  name: string;
  email: string;
  role: Role;
}

export interface MemberDraft {
  name: string;
  email: string;
  role: string;
}

export type MemberErrors = Partial<Record<keyof MemberDraft, string>>;

export const NAME_MIN = 2;
export const NAME_MAX = 60;
/** Pragmatic e-mail shape: something@domain.tld, no spaces (the HTML spec's rule, simplified). */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

/** Validates a draft against the team; returns a message per invalid field (empty when valid). */
export function validateMember(draft: MemberDraft, team: readonly Member[]): MemberErrors {
  const errors: MemberErrors = {};
  const name = draft.name.trim();
  const email = draft.email.trim().toLowerCase();
  if (!name) errors.name = 'Enter a name.';
  else if (name.length < NAME_MIN) errors.name = `The name needs at least ${NAME_MIN} characters.`;
  else if (name.length > NAME_MAX) errors.name = `The name can have at most ${NAME_MAX} characters.`;
  if (!email) errors.email = 'Enter an e-mail address.';
  else if (!EMAIL_PATTERN.test(email)) errors.email = 'Enter an e-mail address like name@company.com.';
  else if (team.some((member) => member.email === email))
    errors.email = 'Someone on the team already uses this address.';
  if (!(ROLES as readonly string[]).includes(draft.role)) errors.role = 'Choose a role.';
  return errors;
}

export const isValid = (errors: MemberErrors) => Object.keys(errors).length === 0;

/** Case-insensitive match on name, e-mail or role. */
export function filterMembers(team: readonly Member[], query: string, role: Role | 'all'): Member[] {
  const q = query.trim().toLowerCase();
  return team.filter(
    (m) =>
      (role === 'all' || m.role === role) &&
      (!q || m.name.toLowerCase().includes(q) || m.email.includes(q) || m.role.toLowerCase().includes(q)),
  );
}

export const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? '')
    .join('');
