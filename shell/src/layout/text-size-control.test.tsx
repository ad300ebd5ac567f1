import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  applyTextSize, initTextSize, readTextSize, setTextSize, textPx, textScale, TEXT_SIZE_KEY,
} from '@afterwork/shell-sdk';
import { scaledTheme } from '@afterwork/ui/ui-provider';
import { TextSizeChoices, TextSizeMenu } from './text-size-control';

const html = document.documentElement;

beforeEach(() => {
  localStorage.clear();
  act(() => setTextSize('normal'));
  localStorage.clear();
});

describe('text size: store and apply (@afterwork/shell-sdk)', () => {
  it('reads Normal when nothing, or something unknown, is stored', () => {
    expect(readTextSize()).toBe('normal');
    localStorage.setItem(TEXT_SIZE_KEY, 'huge');
    expect(readTextSize()).toBe('normal');
    localStorage.setItem(TEXT_SIZE_KEY, 'larger');
    expect(readTextSize()).toBe('larger');
  });

  it('reads Normal when storage throws (private mode)', () => {
    const spy = jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('denied');
    });
    expect(readTextSize()).toBe('normal');
    spy.mockRestore();
  });

  it('applies a size to <html>: data-text-size and --aw-text-scale', () => {
    applyTextSize('large');
    expect(html.dataset.textSize).toBe('large');
    expect(html.style.getPropertyValue('--aw-text-scale')).toBe(String(textScale('large')));
    applyTextSize('normal');
    expect(html.style.getPropertyValue('--aw-text-scale')).toBe('1');
  });

  it('initTextSize applies the stored choice before the first render', () => {
    localStorage.setItem(TEXT_SIZE_KEY, 'larger');
    expect(initTextSize()).toBe('larger');
    expect(html.dataset.textSize).toBe('larger');
  });

  it('setTextSize stores and applies the choice', () => {
    act(() => setTextSize('larger'));
    expect(localStorage.getItem(TEXT_SIZE_KEY)).toBe('larger');
    expect(html.dataset.textSize).toBe('larger');
    expect(html.style.getPropertyValue('--aw-text-scale')).toBe('1.3');
  });

  it('scales grow Normal < Large < Larger, and textPx follows the scale', () => {
    expect(textScale('normal')).toBe(1);
    expect(textScale('large')).toBeGreaterThan(1);
    expect(textScale('larger')).toBeGreaterThan(textScale('large'));
    expect(textPx(20)).toBe('calc(20px * var(--aw-text-scale, 1))');
  });

  it("scales antd's font-size tokens and nothing else", () => {
    const theme = scaledTheme(1.3);
    expect(theme.token.fontSize).toBe(23);
    expect(theme.token.fontSizeHeading1).toBe(52);
    expect(theme.token.controlHeight).toBe(44);
    expect(scaledTheme(1).token.fontSize).toBe(18);
  });
});

describe('text size control (header)', () => {
  it("opens from the 'Aa' button, applies a choice at once and remembers it", async () => {
    render(<TextSizeMenu />);
    const button = screen.getByRole('button', { name: 'Text size' });
    expect(button).toHaveTextContent('Aa');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const group = screen.getByRole('group', { name: 'Text size' });
    expect(within(group).getByRole('radio', { name: 'Normal' })).toBeChecked();
    await userEvent.click(within(group).getByRole('radio', { name: 'Larger' }));
    expect(within(group).getByRole('radio', { name: 'Larger' })).toBeChecked();
    expect(localStorage.getItem(TEXT_SIZE_KEY)).toBe('larger');
    expect(html.dataset.textSize).toBe('larger');
  });

  it('closes on Escape (focus back on the button) and on an outside click', async () => {
    render(
      <>
        <TextSizeMenu />
        <p>outside</p>
      </>,
    );
    const button = screen.getByRole('button', { name: 'Text size' });
    await userEvent.click(button);
    await userEvent.click(screen.getByRole('radio', { name: 'Large' }));
    await userEvent.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
    await userEvent.click(button);
    await userEvent.click(screen.getByText('outside'));
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('keeps two copies (desktop panel, mobile menu) in step', async () => {
    render(
      <>
        <TextSizeChoices layout="column" />
        <TextSizeChoices layout="row" />
      </>,
    );
    const [first, second] = screen.getAllByRole('group', { name: 'Text size' });
    await userEvent.click(within(first).getByRole('radio', { name: 'Large' }));
    expect(within(second).getByRole('radio', { name: 'Large' })).toBeChecked();
  });
});
