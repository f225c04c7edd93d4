import { createFileRoute } from '@tanstack/react-router'
import { ContentPageView } from '../components/content/ContentPage'
import { contentHead, loadContentPage } from './-components/content-route'

export const Route = createFileRoute('/{-$locale}/stories/$')({
  loader: ({ context, params }) => loadContentPage(context, params, 'stories'),
  head: ({ loaderData, match }) => contentHead(loaderData, match.context, match.pathname),
  component: function ContentRoute() {
    const { content, locale } = Route.useLoaderData()
    return <ContentPageView content={content} locale={locale} />
  },
})
