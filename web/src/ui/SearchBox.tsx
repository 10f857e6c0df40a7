import { useEffect, useRef, useState } from 'react';
import { FontAwesomeIcon } from './Icon';
import { faMagnifyingGlass } from '@fortawesome/free-solid-svg-icons/faMagnifyingGlass';
import { faXmark } from '@fortawesome/free-solid-svg-icons/faXmark';
import './SearchBox.css';

export const SEARCH_DELAY_MS = 500;

export interface SearchBoxProps {
  /** The search currently applied to the list. */
  value: string;
  /** Called 500 ms after typing stops, at once on Enter, and with '' when cleared. */
  onSearch(text: string): void;
  placeholder?: string;
  delay?: number;
}

export function SearchBox({ value, onSearch, placeholder = 'Search', delay = SEARCH_DELAY_MS }: SearchBoxProps) {
  const [text, setText] = useState(value);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const onSearchRef = useRef(onSearch);
  onSearchRef.current = onSearch;

  useEffect(() => {
    setText((current) => (current.trim() === value.trim() ? current : value));
  }, [value]);

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const cancelPending = () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
  };

  const apply = (next: string) => {
    cancelPending();
    onSearchRef.current(next.trim());
  };

  return (
    <div className="search-box" role="search">
      <FontAwesomeIcon className="search-box__icon" icon={faMagnifyingGlass} />
      <input
        className="search-box__input"
        type="search"
        value={text}
        placeholder={placeholder}
        aria-label={placeholder}
        onChange={(event) => {
          const next = event.target.value;
          setText(next);
          cancelPending();
          timer.current = setTimeout(() => apply(next), delay);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            apply(text);
          }
        }}
      />
      {text !== '' && (
        <button
          type="button"
          className="search-box__clear"
          aria-label="Clear search"
          title="Clear search"
          onClick={() => {
            setText('');
            apply('');
          }}
        >
          <FontAwesomeIcon icon={faXmark} />
        </button>
      )}
    </div>
  );
}
