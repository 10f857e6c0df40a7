import { useId } from 'react';
import type { IconDefinition } from '@fortawesome/fontawesome-svg-core';

/**
 * A Font Awesome icon drawn from its definition (imported one by one from
 * @fortawesome/free-solid-svg-icons), as `svg-inline--fa` markup styled by the library's
 * stylesheet (iconStyles.ts), without the library's runtime: only the icons used are bundled.
 * Decorative unless it has a title, which names it to assistive technology.
 */
export function FontAwesomeIcon({
  icon,
  className,
  title,
}: {
  icon: IconDefinition;
  className?: string;
  title?: string;
  'aria-hidden'?: boolean;
}) {
  const titleId = useId();
  const [width, height, , , path] = icon.icon;
  const paths = Array.isArray(path) ? path : [path];
  return (
    <svg
      className={['svg-inline--fa', `fa-${icon.iconName}`, className].filter(Boolean).join(' ')}
      data-prefix={icon.prefix}
      data-icon={icon.iconName}
      viewBox={`0 0 ${width} ${height}`}
      xmlns="http://www.w3.org/2000/svg"
      focusable="false"
      role="img"
      aria-hidden={title ? undefined : true}
      aria-labelledby={title ? titleId : undefined}
    >
      {title ? <title id={titleId}>{title}</title> : null}
      {paths.map((d, index) => (
        <path key={index} fill="currentColor" d={d} opacity={paths.length > 1 && index === 0 ? 0.4 : undefined} />
      ))}
    </svg>
  );
}
