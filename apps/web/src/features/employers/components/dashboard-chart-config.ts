import {
  ArcElement,
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  LinearScale,
  PieController,
  Tooltip,
  type ChartConfiguration,
} from 'chart.js';

// Only what a bar chart and a pie with tooltips need: Chart.js leaves the rest out of the bundle.
Chart.register(BarController, BarElement, CategoryScale, LinearScale, PieController, ArcElement, Tooltip);

export type ChartKind = 'bar' | 'pie';
export type ChartSlice = { id: number; name: string; count: number };

/** How the chart looks: the palette's colours (one per bar or slice, repeating) and the theme's text. */
export type ChartLook = { palette: readonly string[]; text: string; grid: string; fontFamily: string };

/**
 * A Chart.js configuration for the dashboard's bar chart or pie: one colour per bar or slice,
 * tooltips with the count (and a pie's share), and `onSelect` with the index of the bar or slice
 * clicked; the pointer shows over one. The legend is the page's own list of links.
 */
export function dashboardChartConfig(
  kind: ChartKind,
  slices: readonly ChartSlice[],
  look: ChartLook,
  onSelect: (index: number) => void,
): ChartConfiguration<ChartKind, number[], string> {
  const total = slices.reduce((sum, slice) => sum + slice.count, 0);
  return {
    type: kind,
    data: {
      labels: slices.map((slice) => slice.name),
      datasets: [
        {
          data: slices.map((slice) => slice.count),
          backgroundColor: slices.map((_, index) => look.palette[index % look.palette.length]),
        },
      ],
    },
    options: {
      responsive: true,
      maintainAspectRatio: false,
      animation: false,
      font: { family: look.fontFamily },
      color: look.text,
      scales:
        kind === 'bar'
          ? {
              x: { ticks: { color: look.text }, grid: { display: false } },
              y: { beginAtZero: true, ticks: { color: look.text, precision: 0 }, grid: { color: look.grid } },
            }
          : {},
      plugins: {
        tooltip: {
          callbacks: {
            label: (item) => {
              const count = Number(item.raw);
              return kind === 'pie' && total > 0
                ? ` ${count} (${Math.round((count / total) * 100)}%)`
                : ` ${count}`;
            },
          },
        },
      },
      onClick: (_event, elements) => {
        if (elements[0]) onSelect(elements[0].index);
      },
      onHover: (event, elements) => {
        const canvas = event.native?.target;
        if (canvas instanceof HTMLElement) canvas.style.cursor = elements.length > 0 ? 'pointer' : 'default';
      },
    },
  };
}
