// kit-shared-chunk: loaded with the shell by every page (the rule is in apps/site/vite.config.ts).
import { createElement, type SVGProps } from 'react';

/** An icon's shapes as data: `[tag, attributes]` per element, as the `lucide` package exports them. */
export type IconNode = ReadonlyArray<
  readonly [tag: string, attributes: Readonly<Record<string, string | number | undefined>>]
>;

export type IconProps = SVGProps<SVGSVGElement> & { size?: number | string };

const hasA11yProp = (props: object) =>
  Object.keys(props).some((key) => key.startsWith('aria-') || key === 'role' || key === 'title');

/**
 * A React icon from icon data, drawing exactly what `lucide-react` draws for the same icon (24 px
 * box, 2 px round strokes in `currentColor`, classes `lucide lucide-<name>`, hidden from assistive
 * technology unless given a label or role). A manifest names its icon with it: lucide-react's
 * components share a runtime of about 1.8 KiB gzip, which would be most of what importing a
 * manifest costs; this is a plain function, safe in a server component.
 */
export function defineIcon(name: string, node: IconNode) {
  // biome-ignore lint/correctness/noComponentHookFactories: a factory called once per icon at module level (as createLucideIcon is), never during a render.
  function Icon({ size = 24, strokeWidth = 2, className, ...rest }: IconProps) {
    return createElement(
      'svg',
      {
        xmlns: 'http://www.w3.org/2000/svg',
        width: size,
        height: size,
        viewBox: '0 0 24 24',
        fill: 'none',
        stroke: 'currentColor',
        strokeWidth,
        strokeLinecap: 'round',
        strokeLinejoin: 'round',
        className: className ? `lucide lucide-${name} ${className}` : `lucide lucide-${name}`,
        ...(hasA11yProp(rest) ? {} : { 'aria-hidden': 'true' }),
        ...rest,
      },
      node.map(([tag, attributes], index) => createElement(tag, { key: index, ...attributes })),
    );
  }
  Icon.displayName = `Icon(${name})`;
  return Icon;
}
