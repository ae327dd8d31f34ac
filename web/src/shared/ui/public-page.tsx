import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from './language-switch.tsx';
import { ThemeToggle } from './theme-toggle.tsx';

/** The frame of the screens outside the application: brand, language and theme, then one card. */
export function PublicPage({
  title,
  children,
  wide = false,
}: {
  title: string;
  children: ReactNode;
  wide?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <div className="public-page">
      <header className="public-page__bar">
        <span className="brand">
          <span className="brand__mark" aria-hidden="true">
            T
          </span>
          {t('appName')}
        </span>
        <div className="public-page__tools">
          <LanguageSwitch />
          <ThemeToggle />
        </div>
      </header>
      <main className={`public-page__main${wide ? ' public-page__main--wide' : ''}`} id="main" tabIndex={-1}>
        <div className="card public-card">
          <h1 className="public-card__title">{title}</h1>
          {children}
        </div>
      </main>
    </div>
  );
}
