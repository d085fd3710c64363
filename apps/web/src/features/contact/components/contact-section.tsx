import { ContactForm } from './contact-form.tsx';

/** The footer's 'Send us a message' block: a short invitation beside the form. */
export function ContactSection() {
  return (
    <section aria-labelledby="contact-form-heading" className="grid gap-6 lg:grid-cols-[2fr_3fr] lg:gap-10">
      <div>
        <h2 id="contact-form-heading" className="text-lg font-bold text-white">
          Send us a message
        </h2>
        <p className="mt-2 max-w-sm text-sm text-primary-200">
          A question about an order, a shop you would like to see on Sokoni, or feedback on the app: write to us and we will reply by e-mail.
        </p>
      </div>
      <div className="rounded-2xl bg-white p-4 text-stone-900 shadow-sm sm:p-6">
        <ContactForm />
      </div>
    </section>
  );
}
