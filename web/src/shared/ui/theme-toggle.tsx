import { useTranslation } from 'react-i18next';
import { useTheme } from '../theme/use-theme.ts';
import { IconButton } from './icon-button.tsx';

export function ThemeToggle() {
  const { t } = useTranslation();
  const { theme, toggle } = useTheme();
  const label = theme === 'dark' ? t('theme.toLight') : t('theme.toDark');
  return <IconButton icon={theme === 'dark' ? 'sun' : 'moon'} label={label} onClick={toggle} />;
}
