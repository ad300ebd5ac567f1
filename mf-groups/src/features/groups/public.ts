// The public face of the groups feature: what the other features of mf-groups may use (docs/architecture.md, "Boundaries").
export { myGroupsQuery } from './api/groups-queries';
export { useRefreshGroups } from './hooks/use-refresh-groups';
