import { Component, lazy, Suspense, useEffect, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { mapConfigQuery } from '../../api/explorer-queries';
import { MapLoading, MapUnavailable, type MapProps } from './map-parts';

/** The map code (Google Maps wrapper, or the offline world map) is a lazy chunk: it never weighs on the first paint. */
const MapView = lazy(() => import('./map-view'));

class MapBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  render() {
    return this.state.failed ? <MapUnavailable /> : this.props.children;
  }
}

/** The explorer's map area: 'Loading map...' while the code loads, 'Map temporarily unavailable' if it cannot. */
export function MapPanel(props: MapProps & { overlay: ReactNode }) {
  // The key's answer travels while the map's code loads, not after it.
  const queryClient = useQueryClient();
  useEffect(() => {
    void queryClient.prefetchQuery(mapConfigQuery());
  }, [queryClient]);
  return (
    <div className="cm-map">
      <MapBoundary>
        <Suspense fallback={<MapLoading />}>
          <MapView filter={props.filter} total={props.total} basePath={props.basePath} />
        </Suspense>
      </MapBoundary>
      {props.overlay}
    </div>
  );
}
