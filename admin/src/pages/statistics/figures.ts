import '../../words/statistics-words.ts';
import type { TFunction } from 'i18next';
import dayjs from 'dayjs';
import type { ChartConfiguration } from 'chart.js';
import { findDepartment, LEVELS } from '@binome/schema';
import type { Figure } from './figure-card.tsx';
import { weeksSoFar } from './weeks.ts';

/** The answer of `GET /v1/statistics`. */
export interface Statistics {
  period: { from: string; to: string };
  sessions: { week: string; held: number; present: number; absent: number; notReported: number; attendanceRate: number | null }[];
  pairs: { week: string; activePairs: number; made: number; dissociated: number }[];
  waiting: { count: number; medianDays: number | null; p90Days: number | null; ranges: { range: string; count: number }[] };
  supplyByLevel: SupplyRow[];
  supplyByDepartment: SupplyRow[];
  onboarding: { step: number | null; count: number }[];
  reports: { week: string; onTime: number; late: number; pending: number; onTimeRate: number | null }[];
  dissociations: { reason: string | null; count: number }[];
}
type SupplyRow = { key: string; places: number; studentsWaiting: number };

// The palette of the app's tones (antd's): success, warning, danger, progress, neutral.
const COLOURS = { blue: '#1677ff', green: '#52c41a', orange: '#fa8c16', red: '#f5222d', grey: '#8c8c8c', purple: '#722ed1' };
const LEVEL_NAMES = new Map<string, string>(LEVELS.map((level) => [level._id, level.levelName]));

export const weekLabel = (week: string) => dayjs(week).format('DD/MM/YYYY');
const levelLabel = (key: string) => LEVEL_NAMES.get(key) ?? key;
export const departmentLabel = (code: string) => {
  const department = findDepartment(code);
  return department ? `${department.departmentCode} – ${department.departmentName}` : code;
};
const percent = (value: number | null) => (value === null ? '–' : value);

function bars(
  labels: string[],
  datasets: { label: string; data: number[]; colour: string; stack?: string }[],
  options: { horizontal?: boolean; stacked?: boolean } = {},
): ChartConfiguration {
  return {
    type: 'bar',
    data: { labels, datasets: datasets.map(({ label, data, colour, stack }) => ({ label, data, backgroundColor: colour, ...(stack && { stack }) })) },
    options: {
      indexAxis: options.horizontal ? 'y' : 'x',
      scales: {
        x: { stacked: options.stacked ?? false, ...(options.horizontal && { beginAtZero: true, ticks: { precision: 0 } }) },
        y: { stacked: options.stacked ?? false, ...(!options.horizontal && { beginAtZero: true, ticks: { precision: 0 } }) },
      },
    },
  };
}

/** Every figure of the screen, from the answer: titles, columns (shared by the table and the CSV) and chart. */
export function figuresOf(answer: Statistics, t: TFunction, today: Date = new Date()): Figure<Record<string, unknown>>[] {
  const statistics: Statistics = {
    ...answer,
    sessions: weeksSoFar(answer.sessions, today),
    pairs: weeksSoFar(answer.pairs, today),
    reports: weeksSoFar(answer.reports, today),
  };
  const f = (key: string, values?: Record<string, unknown>) => t(`staffStatistics.figures.${key}`, values ?? {});
  const sessionWeeks = statistics.sessions.map((row) => weekLabel(row.week));
  const sessions: Figure<Statistics['sessions'][number]> = {
    id: 'sessions',
    title: f('sessions.title'),
    help: f('sessions.help'),
    rows: statistics.sessions,
    rowKey: (row) => row.week,
    columns: [
      { key: 'week', title: f('sessions.week'), value: (row) => weekLabel(row.week) },
      { key: 'held', title: f('sessions.held'), value: (row) => row.held },
      { key: 'present', title: f('sessions.present'), value: (row) => row.present },
      { key: 'absent', title: f('sessions.absent'), value: (row) => row.absent },
      { key: 'notReported', title: f('sessions.notReported'), value: (row) => row.notReported },
      { key: 'attendanceRate', title: f('sessions.attendanceRate'), value: (row) => percent(row.attendanceRate) },
    ],
    chart: {
      type: 'bar',
      data: {
        labels: sessionWeeks,
        datasets: [
          { type: 'bar', label: f('sessions.held'), data: statistics.sessions.map((row) => row.held), backgroundColor: COLOURS.blue, yAxisID: 'y' },
          {
            type: 'line',
            label: f('sessions.attendanceRate'),
            data: statistics.sessions.map((row) => row.attendanceRate),
            borderColor: COLOURS.green,
            backgroundColor: COLOURS.green,
            yAxisID: 'rate',
            spanGaps: true,
          },
        ],
      },
      options: {
        scales: { y: { beginAtZero: true, ticks: { precision: 0 } }, rate: { position: 'right', min: 0, max: 100, grid: { drawOnChartArea: false } } },
      },
    } as ChartConfiguration,
  };
  const pairs: Figure<Statistics['pairs'][number]> = {
    id: 'pairs',
    title: f('pairs.title'),
    help: f('pairs.help'),
    rows: statistics.pairs,
    rowKey: (row) => row.week,
    columns: [
      { key: 'week', title: f('pairs.week'), value: (row) => weekLabel(row.week) },
      { key: 'activePairs', title: f('pairs.activePairs'), value: (row) => row.activePairs },
      { key: 'made', title: f('pairs.made'), value: (row) => row.made },
      { key: 'dissociated', title: f('pairs.dissociated'), value: (row) => row.dissociated },
    ],
    chart: {
      type: 'line',
      data: {
        labels: statistics.pairs.map((row) => weekLabel(row.week)),
        datasets: [
          { label: f('pairs.activePairs'), data: statistics.pairs.map((row) => row.activePairs), borderColor: COLOURS.blue, backgroundColor: COLOURS.blue },
        ],
      },
      options: { scales: { y: { beginAtZero: true, ticks: { precision: 0 } } } },
    },
  };
  const waiting: Figure<Statistics['waiting']['ranges'][number]> = {
    id: 'waiting',
    title: f('waiting.title'),
    help: f('waiting.help'),
    rows: statistics.waiting.ranges,
    rowKey: (row) => row.range,
    columns: [
      { key: 'range', title: f('waiting.range'), value: (row) => f(`waiting.ranges.${row.range}`) },
      { key: 'count', title: f('waiting.students'), value: (row) => row.count },
    ],
    chart: bars(
      statistics.waiting.ranges.map((row) => f(`waiting.ranges.${row.range}`)),
      [{ label: f('waiting.students'), data: statistics.waiting.ranges.map((row) => row.count), colour: COLOURS.orange }],
    ),
  };
  const supply = (id: 'supplyByLevel' | 'supplyByDepartment', label: (key: string) => string): Figure<SupplyRow> => ({
    id,
    title: f(`${id}.title`),
    help: f(`${id}.help`),
    rows: statistics[id],
    rowKey: (row) => row.key,
    columns: [
      { key: 'key', title: f(`${id}.key`), value: (row) => label(row.key) },
      { key: 'places', title: f('supply.places'), value: (row) => row.places },
      { key: 'studentsWaiting', title: f('supply.studentsWaiting'), value: (row) => row.studentsWaiting },
    ],
    chart: bars(
      statistics[id].map((row) => label(row.key)),
      [
        { label: f('supply.places'), data: statistics[id].map((row) => row.places), colour: COLOURS.green },
        { label: f('supply.studentsWaiting'), data: statistics[id].map((row) => row.studentsWaiting), colour: COLOURS.orange },
      ],
    ),
  });
  const stepLabel = (step: number | null) => (step === null ? f('onboarding.unknown') : t(`enums.onboardingStep.${step}`));
  const onboarding: Figure<Statistics['onboarding'][number]> = {
    id: 'onboarding',
    title: f('onboarding.title'),
    help: f('onboarding.help'),
    rows: statistics.onboarding,
    rowKey: (row) => String(row.step),
    columns: [
      { key: 'step', title: f('onboarding.step'), value: (row) => stepLabel(row.step) },
      { key: 'count', title: f('onboarding.count'), value: (row) => row.count },
    ],
    chart: bars(
      statistics.onboarding.map((row) => stepLabel(row.step)),
      [{ label: f('onboarding.count'), data: statistics.onboarding.map((row) => row.count), colour: COLOURS.purple }],
      { horizontal: true },
    ),
  };
  const reports: Figure<Statistics['reports'][number]> = {
    id: 'reports',
    title: f('reports.title'),
    help: f('reports.help'),
    rows: statistics.reports,
    rowKey: (row) => row.week,
    columns: [
      { key: 'week', title: f('reports.week'), value: (row) => weekLabel(row.week) },
      { key: 'onTime', title: f('reports.onTime'), value: (row) => row.onTime },
      { key: 'late', title: f('reports.late'), value: (row) => row.late },
      { key: 'pending', title: f('reports.pending'), value: (row) => row.pending },
      { key: 'onTimeRate', title: f('reports.onTimeRate'), value: (row) => percent(row.onTimeRate) },
    ],
    chart: bars(
      statistics.reports.map((row) => weekLabel(row.week)),
      [
        { label: f('reports.onTime'), data: statistics.reports.map((row) => row.onTime), colour: COLOURS.green, stack: 'reports' },
        { label: f('reports.late'), data: statistics.reports.map((row) => row.late), colour: COLOURS.red, stack: 'reports' },
        { label: f('reports.pending'), data: statistics.reports.map((row) => row.pending), colour: COLOURS.grey, stack: 'reports' },
      ],
      { stacked: true },
    ),
  };
  const reasonLabel = (reason: string | null) => (reason === null ? f('dissociations.unknown') : t(`enums.dissociationReason.${reason}`));
  const dissociations: Figure<Statistics['dissociations'][number]> = {
    id: 'dissociations',
    title: f('dissociations.title'),
    help: f('dissociations.help'),
    rows: statistics.dissociations,
    rowKey: (row) => String(row.reason),
    columns: [
      { key: 'reason', title: f('dissociations.reason'), value: (row) => reasonLabel(row.reason) },
      { key: 'count', title: f('dissociations.count'), value: (row) => row.count },
    ],
    chart: bars(
      statistics.dissociations.map((row) => reasonLabel(row.reason)),
      [{ label: f('dissociations.count'), data: statistics.dissociations.map((row) => row.count), colour: COLOURS.grey }],
      { horizontal: true },
    ),
  };
  return [
    sessions,
    pairs,
    waiting,
    supply('supplyByLevel', levelLabel),
    supply('supplyByDepartment', departmentLabel),
    onboarding,
    reports,
    dissociations,
  ] as unknown as Figure<Record<string, unknown>>[];
}

/** Whether a figure has anything to show (a table of zeros still says "nothing"). */
export function isEmpty(statistics: Statistics): boolean {
  const weekly = [
    ...statistics.sessions.map((row) => row.held + row.present + row.absent),
    ...statistics.pairs.map((row) => row.activePairs),
    ...statistics.reports.map((row) => row.onTime + row.late + row.pending),
  ];
  return (
    weekly.every((value) => value === 0) &&
    statistics.waiting.count === 0 &&
    statistics.supplyByLevel.length === 0 &&
    statistics.onboarding.every((row) => row.count === 0) &&
    statistics.dissociations.every((row) => row.count === 0)
  );
}
