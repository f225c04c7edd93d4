import { useLingui } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { Form } from 'react-aria-components'
import * as z from 'zod/mini'
import { Button } from '../components/ui/Button'
import { TextField } from '../components/ui/TextField'

const searchParams = z.object({ q: z.catch(z.optional(z.string().check(z.maxLength(200))), undefined) })

export const Route = createFileRoute('/{-$locale}/search')({
  validateSearch: searchParams,
  head: () => ({ meta: [{ title: 'Search · Kestrel' }] }),
  component: SearchPage,
})

function SearchPage() {
  const { t } = useLingui()
  const { q } = Route.useSearch()
  const navigate = Route.useNavigate()
  return (
    <section aria-labelledby="search-heading">
      <h1 id="search-heading">{q ? t`Results for “${q}”` : t`Search`}</h1>
      <Form
        role="search"
        onSubmit={(event) => {
          event.preventDefault()
          const value = new FormData(event.currentTarget).get('q')
          void navigate({ search: { q: typeof value === 'string' && value.trim() ? value.trim() : undefined } })
        }}
      >
        <TextField name="q" type="search" label={t`Search products`} defaultValue={q ?? ''} key={q ?? ''} />
        <Button type="submit">{t`Search`}</Button>
      </Form>
    </section>
  )
}
