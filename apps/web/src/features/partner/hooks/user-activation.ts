let clicked = false;
let listening = false;

/**
 * Browsers refuse to play sound before the person has interacted with the page, and the spec
 * plays the new-order sound only after a first click. Listening starts with the dashboard.
 */
export function watchFirstClick() {
  if (listening || typeof document === 'undefined') return;
  listening = true;
  const mark = () => {
    clicked = true;
    document.removeEventListener('pointerdown', mark, true);
    document.removeEventListener('keydown', mark, true);
  };
  document.addEventListener('pointerdown', mark, true);
  document.addEventListener('keydown', mark, true);
}

export function hasClickedOnce(): boolean {
  return clicked;
}
