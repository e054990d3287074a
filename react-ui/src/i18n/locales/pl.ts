import type { Dictionary } from '../dictionary.js'

// Polish, addressing the reader informally ("Połącz portfel") as Polish wallet apps do. A text that
// completes another ('your wallet', 'wallet', 'the network', 'the provider') is in the case every text
// it completes asks for, and those texts are phrased so one case fits them all. Product and protocol
// names (WalletConnect, Farcaster, NFT, Ordinals) stay as they are.
export default {
  // The modal's alerts: their titles and messages, and those core raises in their place
  'Network Not Found': 'Nie znaleziono sieci',
  'Network not found': 'Sieć nie została znaleziona',
  'Invalid App Configuration': 'Nieprawidłowa konfiguracja aplikacji',
  'Origin not allow-listed: add this origin to your project on the dashboard.':
    'Origin nie jest na liście dozwolonych: dodaj ten origin do swojego projektu w panelu.',
  'Network Error': 'Błąd sieci',
  'Failed to load the embedded wallet.': 'Nie udało się wczytać wbudowanego portfela.',
  'Embedded Wallet Request Timed Out': 'Przekroczono czas oczekiwania na wbudowany portfel',
  'The embedded wallet did not answer in time.': 'Wbudowany portfel nie odpowiedział na czas.',
  'Session Expired': 'Sesja wygasła',
  'Your session expired: connect again.': 'Twoja sesja wygasła: połącz się ponownie.',
  'Invalid Project ID': 'Nieprawidłowy identyfikator projektu',
  'The project id was refused: check it on the dashboard.':
    'Identyfikator projektu został odrzucony: sprawdź go w panelu.',
  'Project ID Not Configured': 'Nieskonfigurowany identyfikator projektu',
  'No project id is set: remote features are off (basic mode).':
    'Nie ustawiono identyfikatora projektu: funkcje zdalne są wyłączone (tryb podstawowy).',
  'No Allowed Origins': 'Brak dozwolonych originów',
  "No allowed origin could be read for this project: add this site's origin to the project. Email and social login may not work here.":
    'Nie udało się odczytać żadnego dozwolonego originu dla tego projektu: dodaj origin tej strony do projektu. Logowanie przez e-mail i media społecznościowe może tu nie działać.',
  'Server Error': 'Błąd serwera',
  'The server answered with an error.': 'Serwer odpowiedział błędem.',
  'Rate Limited': 'Przekroczono limit żądań',
  'Too many requests: try again later.': 'Zbyt wiele żądań: spróbuj ponownie później.',
  'iframe load failed': 'Nie udało się wczytać iframe',
  'The login frame did not load.': 'Ramka logowania się nie wczytała.',
  'iframe request timeout': 'Przekroczono czas żądania do iframe',
  'The login frame did not answer in time.': 'Ramka logowania nie odpowiedziała na czas.',
  'unverified domain': 'Niezweryfikowana domena',
  'This domain is not verified.': 'Ta domena nie jest zweryfikowana.',
  'Multi-Wallet Not Enabled': 'Tryb wielu portfeli wyłączony',
  'This site connects one wallet at a time.': 'Ta strona łączy jeden portfel naraz.',
  'Local configuration ignored': 'Zignorowano konfigurację lokalną',
  'Remote configuration loaded: local feature settings are ignored.':
    'Wczytano konfigurację zdalną: lokalne ustawienia funkcji są ignorowane.',
  'Local configuration for {features} was ignored because the remote configuration loaded: manage these features on the project dashboard.':
    'Zignorowano lokalną konfigurację {features}, ponieważ wczytano konfigurację zdalną: zarządzaj tymi funkcjami w panelu projektu.',
  'This payment request is not valid: {reason}': 'To żądanie płatności jest nieprawidłowe: {reason}',
  'Session not yet valid': 'Sesja jeszcze nieważna',
  "The device clock is behind: check the device's date and time.":
    'Zegar urządzenia się spóźnia: sprawdź datę i godzinę na urządzeniu.',
  // What a call the swap service built differs in: the failed check's words and values
  'the approval goes to {to}, not to the {symbol} contract {token}':
    'zatwierdzenie trafia do {to}, a nie do kontraktu {symbol} {token}',
  "the approval sends {wei} wei of the network's coin":
    'zatwierdzenie wysyła {wei} wei natywnej monety sieci',
  'the approval is not an approval of exactly {amount}':
    'zatwierdzenie nie jest zatwierdzeniem dokładnie {amount}',
  "the approval lets {spender} spend, not the network's swap router {router}":
    'zatwierdzenie pozwala wydawać {spender}, a nie routerowi wymiany sieci {router}',
  'the swap is sent from {from}, not from {account}': 'wymiana jest wysyłana z {from}, a nie z {account}',
  "the swap sends {wei} wei of the network's coin, not {expected}":
    'wymiana wysyła {wei} wei natywnej monety sieci, a nie {expected}',
  'the swap goes to {to}, not to {spender}, which the approval lets spend':
    'wymiana trafia do {to}, a nie do {spender}, któremu zatwierdzenie pozwala wydawać',
  "the swap goes to {to}, not to the network's swap router {router}":
    'wymiana trafia do {to}, a nie do routera wymiany sieci {router}',
  'the swap is not one of the router’s swaps of an exact amount':
    'wymiana nie jest żadną z wymian routera na dokładną kwotę',
  'the swap ({function}) does not pay {from} for {to}': 'wymiana ({function}) nie płaci {from} za {to}',
  'the swap pays {amount}, not the amount shown': 'wymiana płaci {amount}, a nie pokazaną kwotę',
  "the swap's path starts at {address}, not at {symbol}":
    'ścieżka wymiany zaczyna się od {address}, a nie od {symbol}',
  "the swap's path ends at {address}, not at {symbol}":
    'ścieżka wymiany kończy się na {address}, a nie na {symbol}',
  'the swap pays what it gives to {to}, not to {account}':
    'wymiana przekazuje to, co daje, do {to}, a nie do {account}',
  'the swap’s deadline has passed': 'termin wymiany minął',
  // Core's messages with a value in them, the value as core gave it
  'HTTP status code: {status}': 'Kod stanu HTTP: {status}',
  'Please try again after {seconds} seconds': 'Spróbuj ponownie za {seconds} s',
  'Error registering name {name}': 'Błąd podczas rejestracji nazwy {name}',
  'Bitcoin does not relay payments this small: send at least {minimum}':
    'Bitcoin nie przekazuje tak małych płatności: wyślij co najmniej {minimum}',
  'The transfer failed on the network ({error}); its fee was paid':
    'Przelew nie powiódł się w sieci ({error}); opłata została pobrana',
  // Swap's failures and Send's Max message, from core's data
  'Could not load the tokens to swap: {reason}': 'Nie udało się wczytać tokenów do zamiany: {reason}',
  'Could not get a quote for {from} → {to}: {reason}':
    'Nie udało się pobrać wyceny dla {from} → {to}: {reason}',
  'No quote for {from} → {to}: the swap service offers no route':
    'Brak wyceny dla {from} → {to}: usługa zamiany nie oferuje żadnej trasy',
  'Could not read your {symbol} balance from the chain':
    'Nie udało się odczytać salda {symbol} z blockchaina',
  'Could not estimate the network fee, so Max cannot leave it: type the amount, keeping some for the fee':
    'Nie udało się oszacować opłaty sieciowej, więc Maks. nie może jej zostawić: wpisz kwotę, zostawiając trochę na opłatę',
  'Could not read how much {symbol} the exchange may spend: {reason}':
    'Nie udało się odczytać, ile {symbol} może wydać giełda: {reason}',
  'You rejected the approval of {symbol} in your wallet': 'Odrzucono zatwierdzenie {symbol} w portfelu',
  'The approval of {symbol} failed: {reason}': 'Zatwierdzenie {symbol} nie powiodło się: {reason}',
  'The approval of {symbol} was sent but not confirmed in time':
    'Zatwierdzenie {symbol} zostało wysłane, ale nie zostało potwierdzone na czas',
  'The approval of {symbol} failed on the chain (it reverted): the swap was not sent. The network fee was paid.':
    'Zatwierdzenie {symbol} nie powiodło się w blockchainie (wycofane): zamiana nie została wysłana. Opłata sieciowa została pobrana.',
  'Could not build the swap: {reason}': 'Nie udało się przygotować zamiany: {reason}',
  'The swap service built a transaction that is not the swap shown, so it was not sent: {details}.':
    'Usługa zamiany przygotowała transakcję, która nie jest pokazaną zamianą, więc nie została wysłana: {details}.',
  'The price moved: the swap would give less than {minimum} (the minimum shown, {slippage} % slippage). Check the new quote.':
    'Cena się zmieniła: zamiana dałaby mniej niż {minimum} (pokazane minimum, poślizg {slippage} %). Sprawdź nową wycenę.',
  'The swap failed: {reason}': 'Zamiana nie powiodła się: {reason}',
  'You rejected the approval of {symbol} and the swap in your wallet':
    'Odrzucono zatwierdzenie {symbol} i zamianę w portfelu',
  'The approval of {symbol} and the swap failed: {reason}':
    'Zatwierdzenie {symbol} i zamiana nie powiodły się: {reason}',
  'The approval of {symbol} and the swap failed: {reason}. Nothing was approved or swapped.':
    'Zatwierdzenie {symbol} i zamiana nie powiodły się: {reason}. Nic nie zatwierdzono ani nie zamieniono.',
  'the swap service did not answer': 'usługa zamiany nie odpowiedziała',
  'the wallet could not send it': 'portfel nie mógł jej wysłać',
  'the wallet could not send them': 'portfel nie mógł ich wysłać',
  'the chain does not show it': 'blockchain jej nie pokazuje',
  'You hold no {symbol}': 'Nie masz {symbol}',

  // The modal's frame
  Back: 'Wstecz',
  Close: 'Zamknij',
  'This step must be completed before closing': 'Dokończ ten krok przed zamknięciem',

  // View titles (the header), one per view
  'Connect wallet': 'Połącz portfel',
  Account: 'Konto',
  'All wallets': 'Wszystkie portfele',
  WalletConnect: 'WalletConnect',
  'Unsupported network': 'Nieobsługiwana sieć',
  'Choose network': 'Wybierz sieć',
  'Get a wallet': 'Załóż portfel',
  'Switch network': 'Zmień sieć',
  'Switch chain': 'Zmień blockchain',
  'Choose a name': 'Wybierz nazwę',
  'Name registered': 'Nazwa zarejestrowana',
  'Email login': 'Logowanie przez e-mail',
  'Update email': 'Zmień adres e-mail',
  'Social login': 'Logowanie przez media społecznościowe',
  Farcaster: 'Farcaster',
  Wallets: 'Portfele',
  'Buy crypto': 'Kup kryptowaluty',
  Receive: 'Odbierz',
  Send: 'Wyślij',
  'Sign in': 'Zaloguj się',
  Swap: 'Zamień',
  Pay: 'Zapłać',
  'Approve transaction': 'Zatwierdź transakcję',

  // Shared
  'Try again': 'Spróbuj ponownie',
  Cancel: 'Anuluj',
  'Loading…': 'Ładowanie…',
  Copied: 'Skopiowano',
  "Couldn't copy": 'Nie udało się skopiować',
  'Copy address': 'Kopiuj adres',
  'Copy link': 'Kopiuj link',

  // The page's buttons
  'Connecting…': 'Łączenie…',
  'Select network': 'Wybierz sieć',

  // Connect
  'Loading sign-in options…': 'Ładowanie opcji logowania…',
  'New to wallets?': 'Nie masz jeszcze portfela?',
  'Get one': 'Załóż portfel',
  Recent: 'Ostatnie',
  Installed: 'Zainstalowane',
  Featured: 'Wyróżnione',
  'More wallets': 'Więcej portfeli',
  External: 'Zewnętrzne',
  Recommended: 'Polecane',
  'Continue with email': 'Kontynuuj przez e-mail',
  'Continue with a social account': 'Kontynuuj przez media społecznościowe',
  'Continue with {provider}': 'Kontynuuj przez {provider}',

  // All wallets
  'Search wallets': 'Szukaj portfeli',
  Search: 'Szukaj',
  'Certified only': 'Tylko certyfikowane',
  Certified: 'Certyfikowany',
  'Loading wallets': 'Ładowanie portfeli',
  'Loading more wallets': 'Ładowanie kolejnych portfeli',
  'No wallet found': 'Nie znaleziono portfela',
  'Nothing matches “{query}”.': 'Brak wyników dla „{query}”.',
  'Nothing matches “{query}” among certified wallets.':
    'Brak wyników dla „{query}” wśród certyfikowanych portfeli.',
  'The directory has no wallets.': 'Katalog nie zawiera portfeli.',
  'The directory has no wallets among certified wallets.': 'Katalog nie zawiera certyfikowanych portfeli.',
  'one: {count} wallet|other: {count} wallets':
    'one: {count} portfel|few: {count} portfele|many: {count} portfeli|other: {count} portfela',
  'Wallet directory not configured': 'Katalog portfeli nie jest skonfigurowany',
  'Browsing and searching all wallets needs the wallet directory: set a project id and its API URL.':
    'Przeglądanie i wyszukiwanie wszystkich portfeli wymaga katalogu portfeli: ustaw identyfikator projektu i adres URL jego API.',

  // Account
  'Approve the request in your wallet.': 'Zatwierdź żądanie w portfelu.',
  'Network:': 'Sieć:',
  'Email:': 'E-mail:',
  Update: 'Zmień',
  'Smart account': 'Inteligentne konto',
  'Switch to smart account': 'Przełącz na inteligentne konto',
  'Switching to your smart account…': 'Przełączanie na inteligentne konto…',
  Wallet: 'Portfel',
  'Wallets:': 'Portfele:',
  'View on explorer': 'Zobacz w eksploratorze',
  Disconnect: 'Rozłącz',
  Accounts: 'Konta',
  Payment: 'Płatności',
  Ordinals: 'Ordinals',
  'Copy payment address': 'Kopiuj adres do płatności',
  'Copy ordinals address': 'Kopiuj adres Ordinals',
  'Other addresses': 'Inne adresy',
  '{purpose}: {address}': '{purpose}: {address}',
  'Networks not connected': 'Niepołączone sieci',
  'Switch to {network}': 'Przełącz na {network}',
  'Loading balance…': 'Ładowanie salda…',
  'Balance unavailable': 'Saldo niedostępne',
  Tokens: 'Tokeny',
  Total: 'Razem',
  Unknown: 'Nieznane',
  'Loading tokens…': 'Ładowanie tokenów…',
  'Token balances are unavailable.': 'Salda tokenów są niedostępne.',
  'No tokens on this network yet.': 'W tej sieci nie ma jeszcze tokenów.',
  NFTs: 'NFT',
  'Loading NFTs…': 'Ładowanie NFT…',
  'NFTs are unavailable.': 'NFT są niedostępne.',
  'No NFTs on this network yet.': 'W tej sieci nie ma jeszcze NFT.',
  Activity: 'Aktywność',
  'Loading activity…': 'Ładowanie aktywności…',
  'No activity on this network yet.': 'W tej sieci nie ma jeszcze aktywności.',
  'Show more': 'Pokaż więcej',
  Failed: 'Niepowodzenie',
  Pending: 'Oczekuje',

  // Networks, switching, connecting ('the network' is accusative: "na …"; 'your wallet' nominative and
  // accusative: "Połączono: …", "Otwórz …", "przez …")
  Networks: 'Sieci',
  "Your wallet is on a network this app doesn't support. Choose one below.":
    'Twój portfel korzysta z sieci, której ta aplikacja nie obsługuje. Wybierz jedną z poniższych.',
  "This app doesn't support your current network. Switch to an available option to continue.":
    'Ta aplikacja nie obsługuje twojej obecnej sieci. Aby kontynuować, przełącz się na dostępną sieć.',
  'the network': 'wybraną sieć',
  'Approve in wallet': 'Zatwierdź w portfelu',
  'Switch to {network} in {wallet}': 'Przełącz się na {network} w {wallet}',
  'Switched to {network}': 'Przełączono na {network}',
  'your wallet': 'twój portfel',
  'Connected to {wallet}': 'Połączono: {wallet}',
  'Continue in {wallet}': 'Otwórz {wallet}, aby kontynuować',
  'Accept the connection request in your wallet.': 'Zaakceptuj żądanie połączenia w portfelu.',
  '{namespace} wallet needed': 'Potrzebny portfel {namespace}',
  'To use {network}, connect a wallet that supports {namespace} networks.':
    'Aby korzystać z {network}, połącz portfel obsługujący sieci {namespace}.',
  'Your current wallet is on {namespace}.': 'Twój obecny portfel działa w {namespace}.',

  // Connecting over WalletConnect ('wallet' is genitive: "w aplikacji …", "aplikację …")
  wallet: 'portfela',
  'Approved in {wallet}': 'Zatwierdzono przez {wallet}',
  'Scan with {wallet}': 'Zeskanuj w {wallet}',
  'Scan with your phone': 'Zeskanuj telefonem',
  'Reconnecting to WalletConnect…': 'Ponowne łączenie z WalletConnect…',
  '{wallet} opens this site in its own browser, where it connects directly.':
    '{wallet} otworzy tę stronę we własnej przeglądarce i połączy się bezpośrednio.',
  'Your wallet opens this site in its own browser, where it connects directly.':
    'Portfel otworzy tę stronę we własnej przeglądarce i połączy się bezpośrednio.',
  'Open in {wallet}': 'Otwórz w aplikacji {wallet}',
  'Open {wallet}': 'Otwórz aplikację {wallet}',
  'Preparing the link…': 'Przygotowywanie linku…',
  'Waiting for the WalletConnect relay to create a pairing code…':
    'Czekamy, aż przekaźnik WalletConnect utworzy kod parowania…',
  'Approve the connection in your wallet, then come back here.':
    'Zatwierdź połączenie w portfelu i wróć tutaj.',
  'Get a new link': 'Wygeneruj nowy link',
  'Wallet not opening? Copy the link': 'Portfel się nie otwiera? Skopiuj link',
  'Copy the link into your wallet': 'Skopiuj link i wklej go w portfelu',
  'QR code to connect {wallet}': 'Kod QR do połączenia {wallet}',
  'QR code to connect your wallet': 'Kod QR do połączenia portfela',
  "Scan it with your phone's camera or your wallet's scanner.":
    'Zeskanuj go aparatem telefonu lub skanerem w portfelu.',
  "Can't scan? Copy the link": 'Nie możesz zeskanować? Skopiuj link',
  'Get a new QR code': 'Wygeneruj nowy kod QR',

  // Get a wallet, toasts, alerts
  'Browse all wallets': 'Przeglądaj wszystkie portfele',
  'No wallet to suggest': 'Brak portfeli do polecenia',
  "The wallet directory did not say where to get its wallets. Look for a wallet app in your phone's app store, or for a wallet extension in your browser's.":
    'Katalog portfeli nie podał, skąd je pobrać. Poszukaj aplikacji portfela w sklepie z aplikacjami na telefonie lub rozszerzenia portfela w sklepie przeglądarki.',
  'A wallet holds your crypto and signs you in to apps like this one, with no password to remember. Get one, then come back here to connect it.':
    'Portfel przechowuje twoje kryptowaluty i loguje cię do aplikacji takich jak ta, bez zapamiętywania haseł. Załóż portfel, a potem wróć tutaj, aby go połączyć.',
  'Loading wallets…': 'Ładowanie portfeli…',
  Extension: 'Rozszerzenie',
  iOS: 'iOS',
  Android: 'Android',
  Website: 'Strona',
  'browser extension': 'rozszerzenie przeglądarki',
  'iOS app': 'aplikacja na iOS',
  'Android app': 'aplikacja na Androida',
  website: 'strona internetowa',
  '{wallet} {link} (opens in a new tab)': '{wallet}: {link} (otwiera się w nowej karcie)',
  'Close notification': 'Zamknij powiadomienie',
  'Notifications (Alt+T)': 'Powiadomienia (Alt+T)',
  'Dismiss alert': 'Odrzuć alert',

  // Email, social and Farcaster login ('your new email' is accusative: "na …")
  Continue: 'Dalej',
  'No code?': 'Kod nie dotarł?',
  'Send another': 'Wyślij ponownie',
  'Your email': 'Twój e-mail',
  'Enter the code sent to {email}': 'Wpisz kod wysłany na {email}',
  'Sending a code to {email}…': 'Wysyłanie kodu na {email}…',
  'Approve this device from the email sent to {email}.':
    'Zatwierdź to urządzenie w wiadomości wysłanej na {email}.',
  'Checking the code…': 'Sprawdzanie kodu…',
  'Signing you in…': 'Logowanie…',
  'Email login is not set up': 'Logowanie przez e-mail nie jest skonfigurowane',
  'This site has no embedded wallet to sign you in with email. Connect a wallet instead.':
    'Ta strona nie ma wbudowanego portfela do logowania przez e-mail. Zamiast tego połącz portfel.',
  'New email': 'Nowy e-mail',
  'your new email': 'nowy adres e-mail',
  'One moment…': 'Chwileczkę…',
  'This site has no embedded wallet whose email could change.':
    'Ta strona nie ma wbudowanego portfela, którego e-mail można zmienić.',
  'Taking you to {provider}…': 'Przekierowanie do {provider}…',
  'Logging you in with {provider}…': 'Logowanie przez {provider}…',
  'Logged in with {provider}.': 'Zalogowano przez {provider}.',
  'Log in with {provider} in the window that opened.': 'Zaloguj się przez {provider} w otwartym oknie.',
  'Social login is not set up': 'Logowanie przez media społecznościowe nie jest skonfigurowane',
  'This site has no embedded wallet to sign you in with a social account. Connect a wallet instead.':
    'Ta strona nie ma wbudowanego portfela do logowania przez media społecznościowe. Zamiast tego połącz portfel.',
  'QR code to log in with Farcaster': 'Kod QR do logowania przez Farcaster',
  "Scan it with your phone's camera, then approve the sign-in in the Farcaster app.":
    'Zeskanuj go aparatem telefonu, a potem zatwierdź logowanie w aplikacji Farcaster.',
  'Loading your Farcaster account…': 'Ładowanie konta Farcaster…',
  'Farcaster login is not set up': 'Logowanie przez Farcaster nie jest skonfigurowane',
  'This site has no embedded wallet to sign you in with Farcaster. Connect a wallet instead.':
    'Ta strona nie ma wbudowanego portfela do logowania przez Farcaster. Zamiast tego połącz portfel.',

  // Sign-in message, transaction approval, profile wallets, names
  'Signing in': 'Logowanie',
  'This site': 'Ta strona',
  '{app} needs to connect to your wallet': '{app} chce połączyć się z twoim portfelem',
  'Sign this message to prove you own {address}. It costs nothing and sends no transaction.':
    'Podpisz tę wiadomość, aby potwierdzić, że {address} należy do ciebie. To nic nie kosztuje i nie wysyła żadnej transakcji.',
  'Approve the signature in your wallet': 'Zatwierdź podpis w portfelu',
  Sign: 'Podpisz',
  'Message to sign': 'Wiadomość do podpisania',
  'No transaction to approve': 'Brak transakcji do zatwierdzenia',
  'Nothing is waiting for your approval.': 'Nic nie czeka na twoje zatwierdzenie.',
  Warnings: 'Ostrzeżenia',
  'one: {count} more transaction waits after this one|other: {count} more transactions wait after this one':
    'one: Po tej czeka jeszcze {count} transakcja|few: Po tej czekają jeszcze {count} transakcje|many: Po tej czeka jeszcze {count} transakcji|other: Po tej czeka jeszcze {count} transakcji',
  'Approve the transaction in your wallet': 'Zatwierdź transakcję w portfelu',
  Approve: 'Zatwierdź',
  Decline: 'Odrzuć',
  Done: 'Gotowe',
  '{namespace} wallets': 'Portfele {namespace}',
  'No wallet connected.': 'Brak połączonego portfela.',
  'Connected wallets': 'Połączone portfele',
  Active: 'Aktywny',
  'Switch to {wallet}': 'Przełącz na {wallet}',
  Switch: 'Przełącz',
  'Disconnect {wallet}': 'Rozłącz {wallet}',
  'Recent wallets': 'Ostatnie portfele',
  'Connect {wallet}': 'Połącz {wallet}',
  Connect: 'Połącz',
  'Remove {wallet}': 'Usuń {wallet}',
  Remove: 'Usuń',
  'Add wallet': 'Dodaj portfel',
  'Multi-wallet is not set up on this site.': 'Ta strona nie obsługuje wielu portfeli.',
  'Your account now goes by this name.': 'Twoje konto ma teraz tę nazwę.',
  'Back to account': 'Wróć do konta',
  'Names are not set up': 'Nazwy nie są skonfigurowane',
  'This site does not register names for accounts.': 'Ta strona nie rejestruje nazw dla kont.',
  'Registering {name}…': 'Rejestrowanie {name}…',
  Name: 'Nazwa',
  Register: 'Zarejestruj',
  'At least 4 letters, digits or hyphens.': 'Co najmniej 4 znaki: litery, cyfry lub łączniki.',
  Suggestions: 'Propozycje',
  Taken: 'Zajęta',
  Available: 'Dostępna',

  // Send, Receive, Swap, Buy and Pay ('the provider' is genitive: "stronę …", "w oknie …")
  'No account connected': 'Brak połączonego konta',
  'Connect a wallet to receive funds.': 'Połącz portfel, aby odbierać środki.',
  'QR code of your address': 'Kod QR twojego adresu',
  'Send only on {network}': 'Wysyłaj tylko w sieci {network}',
  'This address also receives on {networks}': 'Ten adres odbiera też w sieciach: {networks}',
  'Sending is not set up': 'Wysyłanie nie jest skonfigurowane',
  'This site does not send from the modal.': 'Ta strona nie wysyła środków z tego okna.',
  'Approve the transaction in your wallet.': 'Zatwierdź transakcję w portfelu.',
  Token: 'Token',
  Amount: 'Kwota',
  'Amount in {symbol}': 'Kwota w {symbol}',
  Max: 'Maks.',
  To: 'Do',
  'Address or name': 'Adres lub nazwa',
  '{name} is': '{name} to',
  'Network fee': 'Opłata sieciowa',
  'Up to {fee}': 'Do {fee}',
  'Receiver gets': 'Odbiorca otrzyma',
  'Checking the balance and the network fee…': 'Sprawdzanie salda i opłaty sieciowej…',
  'Swaps are not set up': 'Zamiana nie jest skonfigurowana',
  'This site does not swap from the modal.': 'Ta strona nie wykonuje zamian z tego okna.',
  'You pay': 'Płacisz',
  'You receive': 'Otrzymujesz',
  'You receive at least': 'Otrzymasz co najmniej',
  Expected: 'Szacunkowo',
  'Price impact': 'Wpływ na cenę',
  'Your balance': 'Twoje saldo',
  '≈ {fee}': '≈ {fee}',
  '≈ {fee} ({value})': '≈ {fee} ({value})',
  'Could not be estimated': 'Nie udało się oszacować',
  '{fee}, includes the approval': '{fee}, wraz z zatwierdzeniem',
  'Your {symbol} balance does not cover the network fee': 'Twoje saldo {symbol} nie pokrywa opłaty sieciowej',
  'Preparing the swap…': 'Przygotowywanie zamiany…',
  'Swap sent: waiting for it to be confirmed…': 'Zamiana wysłana: czekamy na potwierdzenie…',
  'Swap again': 'Zamień ponownie',
  'Stop waiting': 'Przestań czekać',
  'Swap the tokens’ places': 'Zamień tokeny miejscami',
  'Getting a quote…': 'Pobieranie wyceny…',
  'Buying is not set up': 'Kupowanie nie jest skonfigurowane',
  'This site does not sell crypto from the modal.': 'Ta strona nie sprzedaje kryptowalut z tego okna.',
  'Loading what you can buy…': 'Ładowanie dostępnych aktywów…',
  'Your browser blocked the provider’s window.': 'Przeglądarka zablokowała okno dostawcy.',
  'the provider': 'dostawcy',
  'Open {provider} in a new tab': 'Otwórz stronę {provider} w nowej karcie',
  'Check again': 'Sprawdź ponownie',
  'Back to the form': 'Wróć do formularza',
  'Buy more': 'Kup więcej',
  'Opening {provider}…': 'Otwieranie strony {provider}…',
  'Complete your purchase in the {provider} window. Close it when you are done.':
    'Dokończ zakup w oknie {provider}, a potem je zamknij.',
  'Waiting for your purchase to arrive…': 'Czekamy, aż dotrze twój zakup…',
  'The provider list could not be loaded: showing the usual currencies.':
    'Nie udało się załadować listy dostawców: pokazujemy zwykłe waluty.',
  'Payment currency': 'Waluta płatności',
  'Payment method': 'Metoda płatności',
  Card: 'Karta',
  'Bank account': 'Konto bankowe',
  'The least you can pay by card is {limit}': 'Kartą zapłacisz co najmniej {limit}',
  'The most you can pay by card is {limit}': 'Kartą zapłacisz najwyżej {limit}',
  'The least you can pay by bank account is {limit}': 'Z konta bankowego zapłacisz co najmniej {limit}',
  'The most you can pay by bank account is {limit}': 'Z konta bankowego zapłacisz najwyżej {limit}',
  'You buy': 'Kupujesz',
  Provider: 'Dostawca',
  'Enter an amount to see a quote.': 'Wpisz kwotę, aby zobaczyć wycenę.',
  Buy: 'Kup',
  'Buy with {provider}': 'Kup przez {provider}',
  'Payments are not set up': 'Płatności nie są skonfigurowane',
  'This site does not ask for payments from the modal.': 'Ta strona nie prosi o płatności z tego okna.',
  'Reading the amount…': 'Odczytywanie kwoty…',
  Network: 'Sieć',
  'Copy recipient address': 'Kopiuj adres odbiorcy',
  From: 'Od',
  'up to {fee}': 'do {fee}',
  'Estimating…': 'Szacowanie…',
  'Loading the payment…': 'Ładowanie płatności…',
  'No payment was asked for.': 'Nie poproszono o żadną płatność.',
  'Approve the payment of {amount} in your wallet': 'Zatwierdź w portfelu płatność w kwocie {amount}',
  'Reading the payment from the network…': 'Odczytywanie płatności z sieci…',
  'Payment sent: waiting for it to be confirmed…': 'Płatność wysłana: czekamy na potwierdzenie…',
  'Paid {amount}.': 'Zapłacono {amount}.',
  Transaction: 'Transakcja',
  'Pay from': 'Zapłać z',
  'Balance: {balance}': 'Saldo: {balance}',
  'Not enough for the amount and the network fee: {needed} {symbol} needed, {available} {symbol} available':
    'Za mało na kwotę i opłatę sieciową: potrzeba {needed} {symbol}, dostępne {available} {symbol}',
  'Not enough for the amount: {needed} {symbol} needed, {available} {symbol} available':
    'Za mało na kwotę: potrzeba {needed} {symbol}, dostępne {available} {symbol}',
  'Not enough for the network fee: {needed} {symbol} needed, {available} {symbol} available':
    'Za mało na opłatę sieciową: potrzeba {needed} {symbol}, dostępne {available} {symbol}',
  // Sentences core's view models carry as data (which one, with its amounts).
  'You pay {paid} · You receive about {received} · fee {fee} ({provider})':
    'Płacisz {paid} · Otrzymasz około {received} · opłata {fee} ({provider})',
  'You pay {paid} · estimate: {provider} shows what you receive and the fee':
    'Płacisz {paid} · szacunek: {provider} pokaże, ile otrzymasz, i opłatę',
  '{amount} arrived in your wallet': 'Do twojego portfela dotarło {amount}',
  '{impact} — high: you receive much less than the pool’s price':
    '{impact} — wysoki: otrzymasz znacznie mniej, niż wynika z ceny puli',
  'Not enough {symbol}: {needed} {symbol} needed, {available} {symbol} available':
    'Za mało {symbol}: potrzeba {needed} {symbol}, dostępne {available} {symbol}',
  'Not enough {symbol}: {needed} {symbol} needed with the network fee, {available} {symbol} available':
    'Za mało {symbol}: potrzeba {needed} {symbol} z opłatą sieciową, dostępne {available} {symbol}',
  '{symbol} has at most {decimals} decimals':
    'Maksymalna liczba miejsc po przecinku dla {symbol} to {decimals}',
  'Approve {symbol} in your wallet ({step} of {steps})': 'Zatwierdź {symbol} w portfelu ({step} z {steps})',
  'Swap {from} for {to} in your wallet ({step} of {steps})':
    'Zamień {from} na {to} w portfelu ({step} z {steps})',
  'Approve {from} and swap it for {to} in your wallet (one prompt)':
    'Zatwierdź {from} i zamień na {to} w portfelu (jedno żądanie)',
  'Swapped {paid} for at least {received}.': 'Zamieniono {paid} na co najmniej {received}.',
  'The swap failed on the chain (it reverted): nothing was swapped, and the network fee was paid. Your approval for the exchange to spend {amount} is still granted.':
    'Zamiana nie powiodła się w blockchainie (wycofana): nic nie zamieniono, a opłata sieciowa została pobrana. Twoja zgoda na wydanie przez giełdę {amount} nadal obowiązuje.',
  'No address is registered for {name} on {network}':
    'Brak adresu zarejestrowanego dla {name} w sieci {network}',
  'This is not a valid {namespace} address': 'To nie jest prawidłowy adres {namespace}',
  'Not enough {symbol} for the amount and the network fee: {needed} {symbol} needed, {available} {symbol} available':
    'Za mało {symbol} na kwotę i opłatę sieciową: potrzeba {needed} {symbol}, dostępne {available} {symbol}',
  'Not enough {symbol} for the amount: {needed} {symbol} needed, {available} {symbol} available':
    'Za mało {symbol} na kwotę: potrzeba {needed} {symbol}, dostępne {available} {symbol}',
  'Not enough {symbol} for the network fee: {needed} {symbol} needed, {available} {symbol} available':
    'Za mało {symbol} na opłatę sieciową: potrzeba {needed} {symbol}, dostępne {available} {symbol}',
  "Includes {amount} to open the receiver's {symbol} account":
    'Obejmuje {amount} na otwarcie konta {symbol} odbiorcy',
  'About {amount}': 'Około {amount}',
  'At most {amount}': 'Najwyżej {amount}',
  '{amount} plus the network fee': '{amount} plus opłata sieciowa',

  // Core's messages: its errors' spec messages (their codes CONNECTION_REJECTED, CONNECT_FAILED,
  // POPUP_CLOSED, REQUEST_ABORTED, …), snacks and the empty wallet list. Core keeps its code and this
  // English text; the skin says them in the visitor's language (useI18n().core).
  'Connection rejected': 'Połączenie odrzucone',
  'Failed to connect': 'Nie udało się połączyć',
  'Network switch rejected': 'Zmiana sieci odrzucona',
  'Signature declined': 'Podpis odrzucony',
  'Popup closed': 'Okno wyskakujące zamknięte',
  'Request was aborted': 'Żądanie zostało przerwane',
  'Another request is waiting for the wallet': 'Portfel obsługuje już inne żądanie',
  'The wallet did not share that account with this site': 'Portfel nie udostępnił tego konta tej stronie',
  'The connector does not support any of the requested chains':
    'Portfel nie obsługuje żadnego z wymaganych blockchainów',
  'Failed to initiate social connection': 'Nie udało się rozpocząć logowania przez media społecznościowe',
  'Failed to connect to farcaster': 'Nie udało się połączyć z Farcaster',
  'Token Balance Unavailable': 'Saldo tokenów niedostępne',
  'Failed to fetch transactions': 'Nie udało się pobrać transakcji',
  'Something went wrong': 'Coś poszło nie tak',
  'Address copied': 'Adres skopiowany',
  'No wallets found': 'Nie znaleziono portfeli',
  "Open this page in your wallet app's browser, or install a wallet app first.":
    'Otwórz tę stronę w przeglądarce aplikacji portfela albo najpierw zainstaluj aplikację portfela.',
  'Install a wallet browser extension, then reload this page.':
    'Zainstaluj rozszerzenie portfela w przeglądarce, a potem odśwież tę stronę.',
  // The money views' messages without figures.
  'An amount and receiver address are required': 'Wymagane są kwota i adres odbiorcy',
  'A token is required': 'Wymagany jest token',
  'Unsupported chain': 'Nieobsługiwany blockchain',
  'Leaves this wallet': 'Wychodzi z tego portfela',
  'Comes into this wallet': 'Wpływa do tego portfela',
  Fee: 'Opłata',
  'Signed by': 'Podpisane przez',
  'Fee paid by': 'Opłatę płaci',
  'Could not be read': 'Nie udało się odczytać',
  'Enter the amount as digits, with a dot for decimals (like 0.5)':
    'Wpisz kwotę cyframi, z kropką jako separatorem dziesiętnym (np. 0.5)',
  'Enter an amount above 0': 'Wpisz kwotę większą od 0',
  'Enter an amount like 100 or 49.99': 'Wpisz kwotę, np. 100 lub 49.99',
  'The purchase has not arrived yet. It can take a few minutes.':
    'Zakup jeszcze nie dotarł. Może to potrwać kilka minut.',
  'The provider’s page could not be opened. Try again.':
    'Nie udało się otworzyć strony dostawcy. Spróbuj ponownie.',
  'Nothing can be bought on this network': 'W tej sieci nie można nic kupić',
  'Connect an EVM account to swap': 'Połącz konto EVM, aby zamieniać tokeny',
  'Network not supported for Swaps': 'Sieć nie obsługuje zamian',
  'Swaps are not offered in your region': 'Zamiany nie są dostępne w twoim regionie',
  'You rejected the swap in your wallet': 'Odrzucono zamianę w portfelu',
  'Swap sent; it was not confirmed yet. Check your wallet before swapping again.':
    'Zamiana wysłana; jeszcze nie została potwierdzona. Sprawdź portfel, zanim zamienisz ponownie.',
  'The approval and the swap failed on the chain (they reverted together): nothing was approved or swapped, and the network fee was paid.':
    'Zatwierdzenie i zamiana nie powiodły się w blockchainie (wycofane razem): nic nie zatwierdzono ani nie zamieniono, a opłata sieciowa została pobrana.',
  'The swap failed on the chain (it reverted): nothing was swapped, and the network fee was paid.':
    'Zamiana nie powiodła się w blockchainie (wycofana): nic nie zamieniono, a opłata sieciowa została pobrana.',
  // The transaction review's warnings, refusals, fee and titles.
  'The fee ({fee}) is more than the payment ({payment}).':
    'Opłata ({fee}) jest wyższa niż płatność ({payment}).',
  "The fee rate, {rate}, is more than {factor} times the network's {networkRate} for the next block.":
    'Stawka opłaty, {rate}, jest ponad {factor} razy wyższa niż stawka sieci, {networkRate}, dla następnego bloku.',
  'The fee counts the amounts the site states for input {inputs}, which other signers sign and nothing proves: the fee paid may differ. What leaves this wallet is exact.':
    'Opłata jest wyliczona z kwot, które strona podaje dla wejścia {inputs}, podpisywanego przez innych sygnatariuszy i niczym niepotwierdzonego: zapłacona opłata może się różnić. To, co wychodzi z tego portfela, jest dokładne.',
  'The fee counts the amounts the site states for inputs {inputs}, which other signers sign and nothing proves: the fee paid may differ. What leaves this wallet is exact.':
    'Opłata jest wyliczona z kwot, które strona podaje dla wejść {inputs}, podpisywanych przez innych sygnatariuszy i niczym niepotwierdzonych: zapłacona opłata może się różnić. To, co wychodzi z tego portfela, jest dokładne.',
  "The network's fee rate could not be read: compare the fee with your wallet's.":
    'Nie udało się odczytać stawki opłaty sieci: porównaj opłatę z tą w twoim portfelu.',
  'Foyer will not ask your wallet to sign this.': 'Foyer nie poprosi twojego portfela o podpisanie tego.',
  'The transaction has no outputs: everything it spends would go to the fee.':
    'Transakcja nie ma wyjść: wszystko, co wydaje, poszłoby na opłatę.',
  'Input {index}: the PSBT does not say what it spends, so what leaves this wallet is unknown.':
    'Wejście {index}: PSBT nie podaje, co ono wydaje, więc nie wiadomo, co wychodzi z tego portfela.',
  "Input {index} spends this wallet's coins without its previous transaction, so its amount cannot be checked: the fee shown could be far from the fee paid.":
    'Wejście {index} wydaje środki tego portfela bez swojej poprzedniej transakcji, więc jego kwoty nie da się sprawdzić: pokazana opłata może być daleka od zapłaconej.',
  "Input {index} asks for {sighash}: this wallet's signature would not cover {part}, so the site could change them after you approve.":
    'Wejście {index} żąda {sighash}: podpis tego portfela nie obejmowałby {part}, więc strona mogłaby je zmienić po twoim zatwierdzeniu.',
  'the outputs': 'wyjść',
  'all but one output': 'wszystkich wyjść poza jednym',
  'the other inputs': 'pozostałych wejść',
  'the outputs or the other inputs': 'wyjść ani pozostałych wejść',
  'all but one output or the other inputs': 'wszystkich wyjść poza jednym ani pozostałych wejść',
  'what this review shows': 'tego, co pokazuje ten przegląd',
  'Input {index} is said to spend {stated}, but its previous transaction pays {paid}: the PSBT contradicts itself.':
    'Według PSBT wejście {index} wydaje {stated}, ale jego poprzednia transakcja płaci {paid}: PSBT jest wewnętrznie sprzeczne.',
  'Input {index} is said to spend {stated}, but its previous transaction pays {paid} to another script: the PSBT contradicts itself.':
    'Według PSBT wejście {index} wydaje {stated}, ale jego poprzednia transakcja płaci {paid} na inny skrypt: PSBT jest wewnętrznie sprzeczne.',
  "Unknown: the PSBT does not carry every input's amount": 'Nieznana: PSBT nie zawiera kwoty każdego wejścia',
  "Unknown: the PSBT does not say what each of this wallet's inputs spends":
    'Nieznane: PSBT nie podaje, co wydaje każde wejście tego portfela',
  'This transaction uses a durable nonce: it never expires, so it can be sent at any time, long after you approve it.':
    'Ta transakcja używa trwałego nonce: nigdy nie wygasa, więc może zostać wysłana w dowolnym momencie, długo po twoim zatwierdzeniu.',
  'The fee is paid by {payer}, not by this wallet: someone else prepared and pays for this transaction.':
    'Opłatę płaci {payer}, a nie ten portfel: ktoś inny przygotował tę transakcję i za nią płaci.',
  'Foyer cannot tell how much SOL creating {account} costs you.':
    'Foyer nie może ustalić, ile SOL kosztuje cię utworzenie {account}.',
  'This hands your account to program {program}: it could then take all of your SOL.':
    'To przekazuje twoje konto programowi {program}: mógłby wtedy zabrać cały twój SOL.',
  'An unlimited allowance: {delegate} could take every token in {account}, now or later.':
    'Nieograniczone zezwolenie: {delegate} mógłby zabrać wszystkie tokeny z {account}, teraz lub później.',
  '{authority} becomes the owner authority of {account}: it could take every token in it.':
    '{authority} otrzymuje uprawnienie właściciela {account}: mógłby zabrać wszystkie tokeny z tego konta.',
  '{authority} becomes the close authority of {account}: it could close it and take its SOL.':
    '{authority} otrzymuje uprawnienie zamknięcia {account}: mógłby je zamknąć i zabrać jego SOL.',
  '{authority} becomes the {kind} authority of {account}: it could use that authority as it pleases.':
    '{authority} otrzymuje uprawnienie {kind} dla {account}: mógłby używać tego uprawnienia, jak zechce.',
  'Closing {account} sends its SOL to {destination}, not to this wallet.':
    'Zamknięcie {account} wysyła jego SOL na {destination}, a nie do tego portfela.',
  'Program {program} has an unknown effect: it may move any of your funds.':
    'Program {program} ma nieznane działanie: może przenieść dowolną część twoich środków.',
  'Foyer cannot read this transaction': 'Foyer nie może odczytać tej transakcji',
  'Foyer cannot read the address lookup tables this transaction uses':
    'Foyer nie może odczytać tabel wyszukiwania adresów używanych przez tę transakcję',
  'Foyer cannot read an instruction of this transaction': 'Foyer nie może odczytać instrukcji tej transakcji',
  'Leaves this wallet (token account {address})': 'Wychodzi z tego portfela (konto tokenów {address})',
  'Leaves this wallet (mint {address})': 'Wychodzi z tego portfela (mint {address})',
  '{amount} raw units (decimals unknown)': '{amount} surowych jednostek (nieznane miejsca dziesiętne)',
  '{amount} tokens': '{amount} tokenów',
  'Unlimited allowance: {spender} may spend all of this wallet’s {name} (token {token}), now and later, until the allowance is revoked.':
    'Nieograniczone zezwolenie: {spender} może wydać całe {name} z tego portfela (token {token}), teraz i później, dopóki zezwolenie nie zostanie cofnięte.',
  '{operator} may move every token this wallet holds in the collection {token}, now and later, until this is revoked.':
    '{operator} może przenieść wszystkie tokeny, które ten portfel ma w kolekcji {token}, teraz i później, dopóki nie zostanie to cofnięte.',
  'This calls function {selector} of {contract}, which Foyer cannot read: it may move any of your assets.':
    'To wywołuje funkcję {selector} kontraktu {contract}, której Foyer nie może odczytać: może przenieść dowolne twoje aktywa.',
  'Unlimited allowance: {spender} may spend all of this wallet’s {name} (token {token}) once this is signed.':
    'Nieograniczone zezwolenie: {spender} może wydać całe {name} z tego portfela (token {token}), gdy tylko to zostanie podpisane.',
  'This signature is for chain {chain}, not {network} (chain {walletChain}) where this wallet is: it may be used on that other chain.':
    'Ten podpis dotyczy blockchaina {chain}, a nie {network} (blockchain {walletChain}), w którym jest ten portfel: może zostać użyty w tamtym blockchainie.',
  'No minimum: you may receive nothing for the {amount} you pay.':
    'Brak minimum: płacisz {amount} i możesz nic nie otrzymać w zamian.',
  'The {token} go to {receiver}: Foyer cannot tell whether that is your account.':
    '{token} trafiają do {receiver}: Foyer nie może ustalić, czy to twoje konto.',
  'The {token} go to {receiver}, not to your account.':
    '{token} trafiają do {receiver}, a nie na twoje konto.',
  'The router swaps {symbol} only through its WETH ({weth}); this path starts with {token}: the router will refuse this swap, and only the network fee is spent.':
    'Router zamienia {symbol} tylko przez swój WETH ({weth}); ta ścieżka zaczyna się od {token}: router odrzuci tę zamianę i zostanie wydana tylko opłata sieciowa.',
  'The router swaps {symbol} only through its WETH ({weth}); this path ends with {token}: the router will refuse this swap, and only the network fee is spent.':
    'Router zamienia {symbol} tylko przez swój WETH ({weth}); ta ścieżka kończy się na {token}: router odrzuci tę zamianę i zostanie wydana tylko opłata sieciowa.',
  'The deadline ({deadline}) has passed: the router will refuse this swap, and only the network fee is spent.':
    'Termin ({deadline}) minął: router odrzuci tę zamianę i zostanie wydana tylko opłata sieciowa.',
  'Foyer cannot put this request in words: approve only if you trust this site with what it asks.':
    'Foyer nie potrafi opisać tego żądania: zatwierdź je tylko, jeśli ufasz tej stronie w tym, o co prosi.',
  'Foyer cannot read this request: {reason}.': 'Foyer nie może odczytać tego żądania: {reason}.',
  'Send a Bitcoin transaction': 'Wyślij transakcję Bitcoin',
  'Sign a Bitcoin transaction': 'Podpisz transakcję Bitcoin',
  Inputs: 'Wejścia',
  Outputs: 'Wyjścia',
  'Signed by this wallet': 'Podpisane przez ten portfel',
  'Back to this wallet': 'Wraca do tego portfela',
  'the token': 'tokeny',
  tokens: 'Tokeny',
  mint: 'mintowania',
  freeze: 'zamrażania',
  'transfer fee config': 'konfiguracji opłaty za transfer',
  'withheld withdraw': 'wypłaty zatrzymanych opłat',
  'close mint': 'zamykania mintu',
  'interest rate': 'stopy procentowej',
  'permanent delegate': 'stałego delegata',
  'confidential transfer mint': 'mintu poufnych transferów',
  'transfer hook program': 'programu hooka transferu',
  'confidential transfer fee config': 'konfiguracji opłaty za poufne transfery',
  'metadata pointer': 'wskaźnika metadanych',
  'group pointer': 'wskaźnika grupy',
  'group member pointer': 'wskaźnika członka grupy',
  'scaled UI amount': 'skalowanej kwoty wyświetlanej',
  pause: 'wstrzymywania',
  'Send a transaction': 'Wyślij transakcję',
  'Sign a transaction': 'Podpisz transakcję',
  'Sign a message': 'Podpisz wiadomość',
  'Sign typed data': 'Podpisz dane typowane',
  'Send calls': 'Wyślij wywołania',
  'Send 1 call': 'Wyślij 1 wywołanie',
  'Send {count} calls': 'Wyślij wywołania: {count}',
  'Sign {type}': 'Podpisz {type}',
  'Call {index}': 'Wywołanie {index}',
  'Call {index}: {heading}': 'Wywołanie {index}: {heading}',
  Sends: 'Wysyła',
  Moves: 'Przenosi',
  Allowance: 'Zezwolenie',
  Operator: 'Operator',
  'Creates a contract': 'Tworzy kontrakt',
  Request: 'Żądanie',
  Domain: 'Domena',
  Message: 'Wiadomość',
  'Token permit (EIP-2612)': 'Zezwolenie tokena (EIP-2612)',
  'Permit2 allowance': 'Zezwolenie Permit2',
  'Permit2 transfer': 'Transfer Permit2',
  Instructions: 'Instrukcje',
  owner: 'właściciela',
  close: 'zamykania',
  'SOL transfer': 'Przelew SOL',
  '{action} (paid by {payer})': '{action} (płaci {payer})',
  'Creates an account of {bytes} bytes for program {program}':
    'Tworzy konto o rozmiarze {bytes} B dla programu {program}',
  'Creates an account of {bytes} bytes for program {program} (seed "{seed}" of {base})':
    'Tworzy konto o rozmiarze {bytes} B dla programu {program} (seed „{seed}” z {base})',
  'SOL transfer from {from} (seed "{seed}" of {base}, program {program})':
    'Przelew SOL z {from} (seed „{seed}” z {base}, program {program})',
  'Hands the account to program {program}': 'Przekazuje konto programowi {program}',
  'Hands the account (seed "{seed}" of {base}) to program {program}':
    'Przekazuje konto (seed „{seed}” z {base}) programowi {program}',
  'Gives the account {bytes} bytes of data': 'Przydziela kontu dane o rozmiarze {bytes} B',
  'Gives the account {bytes} bytes (seed "{seed}" of {base}) and hands it to program {program}':
    'Przydziela kontu {bytes} B (seed „{seed}” z {base}) i przekazuje je programowi {program}',
  'Advances the durable nonce of this account': 'Przesuwa trwały nonce tego konta',
  'Withdraws SOL from nonce account {nonce}': 'Wypłaca SOL z konta nonce {nonce}',
  'Makes this a nonce account of {authority}': 'Czyni to kontem nonce należącym do {authority}',
  'Becomes the authority of nonce account {nonce}': 'Otrzymuje uprawnienie do konta nonce {nonce}',
  'Upgrades this nonce account': 'Aktualizuje to konto nonce',
  'Token transfer of mint {mint} from {source}': 'Transfer tokenów mintu {mint} z {source}',
  'Token transfer from {source}': 'Transfer tokenów z {source}',
  'May spend tokens of mint {mint} from {source}': 'Może wydawać tokeny mintu {mint} z {source}',
  'May spend tokens from {source}': 'Może wydawać tokeny z {source}',
  'Burns tokens of mint {mint}': 'Spala tokeny mintu {mint}',
  'Mints new tokens of mint {mint}': 'Emituje nowe tokeny mintu {mint}',
  'Becomes the {kind} authority of {account}': 'Otrzymuje uprawnienie {kind} dla {account}',
  'Removes the {kind} authority of this account for good': 'Na zawsze usuwa uprawnienie {kind} tego konta',
  'Closes token account {account}; its SOL goes to this address':
    'Zamyka konto tokenów {account}; jego SOL trafia na ten adres',
  'Cancels the allowance on this token account': 'Cofa zezwolenie na tym koncie tokenów',
  'Freezes this token account of mint {mint}': 'Zamraża to konto tokenów mintu {mint}',
  'Unfreezes this token account of mint {mint}': 'Odmraża to konto tokenów mintu {mint}',
  'Updates the wrapped SOL balance of this token account':
    'Aktualizuje saldo opakowanego SOL na tym koncie tokenów',
  'Sets up a token account of mint {mint}, owned by {owner}':
    'Zakłada konto tokenów mintu {mint}, którego właścicielem jest {owner}',
  'Creates a mint of {decimals} decimals; mint authority {authority}, freeze authority {freeze}':
    'Tworzy mint z {decimals} miejscami dziesiętnymi; uprawnienie mintowania {authority}, uprawnienie zamrażania {freeze}',
  'Creates a mint of {decimals} decimals; mint authority {authority}':
    'Tworzy mint z {decimals} miejscami dziesiętnymi; uprawnienie mintowania {authority}',
  'Creates the token account of {wallet} for mint {mint}: an earlier instruction creates it, nothing is paid':
    'Tworzy konto tokenów {wallet} dla mintu {mint}: tworzy je wcześniejsza instrukcja, nic nie jest płacone',
  'Creates the token account of {wallet} for mint {mint}: it exists already, nothing is paid':
    'Tworzy konto tokenów {wallet} dla mintu {mint}: już istnieje, nic nie jest płacone',
  'Creates the token account of {wallet} for mint {mint}': 'Tworzy konto tokenów {wallet} dla mintu {mint}',
  'Sets the compute limit to {units} units': 'Ustawia limit obliczeń: {units} jednostek',
  'Sets the priority fee to {price} micro-lamports per compute unit':
    'Ustawia opłatę priorytetową: {price} mikrolamportów za jednostkę obliczeń',
  'Asks for a heap of {bytes} bytes': 'Prosi o stertę o rozmiarze {bytes} B',
  "Limits the accounts' data to {bytes} bytes": 'Ogranicza dane kont do {bytes} B',
  'Memo: {memo}': 'Notatka: {memo}',
  'Calls a program Foyer cannot read, with your account: unknown effect, it may move any of your funds':
    'Wywołuje program, którego Foyer nie może odczytać, z twoim kontem: nieznane działanie, może przenieść dowolną część twoich środków',
  'Calls a program Foyer cannot read (it is not given your account)':
    'Wywołuje program, którego Foyer nie może odczytać (nie otrzymuje twojego konta)',
  'A transaction Foyer cannot read': 'Transakcja, której Foyer nie może odczytać',
  'Receives {name} from this wallet': 'Otrzymuje {name} z tego portfela',
  'Receives {name} taken from {from}': 'Otrzymuje {name} pobrane z {from}',
  'May move token #{id} of this wallet’s {name}': 'Może przenieść token nr {id} z {name} tego portfela',
  'May spend this wallet’s {name}': 'Może wydawać {name} z tego portfela',
  '{router} may spend this wallet’s {name}': '{router} może wydawać {name} z tego portfela',
  '{action} (added to what it may already spend)': '{action} (dodatkowo do tego, co już może wydać)',
  'May move every token this wallet holds in {name} ({token})':
    'Może przenieść każdy token, który ten portfel ma w {name} ({token})',
  'May no longer move this wallet’s tokens in {name}':
    'Nie może już przenosić tokenów tego portfela w {name}',
  'Receives token #{id} of {name} taken from {from}': 'Otrzymuje token nr {id} z {name} pobrany z {from}',
  'With {bytes} bytes of data for the receiver': 'Z danymi dla odbiorcy o rozmiarze {bytes} B',
  'Deploys {bytes} bytes of code': 'Wdraża kod o rozmiarze {bytes} B',
  '{router} (declared by this network)': '{router} (wskazany przez tę sieć)',
  'Calls a contract (unverified): it may move any of your assets · function {selector}':
    'Wywołuje kontrakt (niezweryfikowany): może przenieść dowolne twoje aktywa · funkcja {selector}',
  'Token contract ({symbol})': 'Kontrakt tokena ({symbol})',
  'Token contract': 'Kontrakt tokena',
  'The Uniswap router': 'Router Uniswap',
  '{router} ({address})': '{router} ({address})',
  'The chain did not tell this token’s decimals: raw units':
    'Blockchain nie podał miejsc dziesiętnych tego tokena: surowe jednostki',
  'Swap exactly {paid} for any amount of {token} (no minimum: you may receive nothing)':
    'Zamień dokładnie {paid} na dowolną ilość {token} (brak minimum: możesz nic nie otrzymać)',
  'Swap exactly {paid} for at least {received}': 'Zamień dokładnie {paid} na co najmniej {received}',
  'Swap at most {paid} for exactly {received}': 'Zamień co najwyżej {paid} na dokładnie {received}',
  'Swap at most {paid} for exactly {received} (what is not used comes back to the sender)':
    'Zamień co najwyżej {paid} na dokładnie {received} (to, co nie zostanie użyte, wraca do nadawcy)',
  'Wraps the {symbol} paid ({token})': 'Opakowuje zapłacone {symbol} ({token})',
  'Pays {token}': 'Płaci {token}',
  'Unwrapped into {symbol} ({token})': 'Rozpakowane do {symbol} ({token})',
  'Receives {token}': 'Otrzymuje {token}',
  'Through {token}': 'Przez {token}',
  'Receives {amount}: this wallet': 'Otrzymuje {amount}: ten portfel',
  'Receives {amount}: NOT this wallet': 'Otrzymuje {amount}: NIE ten portfel',
  'any amount of {token}': 'dowolną ilość {token}',
  'at least {amount}': 'co najmniej {amount}',
  'For tokens that take a fee when moved: the bound is checked on what arrives':
    'Dla tokenów pobierających opłatę przy przenoszeniu: limit jest sprawdzany na tym, co dociera',
  'No deadline: the router accepts it at any time, at whatever price then':
    'Brak terminu: router przyjmie to w dowolnym momencie, po cenie z tej chwili',
  'Valid until {deadline}': 'Ważne do {deadline}',
  'May spend this wallet’s {name} (token {token}), {until}':
    'Może wydawać {name} z tego portfela (token {token}), {until}',
  'no end date (0)': 'bez daty końcowej (0)',
  'never expires': 'nigdy nie wygasa',
  'until {date}': 'do {date}',
  '{amount} raw units': '{amount} surowych jednostek',
  'unlimited {token}': 'nieograniczona ilość {token}',
  'all tokens': 'wszystkie tokeny',
  none: 'żadne',
  'token #{id}': 'token nr {id}',
  '{count} × token #{id}': '{count} × token nr {id}',
  'at most {amount}': 'najwyżej {amount}',
  Unlimited: 'Bez limitu',
  'Up to {amount}': 'Do {amount}',
  'Its rent (amount unknown: the mint has extensions)': 'Jego czynsz (kwota nieznana: mint ma rozszerzenia)',
  'All of its SOL (amount unknown)': 'Cały jego SOL (kwota nieznana)',
  'Amount unknown': 'Kwota nieznana',
} satisfies Dictionary
