import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from "react";
import { useIntl } from "react-intl";
import styled from "styled-components";
import { IN_MENU_PANEL } from "../../components/layout/header-breakpoint";
import { VisuallyHidden } from "../../components/visually-hidden";
import { searchMessages } from "./messages";
import { useFilmSearcher } from "./use-film-searcher";
import { navigateTo } from "../../components/site-link/navigate";

const Form = styled.form`
  position: relative;
  width: 100%;
  max-width: 14rem;
  min-width: 10rem;
  flex: 1 1 12rem;

  /* In the phone menu's column: as wide as the column, as the links under it. */
  ${IN_MENU_PANEL} {
    max-width: none;
  }
  /* Wide screens have room for the whole hint (« Titre, réalisateur, acteur… »). The width is explicit: the
     header row sizes the menu from its parts' widths, not from their flex-basis. */
  ${({ theme }) => theme.up(3)} {
    width: 16rem;
    max-width: none;
    flex: none;
  }
`;

const Input = styled.input`
  width: 100%;
  min-height: 44px;
  padding: 0 0.75rem;
  border: 2px solid ${({ theme }) => theme.colors.brand4};
  border-radius: ${({ theme }) => theme.radii.buttons};
  background: ${({ theme }) => theme.palette.background};
  color: ${({ theme }) => theme.palette.primary};
  font: inherit;

  &:focus {
    outline: 3px solid ${({ theme }) => theme.palette.highlight};
    outline-offset: 1px;
  }
`;

const List = styled.ul`
  position: absolute;
  top: 100%;
  left: 0;
  right: 0;
  z-index: 30;
  margin: 0.25rem 0 0;
  padding: 0.25rem 0;
  list-style: none;
  background: ${({ theme }) => theme.palette.background};
  border: 1px solid ${({ theme }) => theme.colors.brand4};
  border-radius: ${({ theme }) => theme.radii.content};
  box-shadow: 0 4px 16px rgb(0 0 0 / 15%);

  /* In the phone menu's column the results push the navigation down rather than cover it. */
  ${IN_MENU_PANEL} {
    position: static;
    box-shadow: none;
  }
`;

const Option = styled.li`
  padding: 0.6rem 0.75rem;
  cursor: pointer;
  color: ${({ theme }) => theme.palette.primary};

  &[aria-selected="true"] {
    background: ${({ theme }) => theme.menu.headerFooterBackground};
    outline: 2px solid ${({ theme }) => theme.palette.highlight};
    outline-offset: -2px;
  }
  small {
    display: block;
    color: ${({ theme }) => theme.palette.muted};
  }
`;

/**
 * The header's film search: an ARIA 1.2 combobox over the programme (title, original title,
 * director, cast; accents ignored). Arrow keys choose a film, Enter opens its page, Escape clears.
 */
export function FilmSearch() {
  const intl = useIntl();
  // One search per page, in the header slice: a fixed id (useId's would differ between the slice's render and the page's).
  const id = "film-search";
  const { status, search, load } = useFilmSearcher();
  const [query, setQuery] = useState("");
  const [active, setActive] = useState(-1);
  const [open, setOpen] = useState(false);
  const results = useMemo(() => search(query), [search, query]);
  // An island (src/app/slices/header.tsx): the visitor may have typed, or be in the box, before its code came.
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    const box = input.current;
    if (!box) return;
    if (document.activeElement === box) load();
    if (box.value) {
      setQuery(box.value);
      setOpen(true);
    }
  }, [load]);
  const expanded = open && results.length > 0;
  const go = (index: number) => {
    const film = results[index];
    if (!film) return;
    setOpen(false);
    navigateTo(film.path);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      setOpen(true);
      const step = event.key === "ArrowDown" ? 1 : -1;
      setActive((current) => (results.length === 0 ? -1 : (current + step + results.length) % results.length));
    } else if (event.key === "Escape") {
      // Handled here (list closed, or text cleared): the phone menu around the search stays open.
      if (expanded || query) event.preventDefault();
      if (expanded) setOpen(false);
      else setQuery("");
      setActive(-1);
    }
  };
  const statusText =
    status === "loading" && query
      ? intl.formatMessage(searchMessages.loading)
      : status === "error"
        ? intl.formatMessage(searchMessages.unavailable)
        : status === "ready" && query.trim()
          ? results.length === 0
            ? intl.formatMessage(searchMessages.noResults)
            : intl.formatMessage(searchMessages.results, { count: results.length })
          : "";
  return (
    <Form
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        go(active >= 0 ? active : 0);
      }}
    >
      <VisuallyHidden as="label" htmlFor={`${id}-input`}>
        {intl.formatMessage(searchMessages.label)}
      </VisuallyHidden>
      <Input
        ref={input}
        id={`${id}-input`}
        // type text: HTML lets a text input, not a search input, be a combobox; the form is the search landmark.
        type="text"
        role="combobox"
        enterKeyHint="search"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={`${id}-list`}
        aria-activedescendant={expanded && active >= 0 ? `${id}-option-${active}` : undefined}
        placeholder={intl.formatMessage(searchMessages.placeholder)}
        value={query}
        onFocus={load}
        onChange={(event) => {
          setQuery(event.target.value);
          setActive(-1);
          setOpen(true);
        }}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
      />
      <List id={`${id}-list`} role="listbox" aria-label={intl.formatMessage(searchMessages.label)} hidden={!expanded}>
        {results.map((film, index) => (
          <Option
            key={film.path}
            id={`${id}-option-${index}`}
            role="option"
            aria-selected={index === active}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => go(index)}
          >
            {film.title}
            {film.directors.length > 0 && <small>{film.directors.join(", ")}</small>}
          </Option>
        ))}
      </List>
      <VisuallyHidden role="status">{statusText}</VisuallyHidden>
    </Form>
  );
}

/** The island's module (src/app/slices/header.tsx loads it on demand). */
export default FilmSearch;
