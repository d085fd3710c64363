import { describe, expect, it } from 'vitest';
import { decodeFullPlusCode, parseLocationInput, recoverShortPlusCode } from './location-input.ts';

const CENTRE_OF_6GCRPR6C_24 = { lat: -1.2899375, lng: 36.8203125 };

describe('parseLocationInput', () => {
  it("keeps 'lat,lng' text as typed and turns { lat, lng } into 'lat,lng'", () => {
    expect(parseLocationInput(' -1.28, 36.8 ')).toEqual({ kind: 'point', point: { lat: -1.28, lng: 36.8 }, text: '-1.28, 36.8' });
    expect(parseLocationInput({ lat: -1.28, lng: 36.8 })).toMatchObject({ kind: 'point', text: '-1.280000,36.800000' });
    expect(parseLocationInput({ lat: '-1.28', lng: '36.8' })).toMatchObject({ kind: 'point', text: '-1.280000,36.800000' });
    expect(parseLocationInput('{"lat":-1.28,"lng":36.8}')).toMatchObject({ kind: 'point', text: '-1.280000,36.800000' });
  });

  it('decodes a full Plus Code to the centre of its square, in any case', () => {
    for (const code of ['6GCRPR6C+24', '6gcrpr6c+24', '6GCRPR6C+24 Nairobi']) {
      const parsed = parseLocationInput(code);
      expect(parsed, code).toMatchObject({ kind: 'point', text: '-1.289937,36.820313' });
    }
    expect(decodeFullPlusCode('6GCRPR6C+24')).toEqual({ lat: expect.closeTo(CENTRE_OF_6GCRPR6C_24.lat, 9), lng: expect.closeTo(CENTRE_OF_6GCRPR6C_24.lng, 9) });
  });

  it('keeps a short Plus Code with the town written after it, for the server to place', () => {
    expect(parseLocationInput('PR6C+24 Nairobi')).toEqual({ kind: 'short-plus-code', code: 'PR6C+24', locality: 'Nairobi' });
    expect(parseLocationInput('pr6c+24, Nairobi, Kenya')).toEqual({ kind: 'short-plus-code', code: 'PR6C+24', locality: 'Nairobi' });
    expect(parseLocationInput('PR6C+24')).toEqual({ kind: 'short-plus-code', code: 'PR6C+24', locality: null });
  });

  it('refuses free text, padded or one-character codes, broken numbers and other shapes', () => {
    for (const value of ['somewhere in Juja', 'Juja', '6GCR', '+', '6GCRPR00+', '6GCRPR6C+2', 'WC+ Nairobi', '91,200', '', '{nope', [1, 2], { lat: 'x', lng: 1 }, 42, null, undefined]) {
      expect(parseLocationInput(value), JSON.stringify(value)).toBeNull();
    }
  });
});

describe('recoverShortPlusCode', () => {
  it('places a short code next to a reference point such as a town centre', () => {
    const nairobi = { lat: -1.28333, lng: 36.81667 };
    expect(recoverShortPlusCode('PR6C+24', nairobi)).toEqual({ lat: expect.closeTo(CENTRE_OF_6GCRPR6C_24.lat, 9), lng: expect.closeTo(CENTRE_OF_6GCRPR6C_24.lng, 9) });
    expect(recoverShortPlusCode('6GCRPR6C+24', nairobi)).toBeNull();
  });
});
