import { Component, lazy, Suspense, type ReactNode } from 'react';
import type { CommunityListItem } from '@afterwork/contracts/communities';

/** The map code (Google Maps wrapper, or the offline world map) is a lazy chunk: it never weighs on the first paint. */
const MapView = lazy(() => import('./map-view'));

export const MAP_UNAVAILABLE_TITLE = 'Map temporarily unavailable';
export const MAP_UNAVAILABLE_TEXT = 'Unable to load Google Maps. Please check your connection and try again later.';

export function MapLoading() {
  return (
    <div className="cm-map-status" role="status" aria-live="polite">
      <p>Loading map...</p>
    </div>
  );
}

export function MapUnavailable() {
  return (
    <div className="cm-map-status" role="status">
      <p className="cm-map-status-title">{MAP_UNAVAILABLE_TITLE}</p>
      <p>{MAP_UNAVAILABLE_TEXT}</p>
      <p>You can still find every community in the list below.</p>
    </div>
  );
}

class MapBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  render() {
    return this.state.failed ? <MapUnavailable /> : this.props.children;
  }
}

export interface MapProps {
  communities: CommunityListItem[];
  basePath: string;
}

/** The explorer's map area: 'Loading map...' while the code loads, 'Map temporarily unavailable' if it cannot. */
export function MapPanel(props: MapProps & { overlay: ReactNode }) {
  return (
    <div className="cm-map">
      <MapBoundary>
        <Suspense fallback={<MapLoading />}>
          <MapView communities={props.communities} basePath={props.basePath} />
        </Suspense>
      </MapBoundary>
      {props.overlay}
    </div>
  );
}
