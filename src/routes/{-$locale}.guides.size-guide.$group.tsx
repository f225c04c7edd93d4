import { createFileRoute, notFound } from '@tanstack/react-router'
import { pageTitle } from '../components/app/head-links'
import { SizeGuideGroupPage } from '../components/size-guide/SizeGuidePage'
import { sizeGroupOf } from '../components/size-guide/size-chart'
import { groupTitles } from '../components/size-guide/size-guide-messages'

/** `/guides/size-guide/women`, `/men` and `/kids` (Czech `/průvodce/průvodce-velikostmi/ženy`, …). */
export const Route = createFileRoute('/{-$locale}/guides/size-guide/$group')({
  beforeLoad: ({ params }) => {
    if (!sizeGroupOf(params.group)) throw notFound()
  },
  head: ({ match }) => {
    const group = sizeGroupOf(match.params.group)
    return { meta: [pageTitle(group ? match.context.i18n._(groupTitles[group]) : null)] }
  },
  component: function SizeGuideGroupRoute() {
    const group = sizeGroupOf(Route.useParams().group)
    return group ? <SizeGuideGroupPage group={group} /> : null
  },
})
