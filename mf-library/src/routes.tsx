import { Route, Routes } from 'react-router-dom';
import type { RemoteProps } from '@afterwork/shell-sdk';
import { NotFoundPage } from '@afterwork/ui/not-found';
import { LibraryPage } from './features/resources/components/library-page';

/** mf-library's public surface: its routes under /resources and /assessments (relative to basePath). */
export default function LibraryRoutes({ basePath }: RemoteProps) {
  return (
    <>
      {basePath === '/resources' ? (
        <Routes>
          <Route index element={<LibraryPage />} />
          <Route path="*" element={<NotFoundPage />} />
        </Routes>
      ) : (
        <Routes>
          <Route path="*" element={<NotFoundPage />} />
        </Routes>
      )}
    </>
  );
}
