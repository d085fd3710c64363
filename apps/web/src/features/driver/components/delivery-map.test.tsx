import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FALLBACK_GEO_CONFIG } from '../../../components/map/geo-api.ts';
import { jsonResponse, renderWithApp } from '../../../test/render.tsx';
import { DeliveryMap } from './delivery-map.tsx';

// jsdom draws no SVG; Leaflet only needs to believe it can, to place the customer's dot.
(window.SVGSVGElement.prototype as unknown as { createSVGRect: () => object }).createSVGRect = () => ({});

const HOSTILE = '<meta http-equiv="refresh" content="0;url=https://evil.example"><img src=x onerror="alert(1)">';

beforeEach(() => {
  vi.stubGlobal('fetch', vi.fn<typeof fetch>().mockResolvedValue(jsonResponse(200, FALLBACK_GEO_CONFIG)));
});
afterEach(() => vi.unstubAllGlobals());

/** Leaflet opens a layer's tooltip when the pointer rests on it. */
async function hoverTooltip(layer: Element): Promise<HTMLElement> {
  fireEvent.mouseOver(layer);
  return waitFor(() => {
    const tooltip = document.querySelector<HTMLElement>('.leaflet-tooltip');
    if (!tooltip) throw new Error('no tooltip yet');
    return tooltip;
  });
}

describe('delivery map labels', () => {
  it('shows a hostile shop name as text: no element of it reaches the page', async () => {
    renderWithApp(<DeliveryMap shops={[{ label: HOSTILE, location: '-1.2921,36.8219' }]} customer={null} />);
    const pin = await waitFor(() => {
      const marker = document.querySelector('.leaflet-marker-icon');
      if (!marker) throw new Error('no marker yet');
      return marker;
    });
    const tooltip = await hoverTooltip(pin);
    expect(tooltip).toHaveTextContent(HOSTILE);
    expect(document.querySelector('meta[http-equiv]')).toBeNull();
    expect(tooltip.querySelector('img')).toBeNull();
  });

  it("shows a hostile customer name as text on the customer's dot", async () => {
    renderWithApp(<DeliveryMap shops={[]} customer={{ label: `${HOSTILE} (customer)`, location: '-1.2921,36.8219' }} />);
    await screen.findByTestId('delivery-map');
    const dot = await waitFor(() => {
      const path = document.querySelector('.leaflet-interactive');
      if (!path) throw new Error('no dot yet');
      return path;
    });
    const tooltip = await hoverTooltip(dot);
    expect(tooltip).toHaveTextContent(`${HOSTILE} (customer)`);
    expect(document.querySelector('meta[http-equiv]')).toBeNull();
    expect(tooltip.querySelector('img')).toBeNull();
  });
});
