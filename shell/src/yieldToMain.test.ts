import { yieldToMain } from './yieldToMain';

describe('yieldToMain', () => {
  afterEach(() => {
    delete (globalThis as { scheduler?: unknown }).scheduler;
  });

  it('ends the task: what was queued before it (a timer) runs before the code after it', async () => {
    const order: string[] = [];
    setTimeout(() => order.push('queued task'), 0);
    await Promise.resolve();
    order.push('same task');
    await yieldToMain();
    order.push('after the yield');
    expect(order).toEqual(['same task', 'queued task', 'after the yield']);
  });

  it('uses scheduler.yield() where the browser has it', async () => {
    const yieldSpy = jest.fn(() => Promise.resolve());
    (globalThis as { scheduler?: unknown }).scheduler = { yield: yieldSpy };
    await yieldToMain();
    expect(yieldSpy).toHaveBeenCalledTimes(1);
  });
});
