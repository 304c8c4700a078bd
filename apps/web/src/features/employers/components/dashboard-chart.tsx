import { useEffect, useMemo, useRef } from 'react';
import { Flex, theme } from 'antd';
import { Link } from 'react-router';
import { Chart } from 'chart.js';
import { dashboardChartConfig, type ChartKind, type ChartSlice } from './dashboard-chart-config';

// The spec's ten colours, from Ant Design's preset palettes (shade 6).
const PALETTE_KEYS = [
  'blue6',
  'green6',
  'gold6',
  'purple6',
  'cyan6',
  'magenta6',
  'orange6',
  'geekblue6',
  'lime6',
  'volcano6',
] as const;

type Props = {
  kind: ChartKind;
  slices: readonly ChartSlice[];
  /** What the chart shows, for a screen reader (the canvas is an image). */
  label: string;
  /** The list address a bar or slice opens (the quotation list filtered to it). */
  linkTo: (slice: ChartSlice) => string;
  onSelect: (slice: ChartSlice) => void;
};

/**
 * One dashboard panel's chart on a canvas, with hover tooltips; a click on a bar or slice calls
 * `onSelect`. Below it a legend of links (colour, name, count) says the same for the keyboard and
 * screen readers.
 */
export function DashboardChart({ kind, slices, label, linkTo, onSelect }: Props) {
  const { token } = theme.useToken();
  const canvas = useRef<HTMLCanvasElement>(null);
  const select = useRef(onSelect);
  useEffect(() => {
    select.current = onSelect;
  }, [onSelect]);
  const look = useMemo(
    () => ({
      palette: PALETTE_KEYS.map((key) => token[key]),
      text: token.colorText,
      grid: token.colorSplit,
      fontFamily: token.fontFamily,
    }),
    [token],
  );

  useEffect(() => {
    if (!canvas.current) return undefined;
    const chart = new Chart(
      canvas.current,
      dashboardChartConfig(kind, slices, look, (index) => select.current(slices[index])),
    );
    return () => chart.destroy();
  }, [kind, slices, look]);

  return (
    <Flex vertical gap={12}>
      <div style={{ position: 'relative', height: 280 }}>
        <canvas ref={canvas} role="img" aria-label={label} />
      </div>
      <Flex component="ul" wrap gap="4px 16px" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {slices.map((slice, index) => (
          <li key={slice.id}>
            <Link to={linkTo(slice)}>
              <span
                aria-hidden
                style={{
                  display: 'inline-block',
                  width: 10,
                  height: 10,
                  marginInlineEnd: 6,
                  borderRadius: 2,
                  background: look.palette[index % look.palette.length],
                }}
              />
              {slice.name}: {slice.count}
            </Link>
          </li>
        ))}
      </Flex>
    </Flex>
  );
}
