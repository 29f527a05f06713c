import * as styles from './ConstellationsPage.css';
import type { Constellation } from './core/constellations';

export interface StarPatternProps {
  constellation: Constellation;
  /** 'detail' shows star names on hover and larger dots. */
  size?: 'thumb' | 'detail';
  className?: string;
}

/** The stick figure as SVG: connections first, then the stars on top. */
export function StarPattern({ constellation, size = 'thumb', className }: StarPatternProps) {
  const { starPattern, connections, starNames, name } = constellation;
  const radius = size === 'detail' ? 1.8 : 2.4;
  return (
    <svg
      viewBox="0 0 100 100"
      className={`${styles.pattern} ${className ?? ''}`}
      role="img"
      aria-label={`Star pattern of ${name}: ${starNames.join(', ')}`}
    >
      {connections.map(([a, b]) => {
        const from = starPattern[a];
        const to = starPattern[b];
        if (!from || !to) return null;
        return (
          <line
            key={`${a}-${b}`}
            className={styles.patternLine}
            x1={from.x}
            y1={from.y}
            x2={to.x}
            y2={to.y}
            vectorEffect="non-scaling-stroke"
          />
        );
      })}
      {starPattern.map((point, index) => (
        <circle key={starNames[index]} className={styles.patternStar} cx={point.x} cy={point.y} r={radius}>
          {size === 'detail' && <title>{starNames[index]}</title>}
        </circle>
      ))}
    </svg>
  );
}
