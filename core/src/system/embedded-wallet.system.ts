import type { AccountTypeActor, AccountTypeEvent } from '../machines/account-type/account-type.types.js'
import type { EmailActor, EmailEvent } from '../machines/email/email.types.js'
import type { EmailUpdateActor, EmailUpdateEvent } from '../machines/email-update/email-update.types.js'
import type { FarcasterActor, FarcasterEvent } from '../machines/farcaster/farcaster.types.js'
import type { FrameActor, FrameEvent } from '../machines/frame/frame.types.js'
import type { SocialActor, SocialEvent } from '../machines/social/social.types.js'

// The embedded-wallet module's actors in Foyer's system map.
declare module './system.events.js' {
  interface FoyerSystemEvents {
    frame: FrameEvent
    email: EmailEvent
    emailUpdate: EmailUpdateEvent
    social: SocialEvent
    farcaster: FarcasterEvent
    accountType: AccountTypeEvent
  }
}
declare module './system.actors.js' {
  interface FoyerSystemActors {
    frame: FrameActor
    email: EmailActor
    emailUpdate: EmailUpdateActor
    social: SocialActor
    farcaster: FarcasterActor
    accountType: AccountTypeActor
  }
}
