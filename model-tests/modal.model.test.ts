import { modalMachine } from '../src/machines/modal/modal.machine'
import { describeModel } from './support/model'

describeModel('modal', modalMachine, {
  inputs: [{ settings: {} }],
  events: {
    domain: [
      { type: 'modal.opened', name: 'login' },
      { type: 'modal.opened', name: 'sizeGuide' },
      { type: 'modal.requested', name: 'addedToBag' },
      { type: 'modal.dismissed' },
      { type: 'modal.settings.received', settings: { sizeGuideModal: 'sizes' } },
    ],
  },
  requireEveryTransition: true,
})
