import { lazy, Suspense, useCallback, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@afterwork/shell-sdk';
import { MapLoading, MAP_UNAVAILABLE_TEXT, MAP_UNAVAILABLE_TITLE, type MapProps } from './map-parts';
import { OfflineMap } from './offline-map';
import { apiPaths } from '@afterwork/contracts/paths';
import { queryKeys } from '@afterwork/contracts/query-keys';

const GoogleCommunityMap = lazy(() => import('./google-map'));

/**
 * The browser key comes from the API, read from GOOGLE_MAPS_API_KEY at run time: never built into a bundle, and
 * the API's CSP allows Google's origins only when it has one.
 */
function useMapsKey(): { key: string; ready: boolean } {
  const q = useQuery({
    queryKey: queryKeys.communities.mapConfig,
    queryFn: ({ signal }) => apiRequest<{ googleMapsApiKey: string | null }>(apiPaths.communityMapConfig, { signal }),
    staleTime: Infinity,
    retry: false,
  });
  return { key: q.data?.googleMapsApiKey ?? '', ready: !q.isPending };
}

/** The spec's words when Google Maps cannot be used, shown above our own world map. */
function OfflineNotice() {
  return (
    <div className="cm-map-notice" role="status">
      <strong>{MAP_UNAVAILABLE_TITLE}</strong>
      {MAP_UNAVAILABLE_TEXT} Showing a simple world map instead.
    </div>
  );
}

/**
 * Google Maps when a key is configured and its script loads; otherwise (no key, offline, script blocked, key
 * refused) our own world map with the same markers and popups, so the map always works.
 */
export default function MapView(props: MapProps) {
  const { key, ready } = useMapsKey();
  const [googleFailed, setGoogleFailed] = useState(false);
  const fail = useCallback(() => setGoogleFailed(true), []);
  if (!ready) return <MapLoading />;
  if (!key || googleFailed) {
    return (
      <>
        <OfflineNotice />
        <div className="cm-offline-area">
          <OfflineMap {...props} />
        </div>
      </>
    );
  }
  return (
    <div className="cm-offline-area">
      <Suspense fallback={<MapLoading />}>
        <GoogleCommunityMap {...props} apiKey={key} onFail={fail} />
      </Suspense>
    </div>
  );
}
