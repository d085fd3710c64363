import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { setDataSaver } from '../../lib/data-saver.ts';
import { FallbackImage } from './fallback-image.tsx';

afterEach(() => localStorage.clear());

describe('pictures with the data saver on', () => {
  it('shows a labelled button instead of the picture, and the picture once tapped', async () => {
    setDataSaver(true);
    const { container } = render(<FallbackImage src="/uploads/carrots.jpg" alt="Carrots" />);
    expect(container.querySelector('img')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Show picture: Carrots' }));
    expect(screen.getByRole('img', { name: 'Carrots' })).toHaveAttribute('src', '/uploads/carrots.jpg');
  });

  it('shows the picture at once with the data saver off', () => {
    setDataSaver(false);
    render(<FallbackImage src="/uploads/carrots.jpg" alt="Carrots" />);
    expect(screen.getByRole('img', { name: 'Carrots' })).toBeInTheDocument();
  });
});
