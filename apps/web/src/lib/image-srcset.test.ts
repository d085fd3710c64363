import { describe, expect, it } from 'vitest';
import { uploadSrcSet } from './image-srcset.ts';

describe('uploadSrcSet', () => {
  it('offers every width of an uploaded photo', () => {
    expect(uploadSrcSet('/uploads/products/a.webp')).toBe(
      '/uploads/products/a.webp?w=160 160w, /uploads/products/a.webp?w=320 320w, /uploads/products/a.webp?w=640 640w, /uploads/products/a.webp?w=1280 1280w',
    );
    expect(uploadSrcSet('https://api.sokoni.co.ke/uploads/stores/b.jpg')).toMatch(/^https:\/\/api\.sokoni\.co\.ke\/uploads\/stores\/b\.jpg\?w=160 160w/);
  });

  it('leaves drawings, outside pictures and missing ones alone', () => {
    expect(uploadSrcSet('/uploads/demo/carrot.svg')).toBeNull();
    expect(uploadSrcSet('https://example.com/cat.webp')).toBeNull();
    expect(uploadSrcSet('/placeholder.svg')).toBeNull();
    expect(uploadSrcSet(null)).toBeNull();
  });
});
