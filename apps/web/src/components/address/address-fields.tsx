import { ADDRESS_LIMITS, LANDMARK_EXAMPLE } from '@sokoni/domain/contracts/delivery-address';
import { useId } from 'react';
import { FieldError, FieldHint, FieldLabel, describedBy, inputClasses } from '../ui/field-parts.tsx';
import { TextField } from '../ui/text-field.tsx';
import type { AddressDraft, AddressErrors } from './address-draft.ts';
import { useTranslation } from 'react-i18next';

/**
 * Landmark, building, directions and who receives: most homes have no street address, so these
 * are what gets a rider to the door. With `nudge`, an empty landmark gets a gentle prompt (never a block).
 */
export function AddressFields({
  value,
  onChange,
  errors = {},
  nudge = false,
  idPrefix = 'address',
}: {
  value: AddressDraft;
  onChange: (next: AddressDraft) => void;
  errors?: AddressErrors;
  nudge?: boolean;
  idPrefix?: string;
}) {
  const { t } = useTranslation('address');
  const directionsId = useId();
  const set = (field: keyof AddressDraft) => (text: string) => onChange({ ...value, [field]: text });
  const landmarkHint = nudge && !value.landmark.trim() ? (
    <span role="status" className="text-amber-800">
      {t('fields.landmarkNudge', { example: LANDMARK_EXAMPLE })}
    </span>
  ) : (
    t('fields.landmarkHint', { example: LANDMARK_EXAMPLE })
  );
  return (
    <fieldset className="space-y-4">
      <legend className="text-sm font-semibold text-stone-900">{t('fields.legend')}</legend>
      <TextField
        label={t('fields.landmark')}
        name={`${idPrefix}-landmark`}
        optional
        maxLength={ADDRESS_LIMITS.landmark}
        value={value.landmark}
        error={errors.landmark}
        hint={landmarkHint}
        onChange={(e) => set('landmark')(e.target.value)}
      />
      <TextField
        label={t('fields.building')}
        name={`${idPrefix}-building`}
        optional
        maxLength={ADDRESS_LIMITS.building}
        value={value.building}
        error={errors.building}
        onChange={(e) => set('building')(e.target.value)}
      />
      <div>
        <FieldLabel htmlFor={directionsId} optional>
          {t('fields.directions')}
        </FieldLabel>
        <textarea
          id={directionsId}
          name={`${idPrefix}-directions`}
          rows={2}
          maxLength={ADDRESS_LIMITS.directions}
          value={value.directions}
          aria-invalid={errors.directions ? true : undefined}
          aria-describedby={describedBy(directionsId, 'hint', errors.directions)}
          onChange={(e) => set('directions')(e.target.value)}
          className={inputClasses(!!errors.directions, 'h-auto py-2.5')}
        />
        <FieldHint id={directionsId}>{t('fields.directionsHint')}</FieldHint>
        <FieldError id={directionsId}>{errors.directions}</FieldError>
      </div>
      <TextField
        label={t('fields.contactPhone')}
        name={`${idPrefix}-contact-phone`}
        type="tel"
        autoComplete="tel"
        optional
        value={value.contactPhone}
        error={errors.contactPhone}
        hint={t('fields.contactPhoneHint')}
        onChange={(e) => set('contactPhone')(e.target.value)}
      />
    </fieldset>
  );
}
