import { Route, Routes } from '@afterwork/ui/router';
import type { RemoteProps } from '@afterwork/shell-sdk';
import { NotFoundPage } from '@afterwork/ui/not-found';
import { ExplorerPage } from './features/communities/components/explorer-page';
import { CommunityDetailPage } from './features/communities/components/community-detail-page';

/** mf-communities' public surface: /communities and /communities/:id (relative to basePath). */
export default function CommunitiesRoutes({ basePath }: RemoteProps) {
  const base = basePath || '/communities';
  return (
    <Routes>
      <Route index element={<ExplorerPage basePath={base} />} />
      <Route path=":id" element={<CommunityDetailPage basePath={base} />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
