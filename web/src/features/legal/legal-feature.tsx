import { lazyPage } from '../../shared/routing/lazy-page.tsx';
import { PUBLIC, type Feature } from '../../shared/routing/route-entry.ts';

/** The terms of use; their text lives in cgu-content.*.ts, not in i18n resources. */
export const legalFeature: Feature = {
  name: 'legal',
  routes: [
    {
      path: '/cgu',
      roles: PUBLIC,
      ...lazyPage(
        () => import('./pages/cgu-page.tsx'),
        (page) => <page.default />,
      ),
    },
  ],
};
