import { describe, expect, it } from 'vitest';
import type { FastifyRequest } from 'fastify';
import { languageOfHeader, signupLanguage } from './request-language.ts';

describe('the language of an Accept-Language header', () => {
  it('is Kiswahili when Swahili comes before English', () => {
    expect(languageOfHeader('sw')).toBe('sw');
    expect(languageOfHeader('sw-KE,sw;q=0.9,en;q=0.8')).toBe('sw');
    expect(languageOfHeader('fr-FR, sw;q=0.5')).toBe('sw');
    expect(languageOfHeader('sw, en')).toBe('sw');
  });

  it('is English when English is preferred, or neither is named', () => {
    expect(languageOfHeader(undefined)).toBe('en');
    expect(languageOfHeader('en-KE,en;q=0.9,sw;q=0.8')).toBe('en');
    expect(languageOfHeader('en, sw')).toBe('en');
    expect(languageOfHeader('fr-FR')).toBe('en');
    expect(languageOfHeader('sw;q=0')).toBe('en');
  });
});

describe('the language a sign-up starts the account with', () => {
  const request = (headers: Record<string, string>) => ({ headers }) as unknown as FastifyRequest;

  it("is the device's choice, else the language Accept-Language prefers", () => {
    expect(signupLanguage(request({ cookie: 'a=1; sokoni_lang=sw', 'accept-language': 'en' }))).toBe('sw');
    expect(signupLanguage(request({ cookie: 'sokoni_lang=en', 'accept-language': 'sw' }))).toBe('en');
    expect(signupLanguage(request({ 'accept-language': 'sw-KE,sw;q=0.9,en;q=0.8' }))).toBe('sw');
    expect(signupLanguage(request({ 'accept-language': 'en-KE' }))).toBe('en');
  });

  it('is none when the request names neither language', () => {
    expect(signupLanguage(request({}))).toBeNull();
    expect(signupLanguage(request({ 'accept-language': 'fr-FR,de;q=0.5', cookie: 'sokoni_lang=fr' }))).toBeNull();
    expect(signupLanguage(request({ 'accept-language': 'sw;q=0' }))).toBeNull();
  });
});
