import { useCallback, useState } from 'react';
import EnvironmentOutlined from '@ant-design/icons/EnvironmentOutlined';
import { Button } from '@afterwork/ui/antd-base';
import { useSession } from '@afterwork/shell-sdk';
import type { NearOrigin } from '../api/explorer-queries';

export interface NearMeState {
  origin: NearOrigin;
  asking: boolean;
  message: string | null;
  locate: () => void;
  byName: () => void;
  placeNotKnown: (place: string) => void;
  /** Measure from another town of the same name ('Bath, Maine' rather than 'Bath, England'). */
  choose: (place: string) => void;
}

/**
 * 'Near me' (issue 20 §5): the browser's location when the member allows it; otherwise their home town (from
 * their profile), said plainly; otherwise a clear way forward. The server orders by distance, from any town of the
 * world (its gazetteer, issue 31 §3), and names the other towns of that name to choose from.
 */
export function useNearMe(): NearMeState {
  const session = useSession();
  const home = session.user?.location?.trim() || null;
  const [origin, setOrigin] = useState<NearOrigin>(null);
  const [asking, setAsking] = useState(false);
  const [message, setMessage] = useState<string | null>(null);

  const fallBack = useCallback(
    (why: string) => {
      setAsking(false);
      if (home) {
        // The whole home town ('Bath, England'): the server finds it among its communities' towns or in its gazetteer.
        setOrigin({ place: home });
        setMessage(`${why} Distances are from your home town, ${home}.`);
      } else {
        setOrigin(null);
        setMessage(`${why} Allow location for this site in your browser, or sign in and add your home town to your profile.`);
      }
    },
    [home],
  );

  const locate = useCallback(() => {
    setMessage(null);
    if (typeof navigator === 'undefined' || !navigator.geolocation) {
      fallBack('This browser cannot share your location.');
      return;
    }
    setAsking(true);
    navigator.geolocation.getCurrentPosition(
      (pos) => {
        setAsking(false);
        setOrigin({ lat: pos.coords.latitude, lng: pos.coords.longitude });
      },
      (err) => fallBack(err.code === err.PERMISSION_DENIED ? 'We could not use your location.' : 'Your location could not be found just now.'),
      { timeout: 10_000, maximumAge: 10 * 60_000 },
    );
  }, [fallBack]);

  const byName = useCallback(() => {
    setOrigin(null);
    setMessage(null);
  }, []);

  const placeNotKnown = useCallback((place: string) => {
    setOrigin(null);
    setMessage(`We could not find your home town, ${place}, on our map, so communities are listed by name. Check its spelling on your profile.`);
  }, []);

  const choose = useCallback((place: string) => {
    setOrigin({ place });
    setMessage(null);
  }, []);

  return { origin, asking, message, locate, byName, placeNotKnown, choose };
}

/** The 'Near me' button, what the list is sorted by, and 'Sort by name' to go back. */
export function NearMe({ state, origin }: { state: NearMeState; origin: { label: string; choices?: string[] } | null }) {
  const sorted = state.origin != null && origin != null;
  return (
    <div className="cm-near" aria-live="polite">
      {sorted ? (
        <>
          <p className="cm-near-text">
            <EnvironmentOutlined aria-hidden /> Nearest first, from {origin.label}.
          </p>
          <Button size="large" onClick={state.byName}>
            Sort by name
          </Button>
          {origin.choices?.length ? (
            <div className="cm-near-choices" role="group" aria-label={`Not ${origin.label}? Measure from`}>
              <p className="cm-near-text">Not {origin.label}? Measure from:</p>
              {origin.choices.map((place) => (
                <Button key={place} size="large" onClick={() => state.choose(place)}>
                  {place}
                </Button>
              ))}
            </div>
          ) : null}
        </>
      ) : (
        <Button size="large" icon={<EnvironmentOutlined aria-hidden />} loading={state.asking} onClick={state.locate}>
          Near me
        </Button>
      )}
      {state.message && <p className="cm-near-text">{state.message}</p>}
    </div>
  );
}
