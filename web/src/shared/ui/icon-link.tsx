import { Link } from 'react-router';
import { Icon, type IconName } from './icon.tsx';

/** A link drawn as an icon (table row actions), named by `label` for screen readers and as its tooltip. */
export function IconLink({
  to,
  icon,
  label,
  size,
}: {
  to: string;
  icon: IconName;
  label: string;
  size?: number;
}) {
  return (
    <Link className="icon-button" to={to} aria-label={label} title={label}>
      <Icon name={icon} size={size} />
    </Link>
  );
}
