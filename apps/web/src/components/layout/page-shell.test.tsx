import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../../test/fetch-routes.ts';
import { renderWithApp } from '../../test/render.tsx';
import { PageShell } from './page-shell.tsx';

afterEach(() => vi.unstubAllGlobals());

describe('page frame', () => {
  it('has the site footer on public pages and none on dashboards', async () => {
    stubFetch({});
    const publicPage = renderWithApp(<PageShell>Menu</PageShell>);
    expect(await screen.findByRole('contentinfo')).toBeInTheDocument();
    publicPage.unmount();
    renderWithApp(<PageShell footer={false}>Orders</PageShell>);
    expect(screen.queryByRole('contentinfo')).toBeNull();
    expect(screen.getByRole('main')).toHaveTextContent('Orders');
  });
});
