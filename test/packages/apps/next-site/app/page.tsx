import { headers } from 'next/headers'
import { FoyerSite } from './foyer-site'

// Rendered for every request: the account button's first markup depends on the visitor's cookies.
export const dynamic = 'force-dynamic'

export default async function Page() {
  const cookieHeader = (await headers()).get('cookie')
  return (
    <main>
      <h1>Foyer in Next.js</h1>
      <FoyerSite cookieHeader={cookieHeader} />
    </main>
  )
}
