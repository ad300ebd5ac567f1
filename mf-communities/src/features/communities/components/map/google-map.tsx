import { useEffect, useState } from 'react';
import { GoogleMap, InfoWindowF, MarkerF, useJsApiLoader } from '@react-google-maps/api';
import { LinkButton } from '@afterwork/ui/link-button';
import type { CommunityListItem } from '@afterwork/contracts/communities';
import { MapLoading, type MapProps } from './map-parts';
import { TypeChip, typeColor } from '../type-chip';

const CENTER = { lat: 20, lng: 0 };
const CONTAINER = { width: '100%', height: '100%' };
/** Only the zoom control (spec §2.2). */
const OPTIONS = { disableDefaultUI: true, zoomControl: true, clickableIcons: false };

/** Google Maps (lazy chunk). Reports failure (script error, refused key) so the offline map can take over. */
export default function GoogleCommunityMap({ communities, basePath, apiKey, onFail }: MapProps & { apiKey: string; onFail: () => void }) {
  const { isLoaded, loadError } = useJsApiLoader({ id: 'afterwork-google-maps', googleMapsApiKey: apiKey });
  const [selected, setSelected] = useState<CommunityListItem | null>(null);

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
    <GoogleMap mapContainerStyle={CONTAINER} center={CENTER} zoom={2} options={OPTIONS} onClick={() => setSelected(null)}>
      {communities.map((c) => (
        <MarkerF
          key={c.id}
          position={{ lat: c.latitude, lng: c.longitude }}
          title={c.name}
          onClick={() => setSelected(c)}
          icon={{ path: 0 /* google.maps.SymbolPath.CIRCLE */, scale: 8, fillColor: typeColor(c.type), fillOpacity: 1, strokeColor: '#ffffff', strokeWeight: 2 }}
        />
      ))}
      {selected && (
        <InfoWindowF position={{ lat: selected.latitude, lng: selected.longitude }} onCloseClick={() => setSelected(null)}>
          <div className="cm-gm-info">
            <p className="cm-popup-title">{selected.name}</p>
            <p style={{ margin: '0 0 6px' }}>{selected.location}</p>
            <TypeChip type={selected.type} />
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
