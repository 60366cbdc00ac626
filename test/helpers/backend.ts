/**
 * The fake shop backend (demo/backend) from a browser test's page: a backend session of the
 * page's own (the demo_session cookie names it, so no test file sees another's scenario) and its
 * scenario switches (POST /__backend/scenario, a partial merge).
 */

let sessions = 0;

/** Sets scenario switches of the current session; a refused switch fails the test. */
export async function setBackendScenario(scenario: Record<string, unknown>): Promise<void> {
  const response = await fetch('/__backend/scenario', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(scenario),
  });
  if (!response.ok) throw new Error(`scenario refused: ${await response.text()}`);
}

/** Starts a fresh session named after `name`, with `scenario` set when given. */
export async function newBackendSession(
  name: string,
  scenario?: Record<string, unknown>,
): Promise<void> {
  sessions += 1;
  document.cookie = `demo_session=${name}-${Date.now()}-${sessions}; path=/`;
  if (scenario) await setBackendScenario(scenario);
}
