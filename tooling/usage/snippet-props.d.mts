export type AttributeToken = string | readonly ['property' | 'string' | 'number' | 'keyword', string];
export type PassedProps = Record<string, string | number | boolean>;

export function jsxAttributeTokens(props: PassedProps): AttributeToken[];
export function withProps<
  F extends { code: string; tokens?: readonly (string | readonly [string, string])[] },
>(file: F, component: string, props: PassedProps): F;
