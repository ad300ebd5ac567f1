// The public face of the profile pages: what the shell's other pages may use (docs/architecture.md, "Boundaries").
export { firstNameOf, MemberAvatar } from './member-ui';
export { userActivitiesQuery, userCommunitiesQuery, userGroupsQuery } from './api/profile-queries';
export { useUpdateMe } from './api/profile-mutations';
export { useBlockChange } from '@afterwork/ui/block-member';
