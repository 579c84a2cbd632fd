import { Button, Form, Input, Modal, Select, Space } from 'antd';
import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { useCreate } from '@refinedev/core';
import { useTranslation } from 'react-i18next';
import { getResource, PARTNER_SCOPE_RESOURCES } from '@binome/schema';
import { scopesToSend, type ApiKeyRow, type ApiKeyScope } from './api-keys.ts';

interface FormValues {
  name: string;
  scopes: Partial<ApiKeyScope>[];
}

/** Creating a partner key: its name and its scopes (a resource, read or write); the new key goes to `onCreated`. */
export function ApiKeyCreateDialog({ open, onClose, onCreated }: { open: boolean; onClose: () => void; onCreated: (key: string) => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<FormValues>();
  const { mutate, mutation } = useCreate<{ key: string; apiKey: ApiKeyRow }>();
  const resourceOptions = PARTNER_SCOPE_RESOURCES.map((name) => ({ value: name, label: t(getResource(name).entity.labelKey) })).sort((a, b) =>
    a.label.localeCompare(b.label),
  );
  const accessOptions = [
    { value: 'read', label: t('staffSupport.apiKeys.read') },
    { value: 'write', label: t('staffSupport.apiKeys.write') },
  ];
  const submit = (values: FormValues) => {
    mutate(
      { resource: 'api-keys', values: { name: values.name, scopes: scopesToSend(values.scopes) }, successNotification: false },
      {
        onSuccess: ({ data }) => {
          form.resetFields();
          onCreated(data.key);
        },
      },
    );
  };
  return (
    <Modal
      open={open}
      title={t('staffSupport.apiKeys.createTitle')}
      onCancel={onClose}
      okText={t('staffSupport.apiKeys.submit')}
      cancelText={t('staffSupport.apiKeys.cancel')}
      okButtonProps={{ htmlType: 'submit', loading: mutation.isPending }}
      onOk={() => form.submit()}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" onFinish={submit} initialValues={{ scopes: [{ access: 'read' }] }}>
        <Form.Item
          name="name"
          label={t('staffSupport.apiKeys.name')}
          rules={[{ required: true, whitespace: true, message: t('staffSupport.apiKeys.nameRequired') }, { max: 100 }]}
        >
          <Input maxLength={100} autoFocus />
        </Form.Item>
        <Form.List
          name="scopes"
          rules={[
            {
              validator: async (_, rows: Partial<ApiKeyScope>[] | undefined) => {
                if (scopesToSend(rows).length === 0) throw new Error(t('staffSupport.apiKeys.scopesRequired'));
              },
            },
          ]}
        >
          {(fields, { add, remove }, { errors }) => (
            <fieldset className="api-key-scopes">
              <legend>{t('staffSupport.apiKeys.scopes')}</legend>
              {fields.map((field, index) => (
                <Space key={field.key} align="baseline" wrap style={{ display: 'flex', marginBottom: 8 }}>
                  <Form.Item name={[field.name, 'resource']} noStyle>
                    <Select
                      showSearch
                      optionFilterProp="label"
                      options={resourceOptions}
                      placeholder={t('staffSupport.apiKeys.resource')}
                      aria-label={`${t('staffSupport.apiKeys.resource')} ${index + 1}`}
                      style={{ width: 220 }}
                    />
                  </Form.Item>
                  <Form.Item name={[field.name, 'access']} noStyle>
                    <Select options={accessOptions} aria-label={`${t('staffSupport.apiKeys.access')} ${index + 1}`} style={{ width: 130 }} />
                  </Form.Item>
                  {fields.length > 1 && (
                    <Button
                      type="text"
                      icon={<MinusCircleOutlined />}
                      onClick={() => remove(field.name)}
                      aria-label={t('staffSupport.apiKeys.removeScope')}
                      title={t('staffSupport.apiKeys.removeScope')}
                    />
                  )}
                </Space>
              ))}
              <Button type="dashed" icon={<PlusOutlined />} onClick={() => add({ access: 'read' })}>
                {t('staffSupport.apiKeys.addScope')}
              </Button>
              <Form.ErrorList errors={errors} />
            </fieldset>
          )}
        </Form.List>
      </Form>
    </Modal>
  );
}
