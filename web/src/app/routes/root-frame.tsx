import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { ToastRegion } from '../../shared/toast/toast-region.tsx';
import { LoadingScreen } from '../../shared/ui/spinner.tsx';

/** Around every page: the toasts and the wait for lazily loaded pages. */
export function RootFrame() {
  const { t } = useTranslation();
  return (
    <>
      <Suspense fallback={<LoadingScreen text={t('loading')} />}>
        <Outlet />
      </Suspense>
      <ToastRegion />
    </>
  );
}
