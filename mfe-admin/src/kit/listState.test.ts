import type { ListDefinition, ListFilter } from './list';
import { listRequestUrl, readListState, writeListState } from './listState';
import { STATUS_FILTER } from './resourceList';

const level: ListFilter = {
  param: 'level',
  label: 'Level',
  options: [
    { value: 'beginner', label: 'Beginner' },
    { value: 'advanced', label: 'Advanced' },
  ],
};
const filters = [level, STATUS_FILTER];
const list: ListDefinition<{ id: number }> = {
  endpoint: '/api/admin/lessons',
  labels: { singular: 'lesson', plural: 'lessons', title: 'Lessons' },
  columns: [],
  filters,
  itemPath: (id) => `/admin/lessons/${id}`,
  pageSize: 25,
};

describe('a list page’s state in the URL', () => {
  it('reads what the URL names, and the default for anything it names wrongly', () => {
    expect(readListState(new URLSearchParams('q=rook&level=advanced&status=archived&page=3'), filters)).toEqual({
      q: 'rook',
      filters: { level: 'advanced', status: 'archived' },
      page: 3,
    });
    expect(readListState(new URLSearchParams('level=expert&status=deleted&page=-2'), filters)).toEqual({
      q: '',
      filters: { level: '', status: 'live' },
      page: 1,
    });
    expect(readListState(new URLSearchParams('page=1.5'), filters).page).toBe(1);
  });

  it('writes only what differs from the defaults', () => {
    expect(writeListState({ q: '  rook ', filters: { level: 'advanced', status: 'all' }, page: 2 }, filters).toString()).toBe(
      'q=rook&level=advanced&status=all&page=2',
    );
    expect(writeListState({ q: '', filters: { level: '', status: 'live' }, page: 1 }, filters).toString()).toBe('');
  });

  it('asks the api for the page, each filter as the api names it', () => {
    const state = { q: 'rook', filters: { level: 'advanced', status: 'all' }, page: 2 };
    expect(listRequestUrl(list, state)).toBe('/api/admin/lessons?q=rook&level=advanced&limit=25&offset=25');
    expect(listRequestUrl(list, { ...state, filters: { level: '', status: 'archived' } })).toBe(
      '/api/admin/lessons?q=rook&archived=true&limit=25&offset=25',
    );
    expect(listRequestUrl(list, { q: '', filters: { level: '', status: 'live' }, page: 1 })).toBe(
      '/api/admin/lessons?archived=false&limit=25&offset=0',
    );
  });
});
