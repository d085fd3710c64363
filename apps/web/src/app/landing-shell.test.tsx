import { describe, expect, it } from 'vitest';
import { renderLandingShell } from './landing-shell.tsx';

function shell() {
  const root = document.createElement('div');
  root.innerHTML = renderLandingShell();
  return root;
}

describe('prerendered landing first screen', () => {
  it('carries the hero, the search box and the ways into the shop', () => {
    const body = shell();
    expect(body.querySelector('h1')).toHaveTextContent("Your town's market, delivered fast.");
    expect(body.querySelector('input[type="search"]')).toHaveAttribute('placeholder', 'Search for anything...');
    const links = [...body.querySelectorAll('a')].map((a) => a.getAttribute('href'));
    expect(links).toEqual(expect.arrayContaining(['/', '/menu', '/offers']));
  });

  it('claims no session, and its search takes typing that still searches without the app', () => {
    const body = shell();
    expect(body).not.toHaveTextContent('LOG IN');
    expect(body.querySelector('[aria-label="My account"]')).toBeNull();
    const input = body.querySelector('input[type="search"]')!;
    expect(input).not.toHaveAttribute('readonly');
    expect(input).toHaveAttribute('name', 'product');
    expect(input.closest('form')).toHaveAttribute('action', '/menu');
    expect(body.querySelector('button[aria-label="Search"]')).toBeEnabled();
  });
});
