import { retryMachine } from '../src/machines/retry/retry.machine'
import { describeModel } from './support/model'

const conflict = {
  response: { status: 409, errors: [{ extensions: { code: 'ConcurrentModification', currentVersion: 8 } }] },
}
const gateway = { response: { status: 503, errors: [{ message: 'unavailable' }] } }

describeModel('retry policy', retryMachine, {
  inputs: [{ version: 7 }],
  events: {
    domain: [],
    outputs: { attempt: ['ok'] },
    errors: { attempt: [conflict, gateway, new Error('fatal')] },
  },
  requireEveryTransition: false,
})
