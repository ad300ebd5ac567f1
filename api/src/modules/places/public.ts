/**
 * What other modules may use of places (issue 31 §3): the offline gazetteer's look-ups and the great-circle distance.
 * Its data is read on the first look-up and stays on the server.
 */
export { locatePlace, resolvePlace, placeOfSearch, nearestFirst, distanceKm, type Origin } from './service';
export { placeKey } from './gazetteer';
export { registerPlacesRoutes } from './routes';
