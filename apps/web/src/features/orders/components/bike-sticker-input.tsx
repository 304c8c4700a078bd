import { useEffect, useRef, useState } from 'react';
import { Flex, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { STICKER_NUMBER_LENGTH, STICKER_PREFIX } from '@spokes/domain/limits';

/** Spec 01 section 9: the sticker's max-length hint shows for 2 seconds. */
export const STICKER_HINT_MS = 2000;

type Props = {
  id?: string;
  value?: string | null;
  onChange?: (value: string) => void;
  disabled?: boolean;
};

/**
 * The sticker number as the user types it: BIKE is a fixed prefix, only digits are kept (a
 * pasted "BIKE12345678" keeps its 8 digits), and reaching the maximum shows a short hint. No
 * HTML maxlength: it would cut a pasted "BIKE12345678" before the prefix is taken off.
 */
export function BikeStickerInput({ id, value, onChange, disabled }: Props) {
  const { t } = useTranslation();
  const [hint, setHint] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const change = (typed: string) => {
    const digits = typed.replace(/\D/g, '');
    if (digits.length >= STICKER_NUMBER_LENGTH) {
      setHint(true);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setHint(false), STICKER_HINT_MS);
    }
    onChange?.(digits.slice(0, STICKER_NUMBER_LENGTH));
  };

  return (
    <Flex vertical>
      <Input
        id={id}
        // As text of its own: a disabled input greys its prefix to 1.9:1 (a locked bike's
        // sticker stays readable); the number itself is a disabled control, exempt from AA.
        prefix={<Typography.Text type="secondary">{STICKER_PREFIX}</Typography.Text>}
        inputMode="numeric"
        value={value ?? ''}
        disabled={disabled}
        onChange={(event) => change(event.target.value)}
      />
      {hint && (
        <Typography.Text type="secondary" data-testid="bike-sticker-hint">
          {t('bike.stickerMaxLength', { max: STICKER_NUMBER_LENGTH })}
        </Typography.Text>
      )}
    </Flex>
  );
}
