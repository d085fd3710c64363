/**
 * A label for a Leaflet tooltip, popup or divIcon. Leaflet puts a string into the page as HTML,
 * and labels carry names people chose (a customer called `<meta http-equiv=refresh …>` would move
 * a driver's browser), so every label is an element whose text is set as text, never parsed.
 * The lint rule in eslint.config.js refuses any other argument to those Leaflet calls.
 */
export function mapLabel(text: string): HTMLElement {
  const label = document.createElement('span');
  label.textContent = text;
  return label;
}
