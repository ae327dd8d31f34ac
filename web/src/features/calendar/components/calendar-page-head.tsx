import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageBreadcrumb, type Crumb } from '../../../shared/ui/page-breadcrumb.tsx';

interface CalendarPageHeadProps {
  title: string;
  /** The crumbs before the current page; none hides the breadcrumb. */
  parents: readonly Crumb[];
  actions?: ReactNode;
}

export function CalendarPageHead({ title, parents, actions }: CalendarPageHeadProps) {
  const { t } = useTranslation('calendar');
  return (
    <>
      {parents.length > 0 && (
        <PageBreadcrumb label={t('breadcrumb')} crumbs={[...parents, { label: title }]} />
      )}
      <header className="page-head">
        <h1 id="page-title">{title}</h1>
        {actions && <div className="page-head__actions">{actions}</div>}
      </header>
    </>
  );
}
