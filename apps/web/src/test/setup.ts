import '@testing-library/jest-dom/vitest';
import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';
import { options } from 'preact';
import { i18n } from '../i18n/i18n.ts';
import { startI18nInMemory } from '../i18n/in-memory-i18n.ts';

startI18nInMemory('en');

// Preact runs effects after the next frame, falling back to a 100 ms timer that calls
// `cancelAnimationFrame`. That timer can fire after jsdom has left the worker, where the
// function no longer exists; a plain timer runs the effects without touching frame globals.
options.requestAnimationFrame = (callback) => {
  setTimeout(callback, 0);
};

afterEach(async () => {
  cleanup();
  localStorage.clear();
  // A test that switched to Kiswahili leaves the next one in English.
  if (i18n.language !== 'en') await i18n.changeLanguage('en');
});
