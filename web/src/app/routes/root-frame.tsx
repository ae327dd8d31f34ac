import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { ToastRegion } from '../../shared/toast/toast-region.tsx';
import { PageLoading } from '../../shared/ui/spinner.tsx';

/** Around every page: the toasts and the wait for lazily loaded pages. */
export function RootFrame() {
  return (
    <>
      <Suspense fallback={<PageLoading />}>
        <Outlet />
      </Suspense>
      <ToastRegion />
    </>
  );
}
