import { ConfigProvider, enUS } from '@afterwork/ui/antd-base';
import { afterworkTheme } from '@afterwork/shell-sdk';
import type { ReactNode } from 'react';
import './targets.css';

/**
 * The site's one antd ConfigProvider, with the theme from @afterwork/shell-sdk. The shell wraps the
 * site in it; a remote's standalone harness wraps the remote in it.
 */
export function UiProvider({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider theme={afterworkTheme} locale={enUS}>
      {children}
    </ConfigProvider>
  );
}
