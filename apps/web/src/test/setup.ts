import '@testing-library/jest-dom/vitest';
import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';
import { i18n } from '../i18n/i18n.ts';
import { startI18nInMemory } from '../i18n/in-memory-i18n.ts';

startI18nInMemory('en');

afterEach(async () => {
  cleanup();
  localStorage.clear();
  // A test that switched to Kiswahili leaves the next one in English.
  if (i18n.language !== 'en') await i18n.changeLanguage('en');
});
