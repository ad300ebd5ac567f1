import { useCallback, useEffect, useState } from 'react';
import { GoogleMap, InfoWindowF, MarkerF, useJsApiLoader } from '@react-google-maps/api';
import { useQuery } from '@tanstack/react-query';
import { LinkButton } from '@afterwork/ui/link-button';
import type { CommunityMapPoint } from '@afterwork/contracts/communities';
import { explorerMapQuery, type MapView } from '../../api/explorer-queries';
import { MapLoading, type MapProps } from './map-parts';
import { roundedView } from './visible-bounds';
import { TypeChip, typeColor } from '../type-chip';

const CENTER = { lat: 20, lng: 0 };
const CONTAINER = { width: '100%', height: '100%' };
/** Only the zoom control (spec §2.2). */
const OPTIONS = { disableDefaultUI: true, zoomControl: true, clickableIcons: false };

/** The map's bounds and zoom, rounded outward (a step that halves with each zoom level) so a small pan hits the cache. */
function viewOf(map: google.maps.Map): MapView | null {
  const b = map.getBounds();
  const zoom = map.getZoom();
  if (!b || zoom == null) return null;
  const ne = b.getNorthEast();
  const sw = b.getSouthWest();
  const wraps = sw.lng() > ne.lng() || ne.lng() - sw.lng() >= 359;
  const box = { west: wraps ? -180 : sw.lng(), east: wraps ? 180 : ne.lng(), south: sw.lat(), north: ne.lat() };
  return roundedView(box, Math.round(zoom), Math.max(0, zoom - 1));
}

/**
 * Google Maps (lazy chunk). Its markers come from the server for the visible bounds and zoom (clusters when many
 * share a spot). Reports failure (script error, refused key) so the offline map can take over.
 */
export default function GoogleCommunityMap({ filter, basePath, apiKey, onFail }: MapProps & { apiKey: string; onFail: () => void }) {
  const { isLoaded, loadError } = useJsApiLoader({ id: 'afterwork-google-maps', googleMapsApiKey: apiKey });
  const [map, setMap] = useState<google.maps.Map | null>(null);
  const [view, setView] = useState<MapView | null>(null);
  const [selected, setSelected] = useState<CommunityMapPoint | null>(null);
  const markers = useQuery(explorerMapQuery(filter, view));
  const onIdle = useCallback(() => {
    if (map) setView(viewOf(map));
  }, [map]);

  useEffect(() => {
    // Google calls this global when the key is refused.
    (window as unknown as { gm_authFailure?: () => void }).gm_authFailure = onFail;
  }, [onFail]);
  useEffect(() => {
    if (loadError) onFail();
  }, [loadError, onFail]);
  useEffect(() => {
    // A script that neither loads nor fails (a network that swallows requests) counts as a failure after 12 s.
    if (isLoaded) return undefined;
    const timer = setTimeout(onFail, 12_000);
    return () => clearTimeout(timer);
  }, [isLoaded, onFail]);

  if (loadError) return null;
  if (!isLoaded) return <MapLoading />;
  return (
    <GoogleMap
      mapContainerStyle={CONTAINER}
      center={CENTER}
      zoom={2}
      options={OPTIONS}
      onLoad={setMap}
      onIdle={onIdle}
      onClick={() => setSelected(null)}
    >
      {(markers.data?.points ?? []).map((p) =>
        p.count === 1 && p.id != null ? (
          <MarkerF
            key={`m${p.id}`}
            position={{ lat: p.latitude, lng: p.longitude }}
            title={p.name}
            onClick={() => setSelected(p)}
            // A 22 px dot inside a 44 px target (issue 19 §5): a see-through stroke 22 px wide.
            icon={{ path: 0 /* google.maps.SymbolPath.CIRCLE */, scale: 11, fillColor: typeColor(p.type ?? ''), fillOpacity: 1, strokeColor: '#ffffff', strokeWeight: 22, strokeOpacity: 0.01 }}
          />
        ) : (
          <MarkerF
            key={`c${p.latitude},${p.longitude}`}
            position={{ lat: p.latitude, lng: p.longitude }}
            title={`${p.count} communities here: zoom in to see them`}
            label={{ text: p.count > 9999 ? `${Math.round(p.count / 1000)}k` : String(p.count), color: '#ffffff', fontWeight: '700' }}
            onClick={() => {
              map?.setZoom(Math.min(p.expansionZoom ?? (map.getZoom() ?? 2) + 2, 18));
              map?.panTo({ lat: p.latitude, lng: p.longitude });
            }}
            icon={{ path: 0, scale: 22, fillColor: '#2b2b2b', fillOpacity: 1, strokeColor: '#ffffff', strokeWeight: 2 }}
          />
        ),
      )}
      {selected && (
        <InfoWindowF position={{ lat: selected.latitude, lng: selected.longitude }} onCloseClick={() => setSelected(null)}>
          <div className="cm-gm-info">
            <p className="cm-popup-title">{selected.name}</p>
            <p style={{ margin: '0 0 6px' }}>{selected.location}</p>
            <TypeChip type={selected.type ?? ''} />
            <div style={{ marginTop: 8 }}>
              <LinkButton to={`${basePath}/${selected.id}`} type="link">
                View Community
              </LinkButton>
            </div>
          </div>
        </InfoWindowF>
      )}
    </GoogleMap>
  );
}
