// The shell provides every antd group to the remotes (their production builds consume, never bring, antd).
// Referencing the groups here puts them in the shell's share scope; they are fetched only when a page needs one.
export const lazyAntdGroups = {
  display: () => import('@afterwork/ui/antd-display'),
  overlay: () => import('@afterwork/ui/antd-overlay'),
  form: () => import('@afterwork/ui/antd-form'),
  formExtra: () => import('@afterwork/ui/antd-form-extra'),
  data: () => import('@afterwork/ui/antd-data'),
};
