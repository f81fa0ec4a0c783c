import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { matchOption, useUrlFilter } from './useUrlFilter';

const LEVELS = ['beginner', 'intermediate', 'advanced'] as const;

/** The hook under test and the URL it leaves behind. */
function renderAt(url: string) {
  const wrapper = ({ children }: { children: ReactNode }) => <MemoryRouter initialEntries={[url]}>{children}</MemoryRouter>;
  return renderHook(() => ({ filter: useUrlFilter({ param: 'level', options: LEVELS }), search: useLocation().search }), { wrapper });
}

describe('matchOption', () => {
  it('finds an option whatever the case, and nothing for unknown or absent values', () => {
    expect(matchOption('Advanced', LEVELS)).toBe('advanced');
    expect(matchOption('expert', LEVELS)).toBeNull();
    expect(matchOption(null, LEVELS)).toBeNull();
  });
});

describe('useUrlFilter', () => {
  it('reads the filter from the URL on load', () => {
    const { result } = renderAt('/learn?level=advanced');
    expect(result.current.filter.value).toBe('advanced');
    expect(result.current.filter.isSet).toBe(true);
  });

  it('has no filter without the parameter', () => {
    const { result } = renderAt('/learn');
    expect(result.current.filter.value).toBeNull();
    expect(result.current.filter.isSet).toBe(false);
  });

  it('writes the selection into the URL and keeps other parameters', () => {
    const { result } = renderAt('/learn?page=2');
    act(() => result.current.filter.select('intermediate'));
    expect(result.current.search).toBe('?page=2&level=intermediate');
    expect(result.current.filter.value).toBe('intermediate');
  });

  it('replaces a previous selection', () => {
    const { result } = renderAt('/learn?level=beginner');
    act(() => result.current.filter.select('advanced'));
    expect(result.current.search).toBe('?level=advanced');
  });

  it('removes only its parameter when cleared', () => {
    const { result } = renderAt('/learn?level=beginner&page=2');
    act(() => result.current.filter.clear());
    expect(result.current.search).toBe('?page=2');
    expect(result.current.filter.value).toBeNull();
    expect(result.current.filter.isSet).toBe(false);
  });

  it('treats an unknown value as no filter, but still offers to clear it', () => {
    const { result } = renderAt('/learn?level=expert');
    expect(result.current.filter.value).toBeNull();
    expect(result.current.filter.isSet).toBe(true);
  });
});
