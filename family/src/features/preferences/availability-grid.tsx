import { useEffect, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  GRID_START_TIMES,
  gridDays,
  minutesOf,
  setSlots,
  SLOT_DURATION_MINUTES,
  slotAt,
  startTimesBetween,
  timeOf,
  type GridEntry,
  type Weekday,
} from '@binome/schema';
import { parisTimeForViewer } from './paris-time.ts';

interface AvailabilityGridProps {
  value: GridEntry[];
  onChange: (value: GridEntry[]) => void;
  weekend: boolean;
}

interface Cell {
  day: Weekday;
  startTime: string;
}

/** Below this width per day a week table would shrink cells under 44 px: one day at a time instead. */
const TIME_COLUMN_PX = 64;
const MIN_DAY_COLUMN_PX = 64;

/**
 * The weekly grid of section 9 for a person's own availability. Each cell is the one-hour slot starting at its
 * time, stored as one slot (the admin's representation), so overlapping starts (08:00 and 08:30) are two slots.
 *
 * Two layouts of the same cells, chosen by the room the grid has, not by the device:
 * - week: a row per start time, a column per day (as in the staff app), when every day column gets ≥ 64 px;
 * - day (phones): day tabs, then one day as 12 rows of hours × 2 columns (on the hour, at half past). A phone's
 *   390 px cannot hold 5 to 7 day columns of 44 px touch targets plus the times, and 24 rows of one column would
 *   be a page and a half tall; 12 × 2 keeps the whole day on one screen, so a drag can cover any run.
 *
 * Tap or click toggles a cell; a drag from a cell chooses (or clears, when it started on a chosen cell) every cell
 * of that day between; arrows move (roving tabindex), Space and Enter toggle. Taken slots carry a visible mark
 * and are never changed (`setSlots` keeps them).
 */
export function AvailabilityGrid({ value, onChange, weekend }: AvailabilityGridProps) {
  const { t } = useTranslation();
  const days = useMemo(() => gridDays(weekend), [weekend]);
  const wrapper = useRef<HTMLDivElement>(null);
  const width = useWidth(wrapper);
  const layout = width === undefined || width >= TIME_COLUMN_PX + days.length * MIN_DAY_COLUMN_PX ? 'week' : 'day';
  const [shownDay, setShownDay] = useState<Weekday>(1);
  const day = days.includes(shownDay) ? shownDay : 1;
  const rows = useMemo(() => rowsOf(layout, days, day), [layout, days, day]);
  const [focus, setFocus] = useState<Cell>({ day: rows[0]![0]!.day, startTime: rows[0]![0]!.startTime });
  const focusCell = rows.flat().some((cell) => sameCell(cell, focus)) ? focus : rows[0]![0]!;
  const drag = useRef<{ anchor: Cell; on: boolean; base: GridEntry[]; pointerId: number } | null>(null);

  const dayName = (weekday: number) => t(`enums.weekday.${weekday}`);
  const shown = (time: string) => parisTimeForViewer(time);
  const stateOf = (cell: Cell) => {
    const slot = slotAt(value, cell.day, cell.startTime);
    return slot?.taken ? 'taken' : slot ? 'chosen' : 'free';
  };
  const nameOf = (cell: Cell) => {
    const state = stateOf(cell);
    const words = { day: dayName(cell.day), start: shown(cell.startTime), end: shown(timeOf(minutesOf(cell.startTime) + SLOT_DURATION_MINUTES)) };
    // A taken cell shows its time and 'Attribué': its name says them together, so that what is seen is what a
    // speech-input user says to press it (WCAG 2.5.3).
    if (state === 'taken') return t('family.preferences.slotNameTaken', words);
    return t('family.preferences.slotName', { ...words, state: t(state === 'chosen' ? 'family.preferences.stateChosen' : 'family.preferences.stateFree') });
  };

  const apply = (base: GridEntry[], anchor: Cell, to: Cell, on: boolean) => {
    onChange(setSlots(base, anchor.day, to.day === anchor.day ? startTimesBetween(anchor.startTime, to.startTime) : [anchor.startTime], on));
  };

  const cellFrom = (target: EventTarget | Element | null): Cell | undefined => {
    const element = (target as Element | null)?.closest?.('[data-day]') as HTMLElement | null;
    if (!element) return undefined;
    return { day: Number(element.dataset.day) as Weekday, startTime: element.dataset.start! };
  };

  const onPointerDown = (event: PointerEvent) => {
    const cell = cellFrom(event.target);
    if (!cell || event.button !== 0 || stateOf(cell) === 'taken') return;
    const on = stateOf(cell) === 'free';
    drag.current = { anchor: cell, on, base: value, pointerId: event.pointerId };
    setFocus(cell);
    // The pointer stays with the grid while the finger moves, so the cells under it are found by position.
    (event.currentTarget as HTMLElement).setPointerCapture?.(event.pointerId);
    apply(value, cell, cell, on);
  };
  const onPointerMove = (event: PointerEvent) => {
    const current = drag.current;
    if (!current || current.pointerId !== event.pointerId) return;
    const cell = cellFrom(document.elementFromPoint(event.clientX, event.clientY));
    if (cell && cell.day === current.anchor.day) apply(current.base, current.anchor, cell, current.on);
  };
  const endDrag = () => {
    drag.current = null;
  };

  const moveFocus = (event: KeyboardEvent) => {
    const position = positionOf(rows, focusCell);
    if (!position) return;
    const [row, column] = position;
    const moves: Record<string, [number, number]> = {
      ArrowUp: [row - 1, column],
      ArrowDown: [row + 1, column],
      ArrowLeft: [row, column - 1],
      ArrowRight: [row, column + 1],
      Home: [row, 0],
      End: [row, rows[row]!.length - 1],
    };
    const target = moves[event.key];
    if (!target) return;
    event.preventDefault();
    const next = rows[Math.max(0, Math.min(rows.length - 1, target[0]))]![Math.max(0, Math.min(rows[0]!.length - 1, target[1]))]!;
    setFocus(next);
    wrapper.current?.querySelector<HTMLElement>(`[data-day="${next.day}"][data-start="${next.startTime}"]`)?.focus();
  };

  const cellButton = (cell: Cell, label: string) => {
    const state = stateOf(cell);
    return (
      <td key={`${cell.day}-${cell.startTime}`}>
        <button
          type="button"
          className={`slot slot-${state}`}
          data-day={cell.day}
          data-start={cell.startTime}
          aria-label={nameOf(cell)}
          aria-pressed={state !== 'free'}
          aria-disabled={state === 'taken' || undefined}
          tabIndex={sameCell(cell, focusCell) ? 0 : -1}
          onFocus={() => setFocus(cell)}
          // Pointer presses are handled on the grid (tap and drag); a click without a pointer is a key or an
          // assistive technology: it toggles the cell.
          onClick={(event) => {
            if (event.detail === 0 && state !== 'taken') apply(value, cell, cell, state === 'free');
          }}
        >
          {/* The space keeps the time and the mark two words for the content-name check (axe reads '17:30Attribué'
              without it); the flex layout draws no space. */}
          <span aria-hidden="true">{label}</span>{' '}
          {state === 'taken' && (
            <span className="slot-mark" aria-hidden="true">
              {t('family.preferences.takenMark')}
            </span>
          )}
          {state === 'chosen' && (
            <span className="slot-mark" aria-hidden="true">
              ✓
            </span>
          )}
        </button>
      </td>
    );
  };

  const countOn = (weekday: Weekday) => value.filter((slot) => slot.dayOfTheWeek === weekday).length;

  return (
    <div className={`availability availability-${layout}`} ref={wrapper}>
      {layout === 'day' && (
        <div className="day-tabs" role="group" aria-label={t('family.preferences.dayTabs')}>
          {days.map((weekday) => (
            <button key={weekday} type="button" aria-pressed={weekday === day} onClick={() => setShownDay(weekday)}>
              <span aria-hidden="true">{dayName(weekday).slice(0, 3)}</span>
              {/* A plain 0 for a day without slots: a dot read as a stray mark (walk T-3). */}
              <span className={`day-count${countOn(weekday) === 0 ? ' day-count-none' : ''}`} aria-hidden="true">
                {countOn(weekday)}
              </span>
              <span className="visually-hidden">{`${dayName(weekday)}, ${t('family.preferences.chosenCount', { count: countOn(weekday) })}`}</span>
            </button>
          ))}
        </div>
      )}
      <table
        className="slot-grid"
        role="grid"
        aria-label={layout === 'day' ? `${t('family.preferences.gridLabel')} — ${dayName(day)}` : t('family.preferences.gridLabel')}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={endDrag}
        onPointerCancel={endDrag}
        onKeyDown={moveFocus}
      >
        <thead>
          <tr>
            <th scope="col">{t('family.preferences.startTime')}</th>
            {layout === 'week'
              ? days.map((weekday) => (
                  <th key={weekday} scope="col">
                    {dayName(weekday)}
                  </th>
                ))
              : ['00', '30'].map((minutes) => (
                  <th key={minutes} scope="col">
                    {`:${minutes}`}
                  </th>
                ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row[0]!.startTime}>
              <th scope="row">{layout === 'week' ? shown(row[0]!.startTime) : `${shown(row[0]!.startTime).slice(0, 2)} h`}</th>
              {row.map((cell) => cellButton(cell, shown(cell.startTime)))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function sameCell(a: Cell, b: Cell): boolean {
  return a.day === b.day && a.startTime === b.startTime;
}

/** The cells row by row: start times × days for the week, hours × (on the hour, half past) for one day. */
function rowsOf(layout: 'week' | 'day', days: Weekday[], day: Weekday): Cell[][] {
  if (layout === 'week') return GRID_START_TIMES.map((startTime) => days.map((weekday) => ({ day: weekday, startTime })));
  const rows: Cell[][] = [];
  for (let index = 0; index < GRID_START_TIMES.length; index += 2) rows.push(GRID_START_TIMES.slice(index, index + 2).map((startTime) => ({ day, startTime })));
  return rows;
}

function positionOf(rows: Cell[][], cell: Cell): [number, number] | undefined {
  for (const [row, cells] of rows.entries()) {
    const column = cells.findIndex((candidate) => sameCell(candidate, cell));
    if (column >= 0) return [row, column];
  }
  return undefined;
}

/** The element's width, followed as the window or the layout changes. */
function useWidth(element: React.RefObject<HTMLElement | null>): number | undefined {
  const [width, setWidth] = useState<number | undefined>(undefined);
  useLayoutEffect(() => setWidth(element.current?.clientWidth), [element]);
  useEffect(() => {
    if (!element.current || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => setWidth(entry?.contentRect.width));
    observer.observe(element.current);
    return () => observer.disconnect();
  }, [element]);
  return width;
}
