import {
  type AdminBenefit,
  createBenefitSchema,
  updateBenefitSchema,
} from '@hub/contract/benefits/benefit.schema';
import { Autocomplete, Checkbox, Group, Modal, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect, useRef, useState } from 'react';
import { ApiError, api } from '../../../lib/api-client.ts';
import { fieldErrors } from '../../../lib/form.ts';
import { showToast } from '../../../lib/toast.ts';
import { uploadFile } from '../../../lib/upload.ts';
import { useCreateBenefit, useUpdateBenefit } from '../api/admin-benefits.ts';
import { BenefitImagesField, type ImageItem } from './benefit-images-field.tsx';
import { FormActions } from '../../../components/form-actions.tsx';
import { LongTextField, WholeNumberField } from '../../../components/form-fields.tsx';
import { useText } from './texts.ts';

/** Suggestions only: the category is free text, saved in the words the administrator picks or types. */
const CATEGORY_SUGGESTIONS = [
  'benefits.admin.categoryDining',
  'benefits.admin.categoryGroceries',
  'benefits.admin.categoryFitness',
  'benefits.admin.categoryBeauty',
  'benefits.admin.categoryShopping',
  'benefits.admin.categoryEducation',
  'benefits.admin.categoryHomeServices',
  'benefits.admin.categoryEntertainment',
  'benefits.admin.categoryTravel',
  'benefits.admin.categoryOther',
] as const;

const toForm = (benefit: AdminBenefit | null) => ({
  title: benefit?.title ?? '',
  description: benefit?.description ?? '',
  businessName: benefit?.businessName ?? '',
  location: benefit?.location ?? '',
  discountPercentage: (benefit?.discountPercentage ?? '') as number | string,
  category: benefit?.category ?? '',
  validUntil: benefit?.validUntil?.slice(0, 10) ?? '',
  // A new benefit is active and off the homepage unless the administrator says otherwise.
  isActive: benefit?.isActive ?? true,
  showOnHomepage: benefit?.showOnHomepage ?? false,
});
type FormValues = ReturnType<typeof toForm>;

/** A new upload's file is removed again when it will not be saved; a failure here changes nothing for anyone. */
const discardUpload = (storageId: string) => {
  api.delete(`/files/${storageId}`).catch(() => undefined);
};

let nextKey = 0;
const newKey = () => `image-${++nextKey}`;

function BenefitForm({ benefit, onClose }: { benefit: AdminBenefit | null; onClose: () => void }) {
  const t = useText();
  const isEdit = benefit !== null;
  const create = useCreateBenefit();
  const update = useUpdateBenefit();
  const form = useForm<FormValues>({
    initialValues: toForm(benefit),
    // Valid until is required when creating and optional when editing (admin.md section 5).
    validate: fieldErrors(isEdit ? updateBenefitSchema : createBenefitSchema),
    clearInputErrorOnChange: true,
  });
  const [images, setImages] = useState<ImageItem[]>(() =>
    (benefit?.imageStorageIds ?? []).map((storageId) => ({
      key: storageId,
      storageId,
      file: null,
      progress: 100,
    })),
  );
  const [imagesError, setImagesError] = useState<string | null>(null);

  // Uploads made in this dialog, deleted again unless the benefit is saved with them.
  const newUploads = useRef(new Set<string>());
  const isSaved = useRef(false);
  const isOpen = useRef(true);
  useEffect(() => {
    isOpen.current = true;
    const uploads = newUploads.current;
    return () => {
      isOpen.current = false;
      if (!isSaved.current) for (const storageId of uploads) discardUpload(storageId);
    };
  }, []);

  const setItem = (key: string, change: Partial<ImageItem>) =>
    setImages((current) => current.map((item) => (item.key === key ? { ...item, ...change } : item)));

  const addFiles = (files: File[]) => {
    setImagesError(null);
    const items = files.map((file) => ({ key: newKey(), storageId: null, file, progress: 0 }));
    setImages((current) => [...current, ...items]);
    for (const item of items) {
      uploadFile(item.file, 'image', (progress) => setItem(item.key, { progress }))
        .then(({ storageId }) => {
          if (!isOpen.current) return discardUpload(storageId);
          newUploads.current.add(storageId);
          setItem(item.key, { storageId, progress: 100 });
        })
        .catch((error: unknown) => {
          setImages((current) => current.filter((other) => other.key !== item.key));
          showToast({
            title: t('benefits.admin.error'),
            message: t('benefits.admin.uploadFailed', {
              file: item.file.name,
              reason: error instanceof Error ? error.message : '',
            }),
            isDestructive: true,
          });
        });
    }
  };

  const removeImage = (item: ImageItem) => {
    setImages((current) => current.filter((other) => other.key !== item.key));
    if (item.storageId && newUploads.current.delete(item.storageId)) discardUpload(item.storageId);
  };

  const isUploading = images.some((item) => item.storageId === null);
  const isSaving = create.isPending || update.isPending;

  const showServerErrors = (error: Error) => {
    if (!(error instanceof ApiError)) return;
    const { imageStorageIds, ...fields } = error.fields;
    form.setErrors(fields);
    if (imageStorageIds) setImagesError(imageStorageIds);
  };

  const save = form.onSubmit((values) => {
    const payload = {
      ...values,
      discountPercentage: Number(values.discountPercentage),
      imageStorageIds: images.flatMap((item) => (item.storageId ? [item.storageId] : [])),
    };
    const onSuccess = () => {
      isSaved.current = true;
      showToast({
        title: t('benefits.admin.success'),
        message: isEdit ? t('benefits.admin.updated') : t('benefits.admin.created'),
      });
      onClose();
    };
    if (benefit) {
      update.mutate(
        { id: benefit.id, changes: payload },
        {
          onSuccess,
          onError: (error) => {
            showServerErrors(error);
            showToast({
              title: t('benefits.admin.error'),
              message: t('benefits.admin.updateFailed', { reason: error.message }),
              isDestructive: true,
            });
          },
        },
      );
    } else {
      create.mutate(payload, {
        onSuccess,
        onError: (error) => {
          showServerErrors(error);
          showToast({
            title: t('benefits.admin.error'),
            message: t('benefits.admin.createFailed', { reason: error.message }),
            isDestructive: true,
          });
        },
      });
    }
  });

  return (
    <form onSubmit={save} noValidate>
      <Stack gap="sm">
        <TextInput label={t('benefits.admin.benefitTitle')} required {...form.getInputProps('title')} />
        <LongTextField
          label={t('benefits.admin.benefitDescription')}
          required
          {...form.getInputProps('description')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput
            label={t('benefits.admin.businessName')}
            required
            {...form.getInputProps('businessName')}
          />
          <TextInput label={t('benefits.admin.location')} required {...form.getInputProps('location')} />
          <WholeNumberField
            label={t('benefits.admin.discountPercentage')}
            required
            min={1}
            max={100}
            suffix="%"
            {...form.getInputProps('discountPercentage')}
          />
          <Autocomplete
            label={t('benefits.admin.category')}
            required
            data={CATEGORY_SUGGESTIONS.map((key) => t(key))}
            placeholder={t('benefits.admin.categoryExample')}
            {...form.getInputProps('category')}
          />
          <TextInput
            label={t('benefits.admin.validUntilLabel')}
            type="date"
            required={!isEdit}
            description={isEdit ? t('benefits.admin.validUntilOptional') : undefined}
            {...form.getInputProps('validUntil')}
          />
        </SimpleGrid>
        <Group gap="xl">
          <Checkbox
            label={t('benefits.admin.active')}
            {...form.getInputProps('isActive', { type: 'checkbox' })}
          />
          <Checkbox
            label={t('benefits.admin.showOnHomepage')}
            {...form.getInputProps('showOnHomepage', { type: 'checkbox' })}
          />
        </Group>
        <BenefitImagesField
          images={images}
          error={imagesError}
          onAdd={addFiles}
          onRemove={removeImage}
          onReject={(message, isTooLarge) =>
            showToast({
              title: isTooLarge ? t('benefits.admin.fileTooLarge') : t('benefits.admin.error'),
              message,
              isDestructive: true,
            })
          }
        />
        <FormActions
          submitLabel={isEdit ? t('benefits.admin.saveChanges') : t('benefits.admin.create')}
          busyLabel={
            isUploading
              ? t('benefits.admin.uploadingImages')
              : isEdit
                ? t('benefits.admin.saving')
                : t('benefits.admin.creating')
          }
          isBusy={isSaving || isUploading}
          onCancel={onClose}
          mt="md"
        />
      </Stack>
    </form>
  );
}

/** Add or edit a benefit; `benefit` null with `opened` true adds one. */
export function BenefitDialog({
  opened,
  benefit,
  onClose,
}: {
  opened: boolean;
  benefit: AdminBenefit | null;
  onClose: () => void;
}) {
  const t = useText();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      size="lg"
      title={benefit ? t('benefits.admin.editTitle') : t('benefits.admin.addTitle')}
    >
      {opened && <BenefitForm key={benefit?.id ?? 'new'} benefit={benefit} onClose={onClose} />}
    </Modal>
  );
}
