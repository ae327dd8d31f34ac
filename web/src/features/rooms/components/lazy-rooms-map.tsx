import { lazy, Suspense, type ComponentProps } from 'react';
import { Spinner } from '../../../shared/ui/spinner.tsx';
import './rooms-map.css';

// OpenLayers and the outlines load only with the first map shown.
const RoomsMap = lazy(() => import('./rooms-map.tsx'));

export function LazyRoomsMap(props: ComponentProps<typeof RoomsMap>) {
  return (
    <Suspense
      fallback={
        <div className="rooms-map rooms-map--loading" style={{ height: props.height }}>
          <Spinner />
        </div>
      }
    >
      <RoomsMap {...props} />
    </Suspense>
  );
}
