/**
 * The one place the chart library is assembled: ECharts' modular core with only the charts,
 * components and renderer the pages use (bar, line, pie; grid, tooltip, legend; SVG). Nothing
 * imports this module statically: `EChart` loads it with import(), so the library arrives with
 * the first chart on screen and never with the login page or a page without charts.
 */
import * as echarts from 'echarts/core';
import { BarChart, LineChart, PieChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import { SVGRenderer } from 'echarts/renderers';

// SVG: crisp at any device pixel ratio, text stays text (readable, testable), small for few points.
echarts.use([BarChart, LineChart, PieChart, GridComponent, LegendComponent, TooltipComponent, SVGRenderer]);

export { echarts };
