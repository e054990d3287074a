import { headers } from 'next/headers'
import { ArabicFoyerSite } from './arabic-foyer-site'

// Rendered for every request, as the English page: the account button's first markup depends on the
// visitor's cookies.
export const dynamic = 'force-dynamic'

export default async function ArabicPage() {
  const cookieHeader = (await headers()).get('cookie')
  return (
    <main>
      <h1>Foyer in Arabic</h1>
      <ArabicFoyerSite cookieHeader={cookieHeader} />
    </main>
  )
}
