import { ConfigProvider, enUS } from '@afterwork/ui/antd-base';
import { afterworkTheme, textScale, useTextSize } from '@afterwork/shell-sdk';
import { useMemo, type ReactNode } from 'react';
import './targets.css';

const fontTokens = ['fontSize', 'fontSizeLG', 'fontSizeSM', 'fontSizeHeading1', 'fontSizeHeading2', 'fontSizeHeading3', 'fontSizeHeading4'] as const;

/** The theme at a text-size scale: antd's fontSize tokens grow with the reader's choice (issue 11 §6). */
export function scaledTheme(scale: number) {
  if (scale === 1) return afterworkTheme;
  const token: Record<string, unknown> = { ...afterworkTheme.token };
  for (const key of fontTokens) token[key] = Math.round(afterworkTheme.token[key] * scale);
  const Tag = { ...afterworkTheme.components.Tag, fontSizeSM: Math.round(afterworkTheme.components.Tag.fontSizeSM * scale) };
  return { ...afterworkTheme, token, components: { ...afterworkTheme.components, Tag } };
}

/**
 * The site's one antd ConfigProvider, with the theme from @afterwork/shell-sdk at the reader's text
 * size. The shell wraps the site in it; a remote's standalone harness wraps the remote in it.
 */
export function UiProvider({ children }: { children: ReactNode }) {
  const scale = textScale(useTextSize());
  const theme = useMemo(() => scaledTheme(scale), [scale]);
  return (
    <ConfigProvider theme={theme} locale={enUS}>
      {children}
    </ConfigProvider>
  );
}
