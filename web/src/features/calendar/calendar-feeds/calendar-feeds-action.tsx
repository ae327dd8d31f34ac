import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/ui/button.tsx';
import { Icon } from '../../../shared/ui/icon.tsx';
import { SidePanel } from '../../../shared/ui/side-panel.tsx';
import { useViewer } from '../hooks/use-viewer.ts';
import { CalendarFeedsManager } from './calendar-feeds-manager.tsx';
import { CALENDAR_FEEDS_NS } from './calendar-feeds-texts.ts';
import { mayManageFeeds, type FeedOwner } from './feed-permissions.ts';

/** The calendar head's "Abonnement agenda" button and its side panel, for the roles that manage the owner's links. */
export function CalendarFeedsAction({ owner }: { owner: FeedOwner }) {
  const { t } = useTranslation(CALENDAR_FEEDS_NS);
  const viewer = useViewer();
  const [open, setOpen] = useState(false);
  if (!owner.owner || !mayManageFeeds(viewer.role, viewer.sub, owner)) return null;
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)} aria-haspopup="dialog">
        <Icon name="feed" size={18} />
        {t('action')}
      </Button>
      <SidePanel open={open} title={t('title')} onClose={() => setOpen(false)}>
        <CalendarFeedsManager owner={{ ownerType: owner.ownerType, owner: owner.owner }} zone={viewer.zone} />
      </SidePanel>
    </>
  );
}
