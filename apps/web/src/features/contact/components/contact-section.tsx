import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { FormSkeleton } from '../../../components/ui/skeleton.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { useDataSaver } from '../../../lib/data-saver.ts';
import { whenIdle } from '../../../lib/when-idle.ts';
import { useTranslation } from 'react-i18next';

// The form and its validation (zod) sit at the bottom of every page: they load when the footer
// comes near the screen (or, where that cannot be watched, once the page is idle), not with the
// first screen, and a visit that never scrolls down never downloads them.
const ContactForm = lazy(() => import('./contact-form.tsx').then((m) => ({ default: m.ContactForm })));

/**
 * The footer's 'Send us a message' block: a short invitation beside the form. Every page's footer
 * carries it: while its words load it waits on its own instead of holding up the page above it.
 */
export function ContactSection() {
  return (
    <Suspense fallback={null}>
      <Contact />
    </Suspense>
  );
}

function Contact() {
  const { t } = useTranslation('contact');
  const [showForm, setShowForm] = useState(false);
  // Data saver: the form (and its validation library) loads only when asked for.
  const dataSaver = useDataSaver();
  const section = useRef<HTMLElement>(null);
  useEffect(() => {
    if (dataSaver || showForm) return;
    const element = section.current;
    if (!element || typeof IntersectionObserver === 'undefined') return whenIdle(() => setShowForm(true));
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setShowForm(true), { rootMargin: '600px 0px' });
    observer.observe(element);
    return () => observer.disconnect();
  }, [dataSaver, showForm]);
  const placeholder = dataSaver ? (
    <Button variant="secondary" onClick={() => setShowForm(true)}>
      {t('section.writeToUs')}
    </Button>
  ) : (
    <FormSkeleton fields={2} label={t('section.loading')} />
  );
  return (
    <section ref={section} aria-labelledby="contact-form-heading" className="grid gap-6 lg:grid-cols-[2fr_3fr] lg:gap-10">
      <div>
        <h2 id="contact-form-heading" className="text-lg font-bold text-white">
          {t('section.heading')}
        </h2>
        <p className="mt-2 max-w-sm text-sm text-primary-200">
          {t('section.intro')}
        </p>
      </div>
      <div className="rounded-2xl bg-white p-4 text-stone-900 shadow-sm sm:p-6">
        {showForm ? <Suspense fallback={placeholder}><ContactForm /></Suspense> : placeholder}
      </div>
    </section>
  );
}
