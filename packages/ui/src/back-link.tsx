import type { ReactNode } from 'react';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { LinkButton } from './link-button';

/** The one 'Back' link of every page (issue 19 §11): a large outlined button-link with a left arrow. */
export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <LinkButton to={to} size="large" icon={<ArrowLeftOutlined aria-hidden />} className="aw-back-link">
      {children}
    </LinkButton>
  );
}
