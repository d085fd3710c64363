import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { formatKsh } from '../../../lib/format.ts';
import type { PromoCode } from '../hooks/use-promo-code.ts';
import { Trans, useTranslation } from 'react-i18next';

/** 'Promo code': type and apply one, see what it takes off or why it does not apply, remove it. */
export function PromoCodeField({ promo }: { promo: PromoCode }) {
  const { t } = useTranslation('checkout');
  const [code, setCode] = useState('');
  if (promo.applied) {
    return (
      <div className="flex items-center justify-between gap-3 rounded-2xl border border-primary-200 bg-primary-50 p-3.5 text-sm" role="status">
        <span>
          <Trans
            t={t}
            i18nKey="promo.applied"
            values={{ code: promo.applied.code, discount: formatKsh(promo.applied.discount) }}
            components={{ code: <strong className="text-stone-900" /> }}
          />
        </span>
        <Button
          variant="secondary"
          size="sm"
          onClick={() => {
            promo.remove();
            setCode('');
          }}
        >
          {t('promo.remove')}
        </Button>
      </div>
    );
  }
  // A form of its own so Enter applies the code; it is not the checkout's submit.
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void promo.apply(code);
  };
  return (
    <form className="flex items-start gap-2" onSubmit={submit} noValidate>
      <TextField
        label={t('promo.label')}
        value={code}
        onChange={(e) => setCode(e.target.value)}
        autoCapitalize="characters"
        autoComplete="off"
        error={promo.error}
        containerClassName="flex-1"
      />
      <Button type="submit" variant="secondary" className="mt-7" loading={promo.applying}>
        {t('promo.apply')}
      </Button>
    </form>
  );
}
