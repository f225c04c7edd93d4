import { createFileRoute } from '@tanstack/react-router'
import { pageTitle } from '../components/app/head-links'
import { SizeGuideOverview } from '../components/size-guide/SizeGuidePage'
import { SIZE_GUIDE_TITLE } from '../components/size-guide/size-guide-messages'

export const Route = createFileRoute('/{-$locale}/guides/size-guide/')({
  head: ({ match }) => ({ meta: [pageTitle(match.context.i18n._(SIZE_GUIDE_TITLE))] }),
  component: SizeGuideOverview,
})
