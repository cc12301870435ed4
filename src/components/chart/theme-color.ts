/**
 * A theme colour for a uPlot canvas, which cannot read CSS variables itself: the computed value of
 * the token's variable, with `alpha` applied to a #rrggbb value. Shared by the growth chart and the
 * back office's dashboard (decision 0044).
 */
export function themeColor(variable: string, alpha = 1): string {
  const name = /var\((--[^)]+)\)/.exec(variable)?.[1] ?? '';
  const value = getComputedStyle(document.documentElement).getPropertyValue(name).trim();
  const hex = /^#([0-9a-f]{6})$/i.exec(value)?.[1];
  if (!hex || alpha === 1) return value || '#888';
  const [r, g, b] = [0, 2, 4].map((i) => Number.parseInt(hex.slice(i, i + 2), 16));
  return `rgba(${r}, ${g}, ${b}, ${alpha})`;
}
