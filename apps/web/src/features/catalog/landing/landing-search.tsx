import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useLayoutEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { EARLY_SEARCH_ATTRIBUTE, earlyAnswerFor, forgetEarlyTyping, peekEarlyTyping } from '../../../lib/early-typing.ts';
import { useNavigate } from 'react-router';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { cn } from '../../../lib/cn.ts';
import { nearParams, useDeliveryPlace } from '../../../lib/use-delivery-place.ts';
import { earlySearchQueryOptions, searchPath, searchQueryOptions, useSearch } from '../api/search.ts';
import { searchTarget, suggestionHref, suggestionsOf, type Suggestion } from '../hooks/search-target.ts';
import { useDebouncedValue } from '../hooks/use-debounced-value.ts';
import { SearchIcon } from '../components/search-icon.tsx';
import { useTranslation } from 'react-i18next';

/** Spec section 5: suggestions are fetched once typing has paused this long. */
export const SEARCH_DEBOUNCE_MS = 300;

const POPUP = 'absolute inset-x-0 top-full z-30 mt-2 rounded-2xl border border-stone-200 bg-white shadow-xl';

const GROUPS: Suggestion['kind'][] = ['category', 'subcategory', 'store', 'product'];

/**
 * The landing search: a combobox whose suggestions (categories, subcategories, stores,
 * products) come from GET /api/search. Enter and the search icon follow `searchTarget`.
 */
export function LandingSearch() {
  const { t } = useTranslation('landing');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const id = useId();
  const box = useRef<HTMLInputElement>(null);
  // The first render matches the server's HTML (an empty box); what was typed into that box
  // before the app took over is picked up once it has, with the focus where the customer left it.
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const near = nearParams(useDeliveryPlace());
  // Text typed before the app took over: searched without the pause while the box still holds it.
  const [typedEarly, setTypedEarly] = useState('');
  // The page's early script may already show its answer as links (public/early-search.js): they
  // stay, in place of 'Searching…', until this list shows or the search is left.
  const earlyList = useRef<HTMLDivElement>(null);
  const [earlyListShown, setEarlyListShown] = useState(false);
  const dropEarlyList = () => {
    if (earlyList.current) earlyList.current.textContent = '';
    setEarlyListShown(false);
  };
  // In the commit that hydrates the box, before the browser paints and before the page's other
  // effects ask for their chunks and data: the search request goes first.
  useLayoutEffect(() => {
    const early = peekEarlyTyping();
    const input = box.current;
    const typed = input?.value || early?.text || '';
    const focused = (input !== null && document.activeElement === input) || early?.focused === true;
    // Typing paused long ago (the phone was still loading the app): ask at once rather than after
    // the pause, ahead of the screen's other requests, so the suggestions come with the app. The
    // page's early script may have asked already; then its answer is taken instead.
    const q = typed.trim();
    if (q) {
      const answer = earlyAnswerFor(searchPath(q, near));
      void queryClient.prefetchQuery(answer ? earlySearchQueryOptions(q, near, answer) : searchQueryOptions(q, near));
      setTypedEarly(q);
    }
    forgetEarlyTyping();
    if (typed) setText(typed);
    if (typed && focused) {
      setOpen(true);
      input?.focus();
    }
    if (typed && focused && earlyList.current?.hasChildNodes()) setEarlyListShown(true);
    else dropEarlyList();
  }, []);
  const [active, setActive] = useState(-1);
  const typed = text.trim();
  const debounced = useDebouncedValue(typed, SEARCH_DEBOUNCE_MS);
  const asked = typedEarly !== '' && typed === typedEarly ? typed : debounced;
  const search = useSearch(asked, near);
  const results = typed && search.data ? search.data : null;
  const suggestions = results ? suggestionsOf(results) : [];
  const settled = asked === typed && !search.isFetching;
  const showList = open && typed !== '' && (results !== null || search.isFetching);
  const listReady = showList && (suggestions.length > 0 || settled);
  useEffect(() => {
    if (earlyListShown && (listReady || !open || typed === '')) dropEarlyList();
  }, [earlyListShown, listReady, open, typed]);

  const go = (href: string) => {
    setOpen(false);
    void navigate(href);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const chosen = active >= 0 ? (suggestions[active] ?? null) : null;
    if (chosen) return go(suggestionHref(chosen));
    if (!typed) return;
    // Enter may come before the pause is over: ask for the typed text itself, not the last list.
    const latest = await queryClient.fetchQuery(searchQueryOptions(typed, near));
    const target = searchTarget(typed, latest, null);
    if (target) go(target);
    else setOpen(true);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (suggestions.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => (i < 0 && step < 0 ? suggestions.length - 1 : (i + step + suggestions.length) % suggestions.length));
    } else if (event.key === 'Escape') {
      if (open && typed) {
        event.preventDefault();
        setOpen(false);
        setActive(-1);
      } else setText('');
    }
  };

  const listId = `${id}-list`;
  const optionId = (index: number) => `${id}-option-${index}`;
  let index = -1;

  return (
    <form
      role="search"
      // Before the app takes over, Enter still searches: the browser sends the text to /menu.
      action="/menu"
      onSubmit={submit}
      className="relative"
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <label htmlFor={`${id}-input`} className="sr-only">
        {t('landingSearch.label')}
      </label>
      <input
        id={`${id}-input`}
        type="search"
        role="combobox"
        autoComplete="off"
        enterKeyHint="search"
        aria-autocomplete="list"
        aria-expanded={showList && suggestions.length > 0}
        aria-controls={listId}
        aria-activedescendant={showList && active >= 0 ? optionId(active) : undefined}
        placeholder={t('landingSearch.placeholder')}
        name="product"
        {...{ [EARLY_SEARCH_ATTRIBUTE]: '' }}
        ref={box}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setActive(-1);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        onKeyDown={onKeyDown}
        className="h-12 w-full rounded-2xl border border-stone-300 bg-white pl-4 pr-14 text-base text-stone-900 shadow-sm placeholder:text-stone-400 focus:border-primary-600 focus:outline-none focus:ring-2 focus:ring-primary-200 [&::-webkit-search-cancel-button]:hidden"
      />
      <button
        type="submit"
        aria-label={t('landingSearch.search')}
        className="absolute right-1.5 top-1.5 flex size-9 items-center justify-center rounded-xl bg-primary-700 text-white hover:bg-primary-800"
      >
        <SearchIcon className="size-5" />
      </button>

      <div
        ref={earlyList}
        // The script fills this after the server's HTML and before hydration: React leaves it as it is.
        data-early-suggestions={JSON.stringify({
          suggestions: t('landingSearch.suggestions'),
          noResults: t('landingSearch.noResults'),
          further: t('landingSearch.furtherAway'),
          groups: Object.fromEntries(GROUPS.map((kind) => [kind, t(`landingSearch.groups.${kind}`)])),
        })}
        dangerouslySetInnerHTML={{ __html: '' }}
        suppressHydrationWarning
      />
      {showList && suggestions.length === 0 && !earlyListShown && (
        <div role="status" className={`${POPUP} flex items-center gap-2 px-4 py-3 text-sm text-stone-600`}>
          {settled ? (
            t('landingSearch.noResults')
          ) : (
            <>
              <Spinner className="text-primary-700" /> {t('landingSearch.searching')}
            </>
          )}
        </div>
      )}
      {showList && suggestions.length > 0 && (
        <div id={listId} role="listbox" aria-label={t('landingSearch.suggestions')} className={`${POPUP} max-h-[60dvh] overflow-y-auto py-2`}>
          {GROUPS.map((kind) => {
            const items = suggestions.filter((s) => s.kind === kind);
            if (items.length === 0) return null;
            return (
              <div key={kind} role="group" aria-labelledby={`${id}-${kind}`}>
                <div id={`${id}-${kind}`} role="presentation" className="px-4 pb-1 pt-2 text-xs font-semibold uppercase tracking-wider text-stone-500">
                  {t(`landingSearch.groups.${kind}`)}
                </div>
                {items.map((s) => {
                  index += 1;
                  const i = index;
                  return (
                    <div
                      key={`${s.kind}-${'id' in s ? s.id : s.label}`}
                      id={optionId(i)}
                      role="option"
                      aria-selected={i === active}
                      onMouseDown={(event) => event.preventDefault()}
                      onMouseEnter={() => setActive(i)}
                      onClick={() => go(suggestionHref(s))}
                      className={cn('cursor-pointer truncate px-4 py-2.5 text-sm text-stone-800', i === active && 'bg-primary-50 text-primary-900')}
                    >
                      {s.label}
                      {'further' in s && s.further && <span className="text-xs text-stone-500"> · {t('landingSearch.furtherAway')}</span>}
                    </div>
                  );
                })}
              </div>
            );
          })}
        </div>
      )}
    </form>
  );
}
