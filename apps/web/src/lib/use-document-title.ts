import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Each page names itself in the tab title, which screen readers announce on navigation. */
export function useDocumentTitle(title: string) {
  const { t } = useTranslation('app');
  const untitled = t('defaultTitle');
  useEffect(() => {
    document.title = title ? `${title} · Sokoni` : untitled;
  }, [title, untitled]);
}
