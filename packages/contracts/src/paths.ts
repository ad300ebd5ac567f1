/** API paths shared by the API and every frontend. */
export const apiPaths = {
  health: '/api/health',
  register: '/api/register',
  login: '/api/login',
  authLogin: '/api/auth/login',
  logout: '/api/logout',
  user: '/api/user',
  authUser: '/api/auth/user',
  sessionPing: '/api/auth/session-ping',
  resources: '/api/resources',
  resource: (id: number | string) => `/api/resources/${id}`,
  // Member pages (profile, settings, AI guide)
  publicUser: (id: number | string) => `/api/users/${id}`,
  myConnections: '/api/users/me/connections',
  changePassword: '/api/user/password',
  signOutEverywhere: '/api/user/sign-out-everywhere',
  guideAsk: '/api/guide/ask',
  guideRecommendations: '/api/guide/recommendations',
} as const;
