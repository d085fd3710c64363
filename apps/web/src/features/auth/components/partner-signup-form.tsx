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

const LABELS = {
  businessName: 'Business name',
  businessType: 'Business type',
  contactNumber: 'Contact number',
  email: 'Email',
  idNumber: 'ID number',
  town: 'Town',
  location: 'Store location',
};

const BUSINESS_TYPES = ['Food', 'Fashion', 'Pet Supplies', 'Toys & games', 'Electronics', 'Health', 'Beauty & Personal Care', 'Home & Kitchen', 'Sports & Outdoors'];

export function PartnerSignupForm() {
  const navigate = useNavigate();
  const signup = usePartnerSignup();
  const [profileImage, setProfileImage] = useState<File | null>(null);
  const [businessPermit, setBusinessPermit] = useState<File | null>(null);
  const { formRef, values: form, set, bind, errors, failure, onSubmit } = useCheckedForm({
    initial: EMPTY,
    onEdit: 'recheck',
    schema: ZPartnerSignupFields,
    labels: LABELS,
    failureOf: (error) => messageOf(error, 'An unexpected error occurred.'),
    async save(_parsed, fields) {
      const result = await signup.mutateAsync({ fields, profileImage, businessPermit });
      setRoleSession('partner', result.token, result.partner);
      showToast('Sign up Successful, Welcome!');
      await navigate(result.partner.role === 'admin' ? '/superuserdashboard' : '/dashboard', { replace: true });
    },
  });

  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate className="space-y-5">
      <FormAlert message={failure} />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label="Business name" autoComplete="organization" {...bind('businessName')} />
        <TextField label="Business type" list="business-types" placeholder="e.g. Food" {...bind('businessType')} />
        <datalist id="business-types">
          {BUSINESS_TYPES.map((type) => (
            <option key={type} value={type} />
          ))}
        </datalist>
        <TextField label="Contact number" type="tel" autoComplete="tel" placeholder="07XX XXX XXX" {...bind('contactNumber')} />
        <TextField label="Email" type="email" autoComplete="email" {...bind('email')} />
        <TextField label="ID number" inputMode="numeric" autoComplete="off" {...bind('idNumber')} />
        <TextField label="Town" autoComplete="address-level2" placeholder="e.g. Nakuru" {...bind('town')} />
      </div>
      <LocationField value={form.location} onChange={set('location')} error={errors['location']} town={form.town} label="Store location (lat,lng)" />
      <PasswordField autoComplete="new-password" {...bind('password')} />
      <div className="grid gap-5 sm:grid-cols-2">
        <FileField
          label="Profile image"
          optional
          accept="image/jpeg,image/png,image/webp,image/gif,image/avif"
          onFileChange={setProfileImage}
          hint="Your logo or shop front: JPEG, PNG, WebP, GIF or AVIF."
        />
        <FileField
          label="Business permit"
          optional
          accept="image/jpeg,image/png,image/webp,image/gif,image/avif,application/pdf"
          onFileChange={setBusinessPermit}
          hint="A photo of it or a PDF."
        />
      </div>
      <Button type="submit" size="lg" className="w-full" loading={signup.isPending}>
        {signup.isPending ? 'Creating your store…' : 'Create Store Account'}
      </Button>
    </form>
  );
}
