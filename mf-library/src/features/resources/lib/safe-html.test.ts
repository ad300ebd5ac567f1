import { safeHtml } from './safe-html';

describe('safeHtml (second line of defence when rendering resource content)', () => {
  it('removes scripts, event handlers and javascript:/data: URLs, keeps ordinary markup', () => {
    const out = safeHtml('<h2>Hi</h2><p onclick="x()">Text<script>alert(1)</script></p><a href="javascript:alert(1)">bad</a><img src="data:image/png;base64,xx" onerror="x()"><a href="https://ok.example">ok</a>');
    expect(out).not.toMatch(/script|onclick|onerror|javascript:|data:/i);
    expect(out).toContain('<h2>Hi</h2>');
    expect(out).toContain('href="https://ok.example"');
    expect(out).toContain('rel="noopener noreferrer"');
  });
});
