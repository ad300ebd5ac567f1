import { lazy, Suspense, useCallback, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { MapLoading, MAP_UNAVAILABLE_TEXT, MAP_UNAVAILABLE_TITLE, type MapProps } from './map-parts';
import { OfflineMap } from './offline-map';
import { mapConfigQuery } from '../../api/explorer-queries';

const GoogleCommunityMap = lazy(() => import('./google-map'));

/**
 * The browser key comes from the API, read from GOOGLE_MAPS_API_KEY at run time: never built into a bundle, and
 * the API's CSP allows Google's origins only when it has one.
 */
function useMapsKey(): { key: string; ready: boolean } {
  const q = useQuery(mapConfigQuery());
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
 * Google Maps when a key is configured and its script loads. Without a key our own world map is the normal map
 * (issue 19 §5: no alarming banner); when a key is set but Google fails (offline, script blocked, key refused) the
 * spec's 'Map temporarily unavailable' words sit above our map, which has the same markers and popups.
 */
export default function MapView(props: MapProps) {
  const { key, ready } = useMapsKey();
  const [googleFailed, setGoogleFailed] = useState(false);
  const fail = useCallback(() => setGoogleFailed(true), []);
  if (!ready) return <MapLoading />;
  if (!key || googleFailed) {
    return (
      <>
        {googleFailed && <OfflineNotice />}
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
