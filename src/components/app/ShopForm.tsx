import { useRouterState } from '@tanstack/react-router'
import type { FormEvent, FormHTMLAttributes, ReactNode } from 'react'
import { FORM_BACK_FIELD, FORM_TOKEN_FIELD } from '@common/shop-forms'
import { useShopperRender } from './shop'

interface ShopFormProps extends Omit<FormHTMLAttributes<HTMLFormElement>, 'action' | 'method' | 'onSubmit'> {
  /** Where the form posts before the page is interactive (`SHOP_FORMS`). */
  action: string
  /** Fields the server needs beside the visible controls. */
  fields?: Record<string, string>
  /**
   * Once the page is interactive the form never posts: the machine takes the event instead, here
   * with the form's data and the button that sent it.
   */
  onSubmit?: (data: FormData, submitter: HTMLElement | null) => void
  children: ReactNode
}

/**
 * A shopping action as a real form (spec: works before and without the scripts): it posts to the
 * server with the form token and the page to return to; once hydrated, it sends the machine's event.
 */
export function ShopForm({ action, fields = {}, onSubmit, children, ...props }: ShopFormProps) {
  const token = useShopperRender()?.formToken ?? ''
  const back = useRouterState({ select: (state) => state.location.publicHref })
  return (
    <form
      {...props}
      method="post"
      action={action}
      onSubmit={(event: FormEvent<HTMLFormElement>) => {
        event.preventDefault()
        const submitter = (event.nativeEvent as SubmitEvent).submitter ?? null
        onSubmit?.(new FormData(event.currentTarget, submitter), submitter)
      }}
    >
      <input type="hidden" name={FORM_TOKEN_FIELD} value={token} />
      <input type="hidden" name={FORM_BACK_FIELD} value={back} />
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {children}
    </form>
  )
}
