import { DatePicker } from 'antd';
import dayjs from 'dayjs';

type Props = {
  label: string;
  /** YYYY-MM, or null for no month. */
  value: string | null;
  onChange: (month: string | null) => void;
};

/** The end-month filter: Ant Design's month picker, shown MM/YYYY, answering YYYY-MM. */
export function EndMonthPicker({ label, value, onChange }: Props) {
  return (
    <DatePicker
      picker="month"
      format="MM/YYYY"
      aria-label={label}
      placeholder={label}
      value={value ? dayjs(`${value}-01`) : null}
      onChange={(picked) => onChange(picked ? picked.format('YYYY-MM') : null)}
    />
  );
}
