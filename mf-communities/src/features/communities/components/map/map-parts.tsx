import type { ExplorerFilter } from '../../api/explorer-queries';

// What the map panel and the lazy map views (map-view, google-map, offline-map) share: the panel loads them lazily,
// so they must not import the panel back.

export interface MapProps {
  /** The page's search and type: the map shows the same communities as the cards. */
  filter: ExplorerFilter;
  /** How many communities match (for the map's description), once known. */
  total: number | null;
  basePath: string;
}

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
