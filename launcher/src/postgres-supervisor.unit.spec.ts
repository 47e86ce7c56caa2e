import { expect } from 'chai';
import { superviseServer, type ServerExit, type ServerRun, type SupervisionEvent, type SupervisionOptions } from './postgres-supervisor';

/** A server run the test ends as it likes: `crash` is an exit nobody asked for. */
interface FakeRun extends ServerRun {
  crash(exit: ServerExit): void;
  stopped: boolean;
}

let nextPid = 100;
function fakeRun(): FakeRun {
  let end!: (exit: ServerExit) => void;
  const exited = new Promise<ServerExit>((resolve) => (end = resolve));
  const run: FakeRun = {
    pid: (nextPid += 1),
    exited,
    stopped: false,
    crash: (exit) => end(exit),
    async stop() {
      run.stopped = true;
      end({ code: 0, signal: null });
    },
  };
  return run;
}

const until = async (condition: () => boolean) => {
  for (let waited = 0; !condition(); waited += 5) {
    if (waited > 2000) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
};

describe('supervising the embedded PostgreSQL server', () => {
  let events: SupervisionEvent[];
  beforeEach(() => (events = []));

  /** A supervised fake server; `failing` says which restarts fail, and why. */
  const supervised = (options: Partial<SupervisionOptions> = {}, failing: (start: number) => Error | undefined = () => undefined) => {
    const runs = [fakeRun()];
    let starts = 0;
    const server = superviseServer(
      runs[0]!,
      async () => {
        starts += 1;
        const failure = failing(starts);
        if (failure) throw failure;
        runs.push(fakeRun());
        return runs.at(-1)!;
      },
      { report: (event) => events.push(event), backoffMs: [1, 1, 1], ...options },
    );
    return { server, runs, starts: () => starts, current: () => runs.at(-1)! };
  };

  it('says once, in plain words, that PostgreSQL stopped, restarts it, and says when it is back', async () => {
    const { server, runs, starts } = supervised({}, (start) =>
      start < 3 ? new Error('pre-existing shared memory block is still in use') : undefined,
    );
    runs[0]!.crash({ code: null, signal: 'SIGKILL' });
    await until(() => events.length === 2);
    expect(events.map((e) => e.message)).to.deep.equal([
      'PostgreSQL stopped unexpectedly (killed by SIGKILL); restarting it on the same data',
      events[1]!.message,
    ]);
    expect(events[1]!.message).to.match(/^PostgreSQL is back \(after \d+(\.\d)? s\)$/);
    expect(starts()).to.equal(3);
    expect(server.pid).to.equal(runs[1]!.pid);
    await server.stop();
    expect(runs[1]!.stopped).to.equal(true);
  });

  it('gives up after its tries and says why, rather than retrying forever', async () => {
    const { server, runs, starts } = supervised({}, () => new Error('PostgreSQL exited while starting: could not bind IPv4 address'));
    runs[0]!.crash({ code: 1, signal: null });
    await until(() => events.length === 2);
    expect(starts()).to.equal(3);
    expect(events).to.deep.equal([
      { kind: 'stopped', message: 'PostgreSQL stopped unexpectedly (exit code 1); restarting it on the same data' },
      {
        kind: 'gave-up',
        message: 'PostgreSQL could not be restarted after 3 tries: PostgreSQL exited while starting: could not bind IPv4 address',
      },
    ]);
    await server.stop();
  });

  it('does not restart a server that keeps crashing', async () => {
    const { server, current } = supervised({ maxCrashes: 2 });
    for (const reported of [2, 4, 5]) {
      current().crash({ code: null, signal: 'SIGSEGV' });
      await until(() => events.length === reported);
    }
    expect(events.map((e) => e.kind)).to.deep.equal(['stopped', 'back', 'stopped', 'back', 'gave-up']);
    expect(events[4]!.message).to.equal(
      'PostgreSQL stopped unexpectedly (killed by SIGSEGV), 3 times within 5 minutes; not restarting it again',
    );
    await server.stop();
  });

  it('does not restart a server it was asked to stop', async () => {
    const { server, runs, starts } = supervised();
    await server.stop();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(runs[0]!.stopped).to.equal(true);
    expect(starts()).to.equal(0);
    expect(events).to.deep.equal([]);
  });

  it('stops at once while it waits to restart, and starts nothing after', async () => {
    const { server, runs, starts } = supervised({ backoffMs: [60_000] });
    runs[0]!.crash({ code: null, signal: 'SIGKILL' });
    await until(() => events.length === 1);
    const started = Date.now();
    await server.stop();
    expect(Date.now() - started).to.be.below(100);
    expect(starts()).to.equal(0);
  });
});
