export const NEW_ORDER_SOUND = '/sounds/new_order.mp3';

let clicked = false;
let listening = false;

/**
 * Browsers refuse to play sound before the person has interacted with the page, and the spec
 * plays the new-order sound only after a first click. Listening starts with a dashboard (the
 * store's and the driver's both ring for new orders).
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

/** Plays the new-order sound, once the person has clicked on the page. */
export function playNewOrderSound() {
  if (!clicked || typeof Audio === 'undefined') return;
  try {
    void new Audio(NEW_ORDER_SOUND).play().catch(() => {
      /* a muted tab or no audio device: the badge and the list still show the order */
    });
  } catch {
    /* no audio support */
  }
}
