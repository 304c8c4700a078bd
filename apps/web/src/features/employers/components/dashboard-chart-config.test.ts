import type { TooltipItem } from 'chart.js';
import { describe, expect, it, vi } from 'vitest';
import { dashboardChartConfig } from './dashboard-chart-config';

const look = {
  palette: ['#1', '#2', '#3'],
  text: '#000',
  grid: '#eee',
  fontFamily: 'sans-serif',
};
const slices = [
  { id: 2, name: 'Getekend', count: 3 },
  { id: 3, name: 'Goedgekeurd', count: 1 },
  { id: 4, name: 'Klaar voor levering', count: 0 },
  { id: 5, name: 'Geleverd', count: 4 },
];

describe('dashboardChartConfig', () => {
  it('gives each bar a colour of the palette, repeating it past its end', () => {
    const config = dashboardChartConfig('bar', slices, look, () => {});
    expect(config.data.datasets[0].backgroundColor).toEqual(['#1', '#2', '#3', '#1']);
    expect(config.data.labels).toEqual(slices.map((slice) => slice.name));
  });

  it('answers the index of the bar or slice clicked, and nothing for a click beside them', () => {
    const onSelect = vi.fn();
    const { options } = dashboardChartConfig('pie', slices, look, onSelect);
    options!.onClick!({} as never, [], {} as never);
    expect(onSelect).not.toHaveBeenCalled();
    options!.onClick!({} as never, [{ index: 3 } as never], {} as never);
    expect(onSelect).toHaveBeenCalledWith(3);
  });

  it("shows a pie slice's count with its share, a bar's count alone", () => {
    const label = (kind: 'bar' | 'pie') =>
      dashboardChartConfig(kind, slices, look, () => {}).options!.plugins!.tooltip!.callbacks!.label!;
    const item = { raw: 4 } as TooltipItem<'pie'>;
    expect((label('pie') as (item: TooltipItem<'pie'>) => string).call({} as never, item)).toBe(' 4 (50%)');
    expect((label('bar') as (item: TooltipItem<'pie'>) => string).call({} as never, item)).toBe(' 4');
  });
});
