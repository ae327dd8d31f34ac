import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CompositeProfile } from '@teleplan/proto/accounts';
import { DEFAULT_ZONE, formatDateTime } from '../../../shared/format/date-time.ts';
import { useProfileQuery } from '../../../shared/session/current-profile-api.ts';
import { useSession } from '../../../shared/session/use-session.ts';
import { useToast } from '../../../shared/toast/use-toast.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { saveCsv, useCsvFileMutation } from '../../../shared/ui/csv-download.ts';
import { Icon } from '../../../shared/ui/icon.tsx';
import { ServerPagedTable, type TableColumn } from '../../../shared/ui/server-paged-table.tsx';
import { USERS_EXPORT_PATH, useCompositeUserQuery, useUsersPageQuery } from '../api/users-api.ts';
import { AccountStatus, useStatusLabel } from '../components/account-status.tsx';
import { PinnedUsersBar } from '../components/pinned-users-bar.tsx';
import { RoleBadges } from '../components/role-badges.tsx';
import { useAccountToggle } from '../components/use-account-toggle.tsx';
import { UserRowActions } from '../components/user-row-actions.tsx';
import { UserSidePanel } from '../components/user-side-panel.tsx';
import { fullNameOf, shownRoles } from '../components/user-labels.ts';
import { UsersFilters } from '../components/users-filters.tsx';
import { usePinnedUsers } from '../pinned-users.ts';
import { useUsersFilter } from '../use-users-filter.ts';
import { USERS_SORT, usersQuery } from '../users-query.ts';
import '../users.css';
import { errorText } from '../../../shared/messages/error-text.ts';

export const USERS_PAGE_SIZE = 20;

/** An email that may wrap before its '@' only, never inside a word. */
function BreakableEmail({ email }: { email: string | null }) {
  if (!email) return null;
  const at = email.indexOf('@');
  if (at <= 0) return email;
  return (
    <>
      {email.slice(0, at)}
      <wbr />
      {email.slice(at)}
    </>
  );
}

/** '/app/users/list' (SUPER_ADMIN, ADMIN): staff accounts, searched, filtered and paged by the server. */
export function UsersListPage() {
  const { t } = useTranslation('users');
  const toast = useToast();
  const { claims } = useSession();
  const zone = useProfileQuery(claims?.sub ?? '', { skip: !claims }).data?.zone ?? DEFAULT_ZONE;
  const { filter, page, setFilter, setPage } = useUsersFilter();
  const query = usersQuery(filter);
  const list = useUsersPageQuery({ query, sort: USERS_SORT, page, size: USERS_PAGE_SIZE });
  const pins = usePinnedUsers();
  const toggle = useAccountToggle();
  const statusLabel = useStatusLabel();
  const [panelId, setPanelId] = useState<string | null>(null);
  const panelUser = useCompositeUserQuery(panelId ?? '', { skip: !panelId });
  const [csvFile, csvExport] = useCsvFileMutation();

  const rowOfPanel = list.data?.content.find((user) => user.profile.id === panelId);
  const shownInPanel = panelId ? (panelUser.data ?? rowOfPanel ?? null) : null;

  async function exportList() {
    try {
      const text = await csvFile({ path: USERS_EXPORT_PATH, params: { query, sort: USERS_SORT } }).unwrap();
      saveCsv(`utilisateurs-${new Date().toISOString().slice(0, 10)}.csv`, text);
    } catch (error) {
      toast.error(`${t('exportFailed')} : ${errorText(error)}`);
    }
  }

  const columns = useMemo<TableColumn<CompositeProfile>[]>(
    () => [
      {
        id: 'name',
        header: t('columns.name'),
        cell: (user) => fullNameOf(user),
        className: 'users-table__name',
      },
      {
        id: 'email',
        header: t('columns.email'),
        cell: (user) => <BreakableEmail email={user.profile.email} />,
        wideOnly: true,
      },
      {
        id: 'created',
        header: t('columns.created'),
        cell: (user) => formatDateTime(user.profile.audit.createdDate * 1000, zone),
        wideOnly: true,
        className: 'users-table__date',
      },
      {
        id: 'roles',
        header: t('columns.roles'),
        cell: (user) => <RoleBadges roles={shownRoles(user)} />,
        wideOnly: true,
      },
      {
        id: 'status',
        header: t('columns.status'),
        cell: (user) => {
          const enabled = user.account?.enabled ?? false;
          return <AccountStatus enabled={enabled} label={statusLabel(enabled)} />;
        },
      },
      {
        id: 'actions',
        header: <span className="visually-hidden">{t('columns.actions')}</span>,
        cell: (user) => (
          <UserRowActions
            user={user}
            pinned={pins.isPinned(user.profile.id)}
            onView={() => setPanelId(user.profile.id)}
            onPin={() => pins.toggle({ id: user.profile.id, name: fullNameOf(user) })}
            onToggle={() => toggle.ask(user)}
          />
        ),
      },
    ],
    [t, zone, statusLabel, pins, toggle],
  );

  return (
    <section className="page users-page" aria-labelledby="page-title">
      <header className="page-header">
        <h1 id="page-title">{t('list')}</h1>
        <div className="page-header__actions">
          <Button variant="secondary" onClick={() => void exportList()} busy={csvExport.isLoading}>
            <Icon name="download" size={18} />
            {t('export')}
          </Button>
          <Link className="btn btn--primary" to="/app/users/new">
            <Icon name="plus" size={18} />
            {t('add')}
          </Link>
        </div>
      </header>
      <UsersFilters filter={filter} onChange={setFilter} />
      <PinnedUsersBar pinned={pins.pinned} onOpen={(user) => setPanelId(user.id)} onUnpin={pins.toggle} />
      <ServerPagedTable
        caption={t('list')}
        columns={columns}
        rowKey={(user) => user.profile.id}
        rows={list.data?.content}
        page={list.data?.number ?? 0}
        totalPages={list.data?.totalPages ?? 0}
        totalElements={list.data?.totalElements ?? 0}
        onPageChange={setPage}
        isLoading={list.isLoading}
        isFetching={list.isFetching}
        isError={list.isError}
        onRetry={() => void list.refetch()}
      />
      <UserSidePanel
        user={shownInPanel}
        canDisable={claims?.role === 'SUPER_ADMIN' || claims?.role === 'ADMIN'}
        onClose={() => setPanelId(null)}
        onToggle={toggle.ask}
      />
      {toggle.dialog}
    </section>
  );
}
