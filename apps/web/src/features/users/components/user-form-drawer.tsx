import { useMemo } from 'react';
import { Alert, Button, Drawer, Flex, Form, Input, Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGE_CODES, type LanguageCode } from '@spokes/domain/codes';
import {
  canSetSuperUserFlags,
  isOwnFlagLocked,
  needsDealerOrCompany,
  type OwnLockedFlag,
  type UserKind,
  type UserManager,
} from '@spokes/domain/user-management';
import { userFieldsSchema } from '@spokes/domain/user-schemas';
import type { UserAssignablesQuery } from '../../../generated/graphql';
import { zodRule } from '../../../lib/forms/zod-rule';
import type { ManagedUser } from './user-columns';
import { INPUT_MAX_LENGTH } from '@spokes/domain/input-limits';
import { useFormValid } from '../../../lib/forms/use-form-valid';

export type UserFormValues = {
  first_name: string;
  last_name: string;
  email: string;
  language: LanguageCode;
  admin: boolean;
  superUser?: boolean;
  backoffice?: boolean;
  isPortaluser?: boolean;
  dealerIds?: number[];
  companyIds?: number[];
};

type Props = {
  kind: UserKind;
  manager: UserManager;
  assignables: UserAssignablesQuery['userAssignables'];
  /** The user being edited, or null for a new one. */
  user: ManagedUser | null;
  saving: boolean;
  onSave: (values: UserFormValues) => void;
  onClose: () => void;
};

const languageLabel: Record<LanguageCode, string> = {
  nl: 'userManagement.languageNl',
  fr: 'userManagement.languageFr',
  en: 'userManagement.languageEn',
  de: 'userManagement.languageDe',
};

function initialValues(
  kind: UserKind,
  user: ManagedUser | null,
  assignables: Props['assignables'],
): UserFormValues {
  if (user)
    return {
      first_name: user.first_name,
      last_name: user.last_name,
      email: user.email,
      language: LANGUAGE_CODES.find((code) => code === user.language) ?? DEFAULT_LANGUAGE,
      admin: user.admin,
      superUser: user.superUser,
      backoffice: user.backoffice,
      isPortaluser: user.isPortaluser,
      dealerIds: user.dealerIds,
      companyIds: user.companyIds,
    };
  // An admin of one dealer or company has only that one to give: preselect it.
  const only = (list: { id: number }[]) => (list.length === 1 ? [list[0].id] : []);
  return {
    first_name: '',
    last_name: '',
    email: '',
    language: DEFAULT_LANGUAGE,
    admin: false,
    superUser: false,
    backoffice: false,
    isPortaluser: false,
    dealerIds: kind === 'DEALER' ? only(assignables.dealers) : [],
    companyIds: kind === 'COMPANY' ? only(assignables.companies) : [],
  };
}

/** Whether any field the form shows differs from where it started. */
function changedFrom(initial: UserFormValues, values: Partial<UserFormValues> | undefined): boolean {
  if (!values) return false;
  return Object.entries(values).some(
    ([field, value]) => JSON.stringify(value) !== JSON.stringify(initial[field as keyof UserFormValues]),
  );
}

/**
 * The create and edit form. Its fields validate with the server's schema (userFieldsSchema);
 * Save is enabled once the form is valid and changed. It offers only what the viewer may set (@spokes/domain policy):
 * the super user flags to super users, the viewer's own dealers or companies to admins; the
 * server checks the same rules again.
 */
export function UserFormDrawer({ kind, manager, assignables, user, saving, onSave, onClose }: Props) {
  const { t } = useTranslation();
  const superFlags = canSetSuperUserFlags(manager);
  const pickerField = kind === 'DEALER' ? 'dealerIds' : 'companyIds';
  const pickerOptions = (kind === 'DEALER' ? assignables.dealers : assignables.companies).map((entry) => ({
    value: entry.id,
    label: entry.name,
  }));
  const fields = userFieldsSchema.shape;
  const ownFlagLocked = (flag: OwnLockedFlag) => isOwnFlagLocked(manager, user, flag);

  const [form] = Form.useForm<UserFormValues>();
  const initial = useMemo(() => initialValues(kind, user, assignables), [kind, user, assignables]);
  const values = Form.useWatch([], form);
  const valid = useFormValid(form, values);
  const canSave = valid && changedFrom(initial, values);

  return (
    <Drawer
      open
      size={480}
      title={t(user ? 'userManagement.editTitle' : 'userManagement.createTitle')}
      onClose={onClose}
      destroyOnHidden
      footer={
        <Flex justify="end" gap={8}>
          <Button onClick={onClose}>{t('userManagement.cancel')}</Button>
          <Button type="primary" htmlType="submit" form="user-form" loading={saving} disabled={!canSave}>
            {t('userManagement.save')}
          </Button>
        </Flex>
      }
    >
      {!user && (
        <Alert type="info" showIcon title={t('userManagement.invitationHint')} style={{ marginBottom: 16 }} />
      )}
      <Form<UserFormValues>
        form={form}
        name="user-form"
        layout="vertical"
        requiredMark={false}
        initialValues={initial}
        onFinish={onSave}
        // The validity check above validates on every change; one that starts while Save's own
        // validation runs makes that one out of date, and the save would be dropped unseen.
        onFinishFailed={({ outOfDate }) => outOfDate && form.submit()}
        disabled={saving}
      >
        <Flex gap={12}>
          <Form.Item
            name="first_name"
            label={t('userManagement.firstName')}
            rules={[zodRule(fields.first_name, t)]}
            style={{ flex: 1 }}
          >
            <Input autoFocus maxLength={INPUT_MAX_LENGTH.name} />
          </Form.Item>
          <Form.Item
            name="last_name"
            label={t('userManagement.lastName')}
            rules={[zodRule(fields.last_name, t)]}
            style={{ flex: 1 }}
          >
            <Input maxLength={INPUT_MAX_LENGTH.name} />
          </Form.Item>
        </Flex>
        <Form.Item name="email" label={t('userManagement.email')} rules={[zodRule(fields.email, t)]}>
          <Input type="email" autoComplete="off" maxLength={INPUT_MAX_LENGTH.email} />
        </Form.Item>
        <Form.Item name="language" label={t('userManagement.language')} rules={[zodRule(fields.language, t)]}>
          <Select options={LANGUAGE_CODES.map((code) => ({ value: code, label: t(languageLabel[code]) }))} />
        </Form.Item>
        <Form.Item
          name={pickerField}
          label={t(kind === 'DEALER' ? 'userManagement.dealers' : 'userManagement.companies')}
          rules={
            needsDealerOrCompany(manager)
              ? [{ required: true, message: t('errors.dealerOrCompanyRequired') }]
              : []
          }
        >
          <Select mode="multiple" options={pickerOptions} optionFilterProp="label" allowClear />
        </Form.Item>
        <Flex wrap gap={24}>
          <Form.Item name="admin" label={t('userManagement.admin')} valuePropName="checked">
            <Switch disabled={ownFlagLocked('admin')} />
          </Form.Item>
          {superFlags && (
            <>
              <Form.Item name="superUser" label={t('userManagement.superUser')} valuePropName="checked">
                <Switch disabled={ownFlagLocked('superUser')} />
              </Form.Item>
              <Form.Item name="backoffice" label={t('userManagement.backoffice')} valuePropName="checked">
                <Switch disabled={ownFlagLocked('backoffice')} />
              </Form.Item>
              <Form.Item name="isPortaluser" label={t('userManagement.portalUser')} valuePropName="checked">
                <Switch />
              </Form.Item>
            </>
          )}
        </Flex>
      </Form>
    </Drawer>
  );
}
