import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { setDataSaver, useDataSaver } from '../../lib/data-saver.ts';
import { SettingsIcon } from '../ui/icons.tsx';
import { LanguageOptions } from './language-options.tsx';
import { PhoneAlertsSwitch } from './phone-alerts-switch.tsx';

/**
 * The header's settings menu: choices kept on this device. 'Data saver' (pictures only when
 * tapped, compact lists, nothing loaded ahead) and the language (also kept on a signed-in
 * account), and for a signed-in account, alerts on this phone. Escape or a click elsewhere closes it.
 */
export function SettingsMenu() {
  const { t } = useTranslation('layout');
  const [open, setOpen] = useState(false);
  const dataSaver = useDataSaver();
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      toggle.current?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);

  return (
    <div ref={root} className="relative">
      <button
        ref={toggle}
        type="button"
        aria-label={t('settings.open')}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
        className="flex size-11 items-center justify-center rounded-full border border-stone-200 bg-white text-stone-700 shadow-sm hover:border-primary-300 hover:text-primary-800"
      >
        <SettingsIcon className="size-5" />
      </button>
      {open && (
        <div id={panelId} className="absolute right-0 top-12 z-50 w-72 space-y-4 rounded-2xl border border-stone-200 bg-white p-4 text-left shadow-lg">
          <label className="flex items-start gap-3">
            <input
              type="checkbox"
              role="switch"
              checked={dataSaver}
              onChange={(event) => setDataSaver(event.target.checked)}
              className="mt-1 size-5 shrink-0 accent-primary-700"
            />
            <span>
              <span className="block text-sm font-semibold text-stone-900">{t('settings.dataSaver')}</span>
              <span className="block text-xs text-stone-600">{t('settings.dataSaverHint')}</span>
            </span>
          </label>
          <PhoneAlertsSwitch />
          <LanguageOptions />
        </div>
      )}
    </div>
  );
}
