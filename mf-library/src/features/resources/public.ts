// The public face of the resources feature: what the other features of mf-library may use (docs/architecture.md, "Boundaries").
export { useCreateResource, useDeleteResource, useUpdateResource } from './api/resources-mutations';
export { manageListQuery } from './api/resources-queries';
export { categoryLabel, isExternalLink } from './lib/library-filters';
export { safeHtml } from './lib/safe-html';
export { ICON_LABELS, ResourceIcon } from './components/resource-icon';
