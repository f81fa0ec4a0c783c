import { AlertPanel } from '../kit/AlertPanel';

/** A refusal the admin must read before going on: the api's message, and each of its problems when it lists them. */
export function RefusalAlert({ message, problems = [] }: { message: string; problems?: readonly string[] }) {
  return (
    <AlertPanel css={{ marginBottom: 16 }}>
      <div>
        <p css={{ margin: 0 }}>{message}</p>
        {problems.length > 0 ? (
          <ul css={{ margin: '8px 0 0', paddingLeft: 20 }}>
            {problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        ) : null}
      </div>
    </AlertPanel>
  );
}
