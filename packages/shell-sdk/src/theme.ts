/**
 * The one Afterwork look, given to every app's antd ConfigProvider (DESIGN.md §4):
 * 18px base text, 44px+ controls, strong contrast (body text #1a1a1a on white is 17:1,
 * the primary #0b5d4b on white is 7.6:1), generous spacing, visible focus.
 * Plain data, so the SDK never imports antd (antd is bundled per app, tree-shaken).
 */
export const afterworkTheme = {
  cssVar: { key: 'afterwork', prefix: 'aw' },
  hashed: false,
  token: {
    colorPrimary: '#0b5d4b',
    colorLink: '#0b5d4b',
    colorSuccess: '#1e6b2f',
    colorWarning: '#8a5300',
    colorError: '#b3261e',
    colorInfo: '#1d4f91',
    colorText: '#1a1a1a',
    colorTextSecondary: '#3d3d3d',
    colorTextTertiary: '#4a4a4a',
    colorTextDescription: '#3d3d3d',
    colorBgLayout: '#f7f5f0',
    colorBorder: '#8c8c8c',
    fontSize: 18,
    fontSizeLG: 20,
    fontSizeSM: 16,
    fontSizeHeading1: 40,
    fontSizeHeading2: 32,
    fontSizeHeading3: 26,
    fontSizeHeading4: 22,
    lineHeight: 1.6,
    controlHeight: 44,
    controlHeightLG: 52,
    controlHeightSM: 36,
    borderRadius: 10,
    fontFamily: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
    lineWidthFocus: 3,
  },
  components: {
    Button: { fontWeight: 600, paddingInline: 20 },
    Tag: { fontSizeSM: 16 },
  },
} as const;

/** Community and group type colours (spec part 2 §9). */
export const typeColors: Record<string, string> = {
  active: '#1e6b2f',
  learn: '#1d4f91',
  practice: '#6b2fa0',
  craft: '#8a5300',
  hobby: '#a3214f',
  social: '#a3214f',
};
