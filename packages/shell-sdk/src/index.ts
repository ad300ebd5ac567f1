// @afterwork/shell-sdk — everything a remote may use from the host. Shared as a Module Federation
// singleton, so the session, the query cache and the toast store are the shell's, one per page.
// It never imports antd: the antd-based pieces live in @afterwork/ui, bundled into each app.
export { ApiError, NetworkError, api, apiGetOr, apiRequest, isApiError, errorText, lastApiAnswerAt, type RequestOptions } from './api-client';
export { createQueryClient, fetchQueryKey } from './query-client';
export { useSession, fetchCurrentUser, pingSession, sessionQueryKey, type Session, type SessionStatus } from './session';
export { notify, notifyError, notifySuccess, useToastStore, type Toast, type ToastVariant } from './notify';
export { afterworkTheme, typeColors } from './theme';
export { type RemoteProps, type RemoteRoutesComponent } from './remote-props';
// The key factories live in @afterwork/contracts/query-keys; this export stays for remotes built against it.
export { createQueryKeys } from '@afterwork/contracts/query-keys';
export {
  applyTextSize, initTextSize, readTextSize, setTextSize, textPx, textScale, textSizes, useTextSize, TEXT_SIZE_KEY, type TextSize,
} from './text-size';
