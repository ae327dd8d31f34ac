import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageBreadcrumb, type Crumb } from '../../../shared/ui/page-breadcrumb.tsx';
import { CalendarFeedsAction } from '../calendar-feeds/calendar-feeds-action.tsx';
import type { FeedOwner } from '../calendar-feeds/feed-permissions.ts';

interface CalendarPageHeadProps {
  title: string;
  /** The crumbs before the current page; none hides the breadcrumb. */
  parents: readonly Crumb[];
  actions?: ReactNode;
  /** The calendar's owner: adds the subscription action for the roles that manage its links. */
  feedOwner?: FeedOwner;
}

export function CalendarPageHead({ title, parents, actions, feedOwner }: CalendarPageHeadProps) {
  const { t } = useTranslation('calendar');
  return (
    <>
      {parents.length > 0 && (
        <PageBreadcrumb label={t('breadcrumb')} crumbs={[...parents, { label: title }]} />
      )}
      <header className="page-head">
        <h1 id="page-title">{title}</h1>
        {(actions || feedOwner) && (
          <div className="page-head__actions">
            {actions}
            {feedOwner && <CalendarFeedsAction owner={feedOwner} />}
          </div>
        )}
      </header>
    </>
  );
}
