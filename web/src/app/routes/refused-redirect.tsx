import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { ROLE_LABELS, type Role } from '@teleplan/proto/roles';
import { currentLanguage } from '../../shared/i18n/i18n.ts';
import { HOME_PATH } from '../../shared/routing/route-entry.ts';
import { useToast } from '../../shared/toast/use-toast.ts';

/** Sends a role a page refuses to the home page, with a toast saying why rather than a silent jump. */
export function RefusedRedirect({ role }: { role: Role }) {
  const { t } = useTranslation('app');
  const toast = useToast();
  // One toast per refusal, even when React runs the effect twice in development.
  const told = useRef(false);
  useEffect(() => {
    if (told.current) return;
    told.current = true;
    toast.warning(t('refused', { role: ROLE_LABELS[currentLanguage()][role] }));
  }, [role, t, toast]);
  return <Navigate to={HOME_PATH} replace />;
}
