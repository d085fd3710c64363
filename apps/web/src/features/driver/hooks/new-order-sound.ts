export const NEW_ORDER_SOUND = '/sounds/new_order.mp3';

let clicked = false;
let listening = false;

/**
 * Browsers refuse sound before the person has interacted with the page, and the spec plays the
 * new-order sound only after a first click. Listening starts with the dashboard.
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

/** Plays the new-order sound, once the driver has clicked on the page. */
export function playNewOrderSound() {
  if (!clicked || typeof Audio === 'undefined') return;
  try {
    void new Audio(NEW_ORDER_SOUND).play().catch(() => {
      /* a muted tab or no audio device: the bell and the list still show the order */
    });
  } catch {
    /* no audio support */
  }
}
