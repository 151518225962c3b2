/** Chart constants of spec §9 ("Charts"), in one place for the chart layouts and components. */

/** Usage chart: y axis maxima when there is no data, and the number of intervals on each y axis. */
export const USAGE_EMPTY_MAX_MINUTES = 70;
export const USAGE_EMPTY_MAX_LESSONS = 10;
export const USAGE_TICK_AMOUNT = 3;
/** Minutes are shown as integers, lessons with one decimal. */
export const MINUTES_DECIMALS = 0;
export const LESSONS_DECIMALS = 1;
/** Usage chart height in px (the width follows the container). */
export const USAGE_CHART_HEIGHT = 300;

/** Bubble graph: points are clustered from this many plotted schools on. */
export const BUBBLE_CLUSTER_FROM = 26;
/** Diameter of a single point, and the range of cluster diameters, in px. */
export const BUBBLE_POINT_SIZE = 20;
export const BUBBLE_CLUSTER_MIN_SIZE = 30;
export const BUBBLE_CLUSTER_MAX_SIZE = 90;
/** Bubble graph height in px. */
export const BUBBLE_CHART_HEIGHT = 470;
export const BUBBLE_TICK_AMOUNT = 4;

/** Frequency graph height in px. */
export const FREQUENCY_CHART_HEIGHT = 260;
export const FREQUENCY_TICK_AMOUNT = 4;

export const MS_PER_MINUTE = 60_000;

/** Width used before the container has been measured (and in tests). */
export const DEFAULT_CHART_WIDTH = 640;
/** Font size of axis text in px; label widths are estimated from it. */
export const AXIS_FONT_SIZE = 12;

/** Student progress chart height in px (spec §9 "progress chart height 420"). */
export const PROGRESS_CHART_HEIGHT = 420;
export const PROGRESS_TICK_AMOUNT = 4;
