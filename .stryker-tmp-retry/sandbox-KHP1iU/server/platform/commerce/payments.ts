// @ts-nocheck
import type { Principal } from './auth/scopes'
import { ownsResource } from './carts'
import { expectVersion, invalidInput, invalidOperation, notFound } from './errors'
import {
  actionOf,
  customFields,
  setCustomType,
  moneyOf,
  requireVersion,
  resolveId,
  setCustomField,
  type CustomFieldsDraftInput,
  type MoneyInput,
  type ResourceIdentifierInput,
} from './inputs'
import type { CustomFields, LocalizedString, Money, Reference } from './model'
import { newId, nowIso, type Repository, type Resource } from './repository'

interface TransactionDocument {
  id: string
  type: string
  amount: Money
  state: string
  timestamp?: string
  interactionId?: string
  custom?: CustomFields
}

interface PaymentDocument {
  id: string
  version: number
  key?: string
  customer?: Reference
  anonymousId?: string
  interfaceId?: string
  amountPlanned: Money
  paymentMethodInfo: { paymentInterface?: string; method?: string; name?: LocalizedString }
  paymentStatus: { interfaceCode?: string; interfaceText?: string }
  transactions: TransactionDocument[]
  interfaceInteractions: CustomFields[]
  custom?: CustomFields
  [extra: string]: unknown
}

const TRANSACTION_TYPES = ['Authorization', 'CancelAuthorization', 'Charge', 'Chargeback', 'Refund']
const TRANSACTION_STATES = ['Initial', 'Pending', 'Success', 'Failure']

const paymentIndex = (payment: PaymentDocument) => ({
  key: payment.key ?? null,
  customerId: payment.customer?.id ?? null,
  anonymousId: payment.anonymousId ?? null,
})

type Input = Record<string, unknown>

export class PaymentService {
  constructor(private readonly repo: Repository) {}

  async get(
    principal: Principal,
    id?: string | null,
    key?: string | null,
  ): Promise<Resource<PaymentDocument> | undefined> {
    const payment = id
      ? await this.repo.get<PaymentDocument>('payment', id)
      : key
        ? await this.repo.getByKey<PaymentDocument>('payment', key)
        : undefined
    return payment && ownsResource(principal, payment.document) ? payment : undefined
  }

  private transaction(input: Input): TransactionDocument {
    const type = String(input.type ?? '')
    if (!TRANSACTION_TYPES.includes(type))
      throw invalidInput(`Transaction type must be one of ${TRANSACTION_TYPES.join(', ')}.`)
    const state = String(input.state ?? 'Initial')
    if (!TRANSACTION_STATES.includes(state))
      throw invalidInput(`Transaction state must be one of ${TRANSACTION_STATES.join(', ')}.`)
    return {
      id: newId(),
      type,
      amount: moneyOf(input.amount as MoneyInput),
      state,
      timestamp: typeof input.timestamp === 'string' ? input.timestamp : nowIso(),
      ...(typeof input.interactionId === 'string' ? { interactionId: input.interactionId } : {}),
    }
  }

  async create(principal: Principal, draft: Input): Promise<PaymentDocument> {
    const methodInfo = (draft.paymentMethodInfo as Input | undefined) ?? {}
    const payment: PaymentDocument = {
      id: newId(),
      version: 1,
      ...(typeof draft.key === 'string' ? { key: draft.key } : {}),
      ...(typeof draft.interfaceId === 'string' ? { interfaceId: draft.interfaceId } : {}),
      amountPlanned: moneyOf(draft.amountPlanned as MoneyInput),
      paymentMethodInfo: {
        ...(typeof methodInfo.paymentInterface === 'string' ? { paymentInterface: methodInfo.paymentInterface } : {}),
        ...(typeof methodInfo.method === 'string' ? { method: methodInfo.method } : {}),
        ...(Array.isArray(methodInfo.name)
          ? {
              name: Object.fromEntries(
                (methodInfo.name as Array<{ locale: string; value: string }>).map((n) => [n.locale, n.value]),
              ),
            }
          : {}),
      },
      paymentStatus: {},
      transactions: [],
      interfaceInteractions: [],
    }
    if (principal.kind === 'customer') payment.customer = { typeId: 'customer', id: principal.customerId }
    else if (principal.kind === 'anonymous') payment.anonymousId = principal.anonymousId
    else {
      const customer = await resolveId(this.repo, 'customer', draft.customer as ResourceIdentifierInput)
      if (customer) payment.customer = customer
      if (typeof draft.anonymousId === 'string') payment.anonymousId = draft.anonymousId
    }
    const status = draft.paymentStatus as Input | undefined
    if (status)
      payment.paymentStatus = {
        ...(status.interfaceCode ? { interfaceCode: String(status.interfaceCode) } : {}),
        ...(status.interfaceText ? { interfaceText: String(status.interfaceText) } : {}),
      }
    if (draft.custom) payment.custom = await customFields(this.repo, draft.custom as CustomFieldsDraftInput)
    for (const transaction of (draft.transactions as Input[] | undefined) ??
      (draft.transaction ? [draft.transaction as Input] : [])) {
      payment.transactions.push(this.transaction(transaction))
    }
    return (await this.repo.insert('payment', payment, paymentIndex(payment))).document
  }

  async update(
    principal: Principal,
    id: string | null | undefined,
    key: string | null | undefined,
    version: unknown,
    actions: Input[],
  ) {
    const expected = requireVersion(version)
    if (!Array.isArray(actions) || actions.length === 0) throw invalidInput('At least one update action is required.')
    const current = await this.get(principal, id, key)
    if (!current) throw notFound('payment', id ?? key ?? '')
    expectVersion(current, expected)
    const payment = structuredClone(current.document)
    for (const action of actions) {
      const [name, input] = actionOf(action) as [string, Input]
      const transaction = () => {
        const found = payment.transactions.find((t) => t.id === input.transactionId)
        if (!found) throw invalidOperation(`The payment has no transaction '${String(input.transactionId)}'.`)
        return found
      }
      switch (name) {
        case 'addTransaction':
          payment.transactions.push(this.transaction(input.transaction as Input))
          break
        case 'changeTransactionState': {
          const state = String(input.state)
          if (!TRANSACTION_STATES.includes(state))
            throw invalidInput(`Transaction state must be one of ${TRANSACTION_STATES.join(', ')}.`)
          transaction().state = state
          break
        }
        case 'changeTransactionInteractionId':
          transaction().interactionId = String(input.interactionId)
          break
        case 'changeTransactionTimestamp':
          transaction().timestamp = String(input.timestamp)
          break
        case 'setTransactionCustomField':
          setCustomField(transaction(), String(input.name), input.value as string)
          break
        case 'changeAmountPlanned':
          payment.amountPlanned = moneyOf(input.amount as MoneyInput)
          break
        case 'setCustomField':
          setCustomField(
            payment,
            String(input.name),
            input.value as string,
            (await this.repo.getByKey('type', 'payment-customfields-type'))
              ? { typeId: 'type', id: (await this.repo.getByKey('type', 'payment-customfields-type'))!.id }
              : undefined,
          )
          break
        case 'setCustomType':
          await setCustomType(this.repo, payment, input as CustomFieldsDraftInput)
          break
        case 'addInterfaceInteraction': {
          const interaction = await customFields(this.repo, input as CustomFieldsDraftInput)
          if (interaction) payment.interfaceInteractions.push(interaction)
          break
        }
        case 'setKey':
          if (input.key) payment.key = String(input.key)
          else delete payment.key
          break
        case 'setInterfaceId':
          payment.interfaceId = String(input.interfaceId)
          break
        case 'setMethodInfoInterface':
          payment.paymentMethodInfo.paymentInterface = String(input.interface)
          break
        case 'setMethodInfoMethod':
          payment.paymentMethodInfo.method = input.method ? String(input.method) : undefined
          break
        case 'setMethodInfoName':
          payment.paymentMethodInfo.name = Object.fromEntries(
            ((input.name as Array<{ locale: string; value: string }> | null) ?? []).map((n) => [n.locale, n.value]),
          )
          break
        case 'setStatusInterfaceCode':
          payment.paymentStatus.interfaceCode = input.interfaceCode ? String(input.interfaceCode) : undefined
          break
        case 'setStatusInterfaceText':
          payment.paymentStatus.interfaceText = String(input.interfaceText ?? '')
          break
        default:
          throw invalidOperation(`The update action '${name}' is not supported by the local platform.`)
      }
    }
    return (await this.repo.replace('payment', current.id, expected, payment, paymentIndex(payment))).document
  }
}
