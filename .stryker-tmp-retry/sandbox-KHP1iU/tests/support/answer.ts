/** A response as tests read it: its status, its body as JSON (or `{ text }` when it is not JSON) and its text. */
// @ts-nocheck

export async function readAnswer(response: Response) {
  const text = await response.text()
  let json: Record<string, unknown> = {}
  try {
    json = JSON.parse(text) as Record<string, unknown>
  } catch {
    json = { text }
  }
  return { status: response.status, json, text, headers: response.headers }
}
