// kit-shared-chunk: loaded with the shell by every page (the rule is in apps/site/vite.config.ts).
import { themeScript } from './themeScriptSource';

export interface ThemeScriptProps {
  /** The request's CSP nonce, when the host's policy allows inline scripts by nonce. */
  nonce?: string;
}

/**
 * Put it in the document's `<head>`: it applies the visitor's stored theme before the first paint
 * (see `themeScript`). A server component, with no hooks: render it from a Next.js root layout or
 * a React Router `Layout`. Give `<html>` `suppressHydrationWarning`, since the script sets an
 * attribute there that the server could not know.
 */
export function ThemeScript({ nonce }: ThemeScriptProps) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: a constant of this module, no input in it.
  return <script nonce={nonce} dangerouslySetInnerHTML={{ __html: themeScript }} />;
}
