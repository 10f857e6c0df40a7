import { FontAwesomeIcon } from './Icon';
import { faAnglesLeft } from '@fortawesome/free-solid-svg-icons/faAnglesLeft';
import { faAnglesRight } from '@fortawesome/free-solid-svg-icons/faAnglesRight';
import { faChevronLeft } from '@fortawesome/free-solid-svg-icons/faChevronLeft';
import { faChevronRight } from '@fortawesome/free-solid-svg-icons/faChevronRight';
import { graphql } from 'react-relay';
import './Pager.css';

import { PAGE_SIZE_OPTIONS } from './pageSize';

export { DEFAULT_PAGE_SIZE, PAGE_SIZE_OPTIONS } from './pageSize';
export const MAX_PAGE_BUTTONS = 4;

/** One entry of a connection's `pageCursors`: pass `cursor` as `after` to load that page. */
export interface PageCursor {
  readonly cursor: string | null | undefined;
  readonly page: number;
  readonly isCurrent: boolean;
}

/** What every paged list selects for the pager: spread as `...Pager_pageCursors @relay(mask: false)` in its `pageCursors`. */
graphql`
  fragment Pager_pageCursors on PageCursors {
    around {
      cursor
      page
      isCurrent
    }
    first {
      cursor
      page
      isCurrent
    }
    last {
      cursor
      page
      isCurrent
    }
    previous {
      cursor
      page
      isCurrent
    }
    next {
      cursor
      page
      isCurrent
    }
  }
`;

export interface PageCursors {
  readonly around: readonly PageCursor[];
  readonly first?: PageCursor | null;
  readonly last?: PageCursor | null;
  readonly previous?: PageCursor | null;
  readonly next?: PageCursor | null;
}

export interface PagerProps {
  totalCount: number;
  pageSize: number;
  pageCursors: PageCursors | null | undefined;
  onPageChange(cursor: string | null, page: number): void;
  onPageSizeChange(pageSize: number): void;
  pageSizeOptions?: readonly number[];
}

export function isPagerHidden(totalCount: number, pageSizeOptions: readonly number[] = PAGE_SIZE_OPTIONS) {
  return Math.min(...pageSizeOptions) >= totalCount;
}

/** Up to four page numbers around the current page. */
export function visiblePages(around: readonly PageCursor[], max = MAX_PAGE_BUTTONS): PageCursor[] {
  if (around.length <= max) return [...around];
  const current = Math.max(0, around.findIndex((page) => page.isCurrent));
  const start = Math.max(0, Math.min(current - 1, around.length - max));
  return around.slice(start, start + max);
}

export function Pager({
  totalCount,
  pageSize,
  pageCursors,
  onPageChange,
  onPageSizeChange,
  pageSizeOptions = PAGE_SIZE_OPTIONS,
}: PagerProps) {
  if (isPagerHidden(totalCount, pageSizeOptions)) return null;

  const around = pageCursors?.around ?? [];
  const current = around.find((page) => page.isCurrent)?.page ?? 1;
  const from = Math.min(totalCount, (current - 1) * pageSize + 1);
  const to = Math.min(totalCount, current * pageSize);
  const go = (target: PageCursor | null | undefined) => {
    if (target && !target.isCurrent) onPageChange(target.cursor ?? null, target.page);
  };

  return (
    <nav className="pager" aria-label="Pagination">
      <span className="pager__summary">
        {from}–{to} of {totalCount}
      </span>
      <div className="pager__pages">
        <PagerButton label="First page" target={pageCursors?.first} current={current} onGo={go} icon={faAnglesLeft} />
        <PagerButton label="Previous page" target={pageCursors?.previous} current={current} onGo={go} icon={faChevronLeft} />
        {visiblePages(around).map((page) => (
          <button
            key={page.page}
            type="button"
            className="pager__page"
            aria-current={page.isCurrent ? 'page' : undefined}
            aria-label={`Page ${page.page}`}
            onClick={() => go(page)}
          >
            {page.page}
          </button>
        ))}
        <PagerButton label="Next page" target={pageCursors?.next} current={current} onGo={go} icon={faChevronRight} />
        <PagerButton label="Last page" target={pageCursors?.last} current={current} onGo={go} icon={faAnglesRight} />
      </div>
      <label className="pager__size">
        <span>Per page</span>
        <select value={pageSize} onChange={(event) => onPageSizeChange(Number(event.target.value))} aria-label="Page size">
          {pageSizeOptions.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      </label>
    </nav>
  );
}

function PagerButton({
  label,
  target,
  current,
  onGo,
  icon,
}: {
  label: string;
  target: PageCursor | null | undefined;
  current: number;
  onGo(target: PageCursor | null | undefined): void;
  icon: typeof faChevronLeft;
}) {
  const disabled = !target || target.page === current;
  return (
    <button
      type="button"
      className="pager__page"
      aria-label={label}
      title={label}
      disabled={disabled}
      onClick={() => onGo(target)}
    >
      <FontAwesomeIcon icon={icon} />
    </button>
  );
}
