import type { Ref } from 'react';
import { PHOTO_ACCEPT } from '@afterwork/contracts/photos';

/**
 * The hidden file input behind a visible 'Choose a photo' button (the profile's photo, a post's photo): out of the
 * tab order and hidden from screen readers, since the button is what is pressed. Choosing the same file again still
 * counts (the value is cleared after each choice).
 */
export function PhotoFileInput({ ref, onPick, testId }: { ref: Ref<HTMLInputElement>; onPick: (file: File | undefined) => void; testId?: string }) {
  return (
    <input
      ref={ref}
      type="file"
      accept={PHOTO_ACCEPT}
      className="aw-sr-only"
      tabIndex={-1}
      aria-hidden="true"
      data-testid={testId}
      onChange={(e) => {
        onPick(e.target.files?.[0]);
        e.target.value = '';
      }}
    />
  );
}
