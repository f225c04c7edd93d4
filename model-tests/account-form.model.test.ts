import { accountFormMachine } from '../src/machines/account/account-form.machine'
import { describeModel } from './support/model'

const PASSWORD = 'Heslo-123'

describeModel('account form', accountFormMachine, {
  // The sign-up and the change of password: the two forms with the most rules.
  inputs: [{ form: 'signUp' }, { form: 'changePassword' }],
  events: {
    domain: [
      // Valid for the sign-up (spec 3.6, 3.20, 5.3, 5.5).
      {
        type: 'form.submitted',
        values: {
          firstName: 'Eva',
          lastName: 'Dvořáková',
          email: 'eva@example.cz',
          password: PASSWORD,
          passwordConfirmation: PASSWORD,
          termsAndConditions: true,
          privacyPolicy: true,
        },
      },
      // Valid for the change of password.
      {
        type: 'form.submitted',
        values: { currentPassword: 'Stare-1', newPassword: PASSWORD, newPasswordConfirmation: PASSWORD },
      },
      // Nothing filled in: every form stays with its errors.
      { type: 'form.submitted', values: {} },
      { type: 'form.restarted' },
      { type: 'form.continued' },
    ],
    outputs: { submit: [{ ok: true }] },
    errors: {
      submit: [
        Object.assign(new Error('throttled'), { status: 429 }),
        Object.assign(new Error('wrong'), { status: 400, data: { code: 'wrong_password' } }),
      ],
    },
  },
  serializeState: (snapshot) => {
    const { value, context } = snapshot as unknown as {
      value: unknown
      context: { form: string; errors: Record<string, string>; failure: unknown; result: unknown }
    }
    return JSON.stringify([value, context.form, context.errors, context.failure, context.result !== null])
  },
  requireEveryTransition: true,
})
