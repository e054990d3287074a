// The variables the demo launcher passes to Vite; both optional (without them Foyer runs in basic mode).
interface ImportMetaEnv {
  readonly VITE_FOYER_PROJECT_ID?: string
  readonly VITE_FOYER_API_URL?: string
}
