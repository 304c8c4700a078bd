import { useState } from 'react';
import { MessageOutlined } from '@ant-design/icons';
import { AutoComplete, Badge, Button, Input, Popover } from 'antd';
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import { EMPLOYEE_SEARCH_MIN_LENGTH } from '@spokes/domain/limits';
import { formatAmountInput, parseAmountToCents } from '@spokes/domain/money';
import { ServicePassBikesDocument } from '../api/service-pass-bikes.generated';
import type { RowEdit } from './service-pass-edits';

type DealerOption = { id: number; name: string };

/** The dealer cell: a registered dealer picked from the list, or any other name typed (free text). */
export function DealerCell(props: {
  value: string;
  dealers: DealerOption[];
  onChange: (change: RowEdit) => void;
}) {
  const { t } = useTranslation();
  return (
    <AutoComplete
      aria-label={t('servicePasses.dealer')}
      style={{ width: 180 }}
      value={props.value}
      options={props.dealers.map((dealer) => ({ value: `${dealer.id}`, label: dealer.name }))}
      filterOption={(typed, option) =>
        String(option?.label ?? '')
          .toLowerCase()
          .includes(typed.toLowerCase())
      }
      onSelect={(id: string) => {
        const dealer = props.dealers.find((candidate) => String(candidate.id) === id);
        props.onChange({
          dealer_fk: dealer?.id ?? null,
          dealer_name: null,
          dealer_label: dealer?.name ?? null,
        });
      }}
      onChange={(typed: string) => {
        if (props.dealers.some((dealer) => String(dealer.id) === typed)) return;
        props.onChange({ dealer_fk: null, dealer_name: typed, dealer_label: typed });
      }}
    />
  );
}

/** The employee cell: an employee's bike found by name or quotation number, or a free-text name. */
export function EmployeeCell(props: { value: string; onChange: (change: RowEdit) => void }) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [{ data }] = useQuery({
    query: ServicePassBikesDocument,
    variables: { search },
    pause: search.trim().length < EMPLOYEE_SEARCH_MIN_LENGTH,
  });
  const bikes = data?.servicePassBikes ?? [];
  return (
    <AutoComplete
      aria-label={t('servicePasses.employee')}
      style={{ width: 200 }}
      value={props.value}
      options={bikes.map((bike) => ({
        value: `bike:${bike.bike_id}`,
        label: `${bike.employee} · ${bike.quotation_number} · ${bike.company}`,
      }))}
      onSelect={(value: string) => {
        const bike = bikes.find((candidate) => `bike:${candidate.bike_id}` === value);
        if (bike)
          props.onChange({ bike_fk: bike.bike_id, employee_name: null, employee_label: bike.employee });
      }}
      onChange={(typed: string) => {
        if (typed.startsWith('bike:')) return;
        setSearch(typed);
        props.onChange({ bike_fk: null, employee_name: typed, employee_label: typed });
      }}
    />
  );
}

/** The starting amount in euro with a decimal comma; kept as typed until it reads as an amount. */
export function AmountCell(props: { cents: number; onChange: (cents: number) => void }) {
  const { t } = useTranslation();
  const [text, setText] = useState(formatAmountInput(props.cents));
  const parsed = parseAmountToCents(text);
  return (
    <Input
      aria-label={t('servicePasses.startingAmount')}
      style={{ width: 110, textAlign: 'right' }}
      prefix="€"
      value={text}
      status={parsed.ok ? undefined : 'error'}
      onChange={(event) => {
        setText(event.target.value);
        const next = parseAmountToCents(event.target.value);
        if (next.ok) props.onChange(next.value);
      }}
    />
  );
}

/** The comment in a popover (spec 03 section 2.3): a note icon, marked when there is a comment. */
export function CommentCell(props: { value: string; onChange: (comment: string) => void }) {
  const { t } = useTranslation();
  return (
    <Popover
      trigger="click"
      title={t('servicePasses.comment')}
      content={
        <Input.TextArea
          aria-label={t('servicePasses.comment')}
          autoSize={{ minRows: 3 }}
          style={{ width: 280 }}
          value={props.value}
          onChange={(event) => props.onChange(event.target.value)}
        />
      }
    >
      <Badge dot={props.value !== ''}>
        <Button size="small" icon={<MessageOutlined />} aria-label={t('servicePasses.comment')} />
      </Badge>
    </Popover>
  );
}
