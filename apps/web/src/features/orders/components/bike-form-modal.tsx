import { useMemo, type ReactNode } from 'react';
import { Alert, Form, Input, Modal, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { bikeFormSchema } from '@spokes/domain/bike-schemas';
import {
  formatServicePass,
  isServicePassRequired,
  isSpeedPedelec,
  normaliseLicensePlate,
} from '@spokes/domain/bike-validation';
import { errorTranslationKey } from '@spokes/domain/error-codes';
import type { BikeInput, BikePanelQuotationFragment } from '../../../generated/graphql';
import { zodRule } from '../../../lib/forms/zod-rule';
import type { BikeFieldErrors } from './bike-save';
import { BikeStickerInput } from './bike-sticker-input';

type Bike = NonNullable<NonNullable<BikePanelQuotationFragment['order']>['bike']>;
type BikeFormValues = { [K in keyof BikeInput]?: BikeInput[K] };

type Props = {
  bike: Bike | null | undefined;
  /** The quotation's brand, the first bike's default. */
  quotationBrandId: number | undefined;
  bikeTypeId: number;
  maintenanceAmount: number;
  locked: boolean;
  brands: { id: number; name: string }[];
  saving: boolean;
  /** Answers the fields the server refused, null once saved. */
  onSave: (input: BikeInput) => Promise<BikeFieldErrors | null>;
  onClose: () => void;
};

const SERVICE_PASS_DISPLAY_LENGTH = 23;
const upper = (value: string | undefined) => (value ?? '').toUpperCase();

function initialValues(bike: Bike | null | undefined, quotationBrandId: number | undefined): BikeFormValues {
  return {
    bike_brand_fk: bike?.bike_brand_fk ?? quotationBrandId,
    model: bike?.model,
    comment: bike?.comment,
    key_number_1: bike?.key_number_1,
    key_number_2: bike?.key_number_2,
    frame_number: bike?.frame_number,
    sticker_number: bike?.sticker_number,
    license_number: bike?.license_number,
    accu_number: bike?.accu_number,
    control_number: bike?.control_number,
    barcode_x12: bike?.barcode_x12,
    service_pass: formatServicePass(bike?.service_pass),
  };
}

type BikeField = {
  name: keyof BikeInput;
  label: string;
  input?: ReactNode;
  normalize?: (value: string | undefined) => string;
  required?: boolean;
};

/** The form's fields in the spec's order; the control and X12 numbers exist for speed pedelecs only. */
function bikeFields(bikeTypeId: number, maintenanceAmount: number, brands: Props['brands']): BikeField[] {
  const speedPedelec = isSpeedPedelec(bikeTypeId);
  const brandOptions = brands.map((brand) => ({ value: brand.id, label: brand.name }));
  const speedPedelecOnly: BikeField[] = speedPedelec
    ? [
        {
          name: 'control_number',
          label: 'bike.controlNumber',
          input: <Input inputMode="numeric" maxLength={3} />,
          required: true,
        },
        { name: 'barcode_x12', label: 'bike.x12Reference', input: <Input inputMode="numeric" /> },
      ]
    : [];
  return [
    {
      name: 'bike_brand_fk',
      label: 'bike.brand',
      input: <Select showSearch={{ optionFilterProp: 'label' }} options={brandOptions} />,
      required: true,
    },
    { name: 'model', label: 'bike.model' },
    { name: 'key_number_1', label: 'bike.keyNumber1', normalize: upper, required: true },
    { name: 'key_number_2', label: 'bike.keyNumber2', normalize: upper },
    { name: 'frame_number', label: 'bike.frameNumber', normalize: upper, required: true },
    { name: 'sticker_number', label: 'bike.stickerNumber', input: <BikeStickerInput /> },
    {
      name: 'license_number',
      label: 'bike.licensePlate',
      normalize: normaliseLicensePlate,
      required: speedPedelec,
    },
    { name: 'accu_number', label: 'bike.batteryNumber' },
    ...speedPedelecOnly,
    {
      name: 'service_pass',
      label: 'bike.servicePass',
      input: <Input maxLength={SERVICE_PASS_DISPLAY_LENGTH} />,
      normalize: formatServicePass,
      required: isServicePassRequired(maintenanceAmount),
    },
    { name: 'comment', label: 'bike.comment', input: <Input.TextArea rows={2} /> },
  ];
}

/**
 * The edit-bike form of spec 01 section 5. Each field checks with the domain's bike schema for
 * this bike type and maintenance, so it refuses what the server refuses, with the same text.
 */
export function BikeFormModal(props: Props) {
  const { bike, quotationBrandId, bikeTypeId, maintenanceAmount, locked, brands, saving, onSave, onClose } =
    props;
  const { t } = useTranslation();
  const [form] = Form.useForm<BikeFormValues>();
  const schema = useMemo(
    () => bikeFormSchema(bikeTypeId, maintenanceAmount).shape,
    [bikeTypeId, maintenanceAmount],
  );
  const fields = bikeFields(bikeTypeId, maintenanceAmount, brands);

  const submit = async (values: BikeFormValues) => {
    const refused = await onSave(values);
    if (refused === null) return onClose();
    form.setFields(
      Object.entries(refused).map(([name, error]) => ({ name: name as keyof BikeInput, errors: [error] })),
    );
  };

  return (
    <Modal
      open
      title={t('bike.editTitle')}
      okText={t('bike.save')}
      cancelText={t('bike.cancel')}
      okButtonProps={{ disabled: locked, loading: saving, htmlType: 'submit', form: 'bike-form' }}
      onCancel={onClose}
      destroyOnHidden
    >
      {locked && (
        <Alert
          type="warning"
          showIcon
          title={t(errorTranslationKey('BIKE_LOCKED'))}
          style={{ marginBottom: 16 }}
        />
      )}
      <Form<BikeFormValues>
        form={form}
        name="bike-form"
        layout="vertical"
        disabled={locked}
        initialValues={initialValues(bike, quotationBrandId)}
        onFinish={(values) => void submit(values)}
      >
        {fields.map(({ name, label, input, normalize, required }) => (
          <Form.Item
            key={name}
            name={name}
            label={t(label)}
            rules={name in schema ? [zodRule(schema[name as keyof typeof schema], t)] : undefined}
            normalize={normalize}
            required={required}
          >
            {input ?? <Input />}
          </Form.Item>
        ))}
      </Form>
    </Modal>
  );
}
