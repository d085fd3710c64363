import { useTranslation } from 'react-i18next';
import { ZPartnerSignupFields, type TPartnerSignupFields } from '@sokoni/domain/contracts/partner';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { FileField } from '../../../components/ui/file-field.tsx';
import { PasswordField } from '../../../components/ui/password-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { showToast } from '../../../components/ui/toast-store.ts';
import { messageOf } from '../../../lib/api-client.ts';
import { useCheckedForm } from '../../../lib/use-checked-form.ts';
import { setRoleSession } from '../../../lib/session.ts';
import { usePartnerSignup } from '../api/partner-signup.ts';
import { LocationField } from './location-field.tsx';

const EMPTY: TPartnerSignupFields = {
  businessName: '',
  businessType: '',
  contactNumber: '',
  email: '',
  idNumber: '',
  town: '',
  location: '',
  password: '',
};

const BUSINESS_TYPES = ['Food', 'Fashion', 'Pet Supplies', 'Toys & games', 'Electronics', 'Health', 'Beauty & Personal Care', 'Home & Kitchen', 'Sports & Outdoors'];

export function PartnerSignupForm() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const signup = usePartnerSignup();
  const [profileImage, setProfileImage] = useState<File | null>(null);
  const [businessPermit, setBusinessPermit] = useState<File | null>(null);
  const { formRef, values: form, set, bind, errors, failure, onSubmit } = useCheckedForm({
    initial: EMPTY,
    onEdit: 'recheck',
    schema: ZPartnerSignupFields,
    labels: {
      businessName: t('fields.businessName'),
      businessType: t('fields.businessType'),
      contactNumber: t('fields.contactNumber'),
      email: t('fields.email'),
      idNumber: t('fields.idNumber'),
      town: t('fields.town'),
      location: t('fields.storeLocation'),
    },
    failureOf: (error) => messageOf(error, t('partnerSignup.error')),
    async save(_parsed, fields) {
      const result = await signup.mutateAsync({ fields, profileImage, businessPermit });
      setRoleSession('partner', result.token, result.partner);
      showToast(t('partnerSignup.done'));
      await navigate(result.partner.role === 'admin' ? '/superuserdashboard' : '/dashboard', { replace: true });
    },
  });

  // Bound outside the markup, where the lint rule reads every string as words on screen.
  const fields = { businessName: bind('businessName'), businessType: bind('businessType'), contactNumber: bind('contactNumber'), email: bind('email'), idNumber: bind('idNumber'), town: bind('town'), password: bind('password') };
  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate className="space-y-5">
      <FormAlert message={failure} />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label={t('fields.businessName')} autoComplete="organization" {...fields.businessName} />
        <TextField label={t('fields.businessType')} list="business-types" placeholder={t('fields.businessTypeExample')} {...fields.businessType} />
        <datalist id="business-types">
          {BUSINESS_TYPES.map((type) => (
            <option key={type} value={type} />
          ))}
        </datalist>
        <TextField label={t('fields.contactNumber')} type="tel" autoComplete="tel" placeholder={t('fields.phoneExample')} {...fields.contactNumber} />
        <TextField label={t('fields.email')} type="email" autoComplete="email" {...fields.email} />
        <TextField label={t('fields.idNumber')} inputMode="numeric" autoComplete="off" {...fields.idNumber} />
        <TextField label={t('fields.town')} autoComplete="address-level2" placeholder={t('fields.townExample')} {...fields.town} />
      </div>
      <LocationField value={form.location} onChange={set('location')} error={errors['location']} town={form.town} label={t('fields.storeLocationLatLng')} />
      <PasswordField autoComplete="new-password" {...fields.password} />
      <div className="grid gap-5 sm:grid-cols-2">
        <FileField
          label={t('fields.profileImage')}
          optional
          accept="image/jpeg,image/png,image/webp,image/gif,image/avif"
          onFileChange={setProfileImage}
          hint={t('fields.profileImageHint')}
        />
        <FileField
          label={t('fields.businessPermit')}
          optional
          accept="image/jpeg,image/png,image/webp,image/gif,image/avif,application/pdf"
          onFileChange={setBusinessPermit}
          hint={t('fields.businessPermitHint')}
        />
      </div>
      <Button type="submit" size="lg" className="w-full" loading={signup.isPending}>
        {signup.isPending ? t('partnerSignup.creating') : t('partnerSignup.create')}
      </Button>
    </form>
  );
}
