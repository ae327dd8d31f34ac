import type { ButtonHTMLAttributes } from 'react';
import { Icon, type IconName } from './icon.tsx';

interface IconButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children' | 'aria-label'> {
  icon: IconName;
  /** The button's accessible name, and its tooltip unless `title` says otherwise (a pressed toggle). */
  label: string;
  size?: number;
}

/** A button drawn as an icon, looking like `IconLink` beside it; `className` adds to `icon-button`. */
export function IconButton({ icon, label, size, className, title, ...rest }: IconButtonProps) {
  return (
    <button
      type="button"
      {...rest}
      className={['icon-button', className].filter(Boolean).join(' ')}
      aria-label={label}
      title={title ?? label}
    >
      <Icon name={icon} size={size} />
    </button>
  );
}
