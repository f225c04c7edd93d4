import { createServer, type Server } from 'node:http'
import { connect, type AddressInfo, type Socket } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { applyServerTimeouts } from './server-timeouts'

let server: Server
let port: number

beforeAll(async () => {
  server = applyServerTimeouts(createServer((_, response) => response.end('ok')))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  port = (server.address() as AddressInfo).port
})
afterAll(async () => {
  server.closeAllConnections()
  await new Promise<void>((resolve) => server.close(() => resolve()))
})

/** Sends one GET on `socket` and resolves with the raw response head and body. */
function get(socket: Socket): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = ''
    const onData = (chunk: Buffer) => {
      text += chunk.toString('latin1')
      if (/\r\n\r\nok$/.test(text)) {
        socket.off('data', onData).off('close', onClose)
        resolve(text)
      }
    }
    const onClose = () => reject(new Error(`the server closed the connection after: ${JSON.stringify(text)}`))
    socket.on('data', onData).on('close', onClose)
    socket.write('GET / HTTP/1.1\r\nHost: shop\r\n\r\n')
  })
}

describe("the shop's HTTP server", () => {
  it('tells clients it keeps an idle connection 65 s, longer than the common load balancer idle timeout', async () => {
    const socket = connect(port, '127.0.0.1')
    const head = await get(socket)
    socket.destroy()
    expect(head).toMatch(/\r\nKeep-Alive: timeout=65\r\n/i)
  })

  // Node closes an idle connection about a second after its keep-alive timeout (6 s with its default of 5 s).
  it("still answers on a connection left idle longer than Node's default would keep it", async () => {
    const socket = connect(port, '127.0.0.1')
    await get(socket)
    await new Promise((resolve) => setTimeout(resolve, 7_000))
    expect(socket.readyState, 'the connection after 7 s idle').toBe('open')
    expect(await get(socket)).toMatch(/^HTTP\/1\.1 200 /)
    socket.destroy()
  }, 15_000)
})
