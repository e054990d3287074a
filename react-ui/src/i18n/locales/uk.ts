import type { Dictionary } from '../dictionary.js'

// Ukrainian (uk, the language's tag; UA is the country), addressing the reader as "ви" (lowercase) as
// Ukrainian wallet apps do. A text that completes another ('your wallet', 'wallet', 'the network', 'the
// provider') is in the case every text it completes asks for, and those texts are phrased so one case
// fits them all. Product and protocol names (WalletConnect, Farcaster, NFT, Ordinals) stay as they are.
export default {
  // The modal's alerts: their titles and messages, and those core raises in their place
  'Network Not Found': 'Мережу не знайдено',
  'Network not found': 'Не вдалося знайти мережу',
  'Invalid App Configuration': 'Неправильна конфігурація застосунку',
  'Origin not allow-listed: add this origin to your project on the dashboard.':
    'Джерело не в списку дозволених: додайте це джерело до свого проєкту на панелі керування.',
  'Network Error': 'Помилка мережі',
  'Failed to load the embedded wallet.': 'Не вдалося завантажити вбудований гаманець.',
  'Embedded Wallet Request Timed Out': 'Час очікування вбудованого гаманця минув',
  'The embedded wallet did not answer in time.': 'Вбудований гаманець не відповів вчасно.',
  'Session Expired': 'Сеанс закінчився',
  'Your session expired: connect again.': 'Ваш сеанс закінчився: підключіться знову.',
  'Invalid Project ID': 'Неправильний ID проєкту',
  'The project id was refused: check it on the dashboard.':
    'ID проєкту відхилено: перевірте його на панелі керування.',
  'Project ID Not Configured': 'ID проєкту не налаштовано',
  'No project id is set: remote features are off (basic mode).':
    'ID проєкту не задано: віддалені функції вимкнено (базовий режим).',
  'No Allowed Origins': 'Немає дозволених джерел',
  "No allowed origin could be read for this project: add this site's origin to the project. Email and social login may not work here.":
    'Не вдалося прочитати жодного дозволеного джерела для цього проєкту: додайте джерело цього сайту до проєкту. Вхід через пошту й соцмережу тут може не працювати.',
  'Server Error': 'Помилка сервера',
  'The server answered with an error.': 'Сервер відповів помилкою.',
  'Rate Limited': 'Перевищено ліміт запитів',
  'Too many requests: try again later.': 'Забагато запитів: спробуйте пізніше.',
  'iframe load failed': 'Не вдалося завантажити iframe',
  'The login frame did not load.': 'Вікно входу не завантажилося.',
  'iframe request timeout': 'Час очікування iframe минув',
  'The login frame did not answer in time.': 'Вікно входу не відповіло вчасно.',
  'unverified domain': 'Домен не підтверджено',
  'This domain is not verified.': 'Цей домен не підтверджено.',
  'Multi-Wallet Not Enabled': 'Мультигаманець не ввімкнено',
  'This site connects one wallet at a time.': 'Цей сайт підключає лише один гаманець за раз.',
  'Local configuration ignored': 'Локальну конфігурацію проігноровано',
  'Remote configuration loaded: local feature settings are ignored.':
    'Завантажено віддалену конфігурацію: локальні налаштування функцій ігноруються.',
  'Local configuration for {features} was ignored because the remote configuration loaded: manage these features on the project dashboard.':
    'Локальну конфігурацію {features} проігноровано, оскільки завантажено віддалену конфігурацію: керуйте цими функціями на панелі керування проєкту.',
  'This payment request is not valid: {reason}': 'Цей запит на оплату недійсний: {reason}',
  'Session not yet valid': 'Сеанс ще не дійсний',
  "The device clock is behind: check the device's date and time.":
    'Годинник пристрою відстає: перевірте дату й час на пристрої.',
  // What a call the swap service built differs in: the failed check's words and values
  'the approval goes to {to}, not to the {symbol} contract {token}':
    'схвалення надсилається на {to}, а не на контракт {symbol} {token}',
  "the approval sends {wei} wei of the network's coin": 'схвалення надсилає {wei} wei монети мережі',
  'the approval is not an approval of exactly {amount}': 'схвалення не є схваленням рівно {amount}',
  "the approval lets {spender} spend, not the network's swap router {router}":
    'схвалення дозволяє витрачати {spender}, а не роутеру обміну мережі {router}',
  'the swap is sent from {from}, not from {account}': 'обмін надсилається з {from}, а не з {account}',
  "the swap sends {wei} wei of the network's coin, not {expected}":
    'обмін надсилає {wei} wei монети мережі, а не {expected}',
  'the swap goes to {to}, not to {spender}, which the approval lets spend':
    'обмін надсилається на {to}, а не на {spender}, якому схвалення дозволяє витрачати',
  "the swap goes to {to}, not to the network's swap router {router}":
    'обмін надсилається на {to}, а не на роутер обміну мережі {router}',
  'the swap is not one of the router’s swaps of an exact amount':
    'обмін не є жодним з обмінів роутера на точну суму',
  'the swap ({function}) does not pay {from} for {to}': 'обмін ({function}) не платить {from} за {to}',
  'the swap pays {amount}, not the amount shown': 'обмін платить {amount}, а не показану суму',
  "the swap's path starts at {address}, not at {symbol}":
    'шлях обміну починається з {address}, а не з {symbol}',
  "the swap's path ends at {address}, not at {symbol}":
    'шлях обміну закінчується на {address}, а не на {symbol}',
  'the swap pays what it gives to {to}, not to {account}':
    'обмін виплачує отримане на {to}, а не на {account}',
  'the swap’s deadline has passed': 'строк обміну минув',
  // Core's messages with a value in them, the value as core gave it
  'HTTP status code: {status}': 'Код стану HTTP: {status}',
  'Please try again after {seconds} seconds': 'Спробуйте ще раз через {seconds} с',
  'Error registering name {name}': 'Помилка під час реєстрації імені {name}',
  'Bitcoin does not relay payments this small: send at least {minimum}':
    'Мережа Bitcoin не передає такі малі платежі: надішліть щонайменше {minimum}',
  'The transfer failed on the network ({error}); its fee was paid':
    'Переказ не вдався в мережі ({error}); комісію за нього сплачено',
  // Swap's failures and Send's Max message, from core's data
  'Could not load the tokens to swap: {reason}': 'Не вдалося завантажити токени для обміну: {reason}',
  'Could not get a quote for {from} → {to}: {reason}': 'Не вдалося отримати курс для {from} → {to}: {reason}',
  'No quote for {from} → {to}: the swap service offers no route':
    'Немає курсу для {from} → {to}: сервіс обміну не пропонує маршруту',
  'Could not read your {symbol} balance from the chain': 'Не вдалося прочитати баланс {symbol} у блокчейні',
  'Could not estimate the network fee, so Max cannot leave it: type the amount, keeping some for the fee':
    'Не вдалося оцінити комісію мережі, тож «Макс.» не може її залишити: введіть суму, залишивши трохи на комісію',
  'Could not read how much {symbol} the exchange may spend: {reason}':
    'Не вдалося дізнатися, скільки {symbol} може витратити біржа: {reason}',
  'You rejected the approval of {symbol} in your wallet': 'Ви відхилили схвалення {symbol} у гаманці',
  'The approval of {symbol} failed: {reason}': 'Схвалення {symbol} не вдалося: {reason}',
  'The approval of {symbol} was sent but not confirmed in time':
    'Схвалення {symbol} надіслано, але не підтверджено вчасно',
  'The approval of {symbol} failed on the chain (it reverted): the swap was not sent. The network fee was paid.':
    'Схвалення {symbol} не пройшло в блокчейні (транзакцію відкочено): обмін не надіслано. Комісію мережі сплачено.',
  'Could not build the swap: {reason}': 'Не вдалося підготувати обмін: {reason}',
  'The swap service built a transaction that is not the swap shown, so it was not sent: {details}.':
    'Сервіс обміну підготував транзакцію, яка не збігається з показаним обміном, тому її не надіслано: {details}.',
  'The price moved: the swap would give less than {minimum} (the minimum shown, {slippage} % slippage). Check the new quote.':
    'Ціна змінилася: обмін дав би менше ніж {minimum} (показаний мінімум, прослизання {slippage} %). Перевірте новий курс.',
  'The swap failed: {reason}': 'Обмін не вдався: {reason}',
  'You rejected the approval of {symbol} and the swap in your wallet':
    'Ви відхилили схвалення {symbol} і обмін у гаманці',
  'The approval of {symbol} and the swap failed: {reason}': 'Схвалення {symbol} і обмін не вдалися: {reason}',
  'The approval of {symbol} and the swap failed: {reason}. Nothing was approved or swapped.':
    'Схвалення {symbol} і обмін не вдалися: {reason}. Нічого не схвалено й не обміняно.',
  'the swap service did not answer': 'сервіс обміну не відповів',
  'the wallet could not send it': 'гаманець не зміг її надіслати',
  'the wallet could not send them': 'гаманець не зміг їх надіслати',
  'the chain does not show it': 'блокчейн її не показує',
  'You hold no {symbol}': 'У вас немає {symbol}',

  // The modal's frame
  Back: 'Назад',
  Close: 'Закрити',
  'This step must be completed before closing': 'Завершіть цей крок, перш ніж закрити вікно',

  // View titles (the header), one per view
  'Connect wallet': 'Підключити гаманець',
  Account: 'Акаунт',
  'All wallets': 'Усі гаманці',
  WalletConnect: 'WalletConnect',
  'Unsupported network': 'Мережа не підтримується',
  'Choose network': 'Виберіть мережу',
  'Get a wallet': 'Створити гаманець',
  'Switch network': 'Змінити мережу',
  'Switch chain': 'Змінити блокчейн',
  'Choose a name': 'Виберіть ім’я',
  'Name registered': 'Ім’я зареєстровано',
  'Email login': 'Вхід через пошту',
  'Update email': 'Змінити пошту',
  'Social login': 'Вхід через соцмережу',
  Farcaster: 'Farcaster',
  Wallets: 'Гаманці',
  'Buy crypto': 'Купити криптовалюту',
  Receive: 'Отримати',
  Send: 'Надіслати',
  'Sign in': 'Вхід',
  Swap: 'Обмін',
  Pay: 'Оплата',
  'Approve transaction': 'Підтвердження транзакції',

  // Shared
  'Try again': 'Спробувати ще раз',
  Cancel: 'Скасувати',
  'Loading…': 'Завантаження…',
  Copied: 'Скопійовано',
  "Couldn't copy": 'Не вдалося скопіювати',
  'Copy address': 'Копіювати адресу',
  'Copy link': 'Копіювати посилання',

  // The page's buttons
  'Connecting…': 'Підключення…',
  'Select network': 'Вибрати мережу',

  // Connect
  'Loading sign-in options…': 'Завантаження способів входу…',
  'New to wallets?': 'Уперше користуєтеся гаманцем?',
  'Get one': 'Створити гаманець',
  Recent: 'Нещодавні',
  Installed: 'Встановлені',
  Featured: 'Популярні',
  'More wallets': 'Інші гаманці',
  External: 'Зовнішні',
  Recommended: 'Рекомендовані',
  'Continue with email': 'Продовжити через пошту',
  'Continue with a social account': 'Продовжити через соцмережу',
  'Continue with {provider}': 'Продовжити через {provider}',

  // All wallets
  'Search wallets': 'Пошук гаманців',
  Search: 'Пошук',
  'Certified only': 'Лише сертифіковані',
  Certified: 'Сертифікований',
  'Loading wallets': 'Завантаження гаманців',
  'Loading more wallets': 'Завантаження інших гаманців',
  'No wallet found': 'Гаманців не знайдено',
  'Nothing matches “{query}”.': 'За запитом «{query}» нічого не знайдено.',
  'Nothing matches “{query}” among certified wallets.':
    'За запитом «{query}» серед сертифікованих гаманців нічого не знайдено.',
  'The directory has no wallets.': 'У каталозі немає гаманців.',
  'The directory has no wallets among certified wallets.': 'У каталозі немає сертифікованих гаманців.',
  'one: {count} wallet|other: {count} wallets':
    'one: {count} гаманець|few: {count} гаманці|many: {count} гаманців|other: {count} гаманця',
  'Wallet directory not configured': 'Каталог гаманців не налаштовано',
  'Browsing and searching all wallets needs the wallet directory: set a project id and its API URL.':
    'Для перегляду й пошуку всіх гаманців потрібен каталог гаманців: укажіть ID проєкту та URL його API.',

  // Account
  'Approve the request in your wallet.': 'Підтвердьте запит у гаманці.',
  'Network:': 'Мережа:',
  'Email:': 'Пошта:',
  Update: 'Змінити',
  'Smart account': 'Смарт-акаунт',
  'Switch to smart account': 'Перейти на смарт-акаунт',
  'Switching to your smart account…': 'Переходимо на смарт-акаунт…',
  Wallet: 'Гаманець',
  'Wallets:': 'Гаманці:',
  'View on explorer': 'Відкрити в оглядачі',
  Disconnect: 'Відключити',
  Accounts: 'Акаунти',
  Payment: 'Платежі',
  Ordinals: 'Ordinals',
  'Copy payment address': 'Копіювати адресу для платежів',
  'Copy ordinals address': 'Копіювати адресу Ordinals',
  'Other addresses': 'Інші адреси',
  '{purpose}: {address}': '{purpose}: {address}',
  'Networks not connected': 'Непідключені мережі',
  'Switch to {network}': 'Перемкнутися на {network}',
  'Loading balance…': 'Завантаження балансу…',
  'Balance unavailable': 'Баланс недоступний',
  Tokens: 'Токени',
  Total: 'Усього',
  Unknown: 'Невідомо',
  'Loading tokens…': 'Завантаження токенів…',
  'Token balances are unavailable.': 'Баланси токенів недоступні.',
  'No tokens on this network yet.': 'У цій мережі поки немає токенів.',
  NFTs: 'NFT',
  'Loading NFTs…': 'Завантаження NFT…',
  'NFTs are unavailable.': 'NFT недоступні.',
  'No NFTs on this network yet.': 'У цій мережі поки немає NFT.',
  Activity: 'Активність',
  'Loading activity…': 'Завантаження активності…',
  'No activity on this network yet.': 'У цій мережі поки немає активності.',
  'Show more': 'Показати більше',
  Failed: 'Помилка',
  Pending: 'В обробці',

  // Networks, switching, connecting ('the network' is accusative: "на …"; 'your wallet' nominative and
  // accusative: "Підключено: …", "Відкрийте …", "через …")
  Networks: 'Мережі',
  "Your wallet is on a network this app doesn't support. Choose one below.":
    'Ваш гаманець підключено до мережі, яку цей застосунок не підтримує. Виберіть мережу нижче.',
  "This app doesn't support your current network. Switch to an available option to continue.":
    'Цей застосунок не підтримує вашу поточну мережу. Щоб продовжити, перемкніться на доступну.',
  'the network': 'потрібну мережу',
  'Approve in wallet': 'Підтвердьте в гаманці',
  'Switch to {network} in {wallet}': 'Перемкніться на {network} у {wallet}',
  'Switched to {network}': 'Ви перемкнулися на {network}',
  'your wallet': 'ваш гаманець',
  'Connected to {wallet}': 'Підключено: {wallet}',
  'Continue in {wallet}': 'Відкрийте {wallet}, щоб продовжити',
  'Accept the connection request in your wallet.': 'Прийміть запит на підключення в гаманці.',
  '{namespace} wallet needed': 'Потрібен гаманець {namespace}',
  'To use {network}, connect a wallet that supports {namespace} networks.':
    'Щоб користуватися {network}, підключіть гаманець із підтримкою мереж {namespace}.',
  'Your current wallet is on {namespace}.': 'Ваш поточний гаманець працює з {namespace}.',

  // Connecting over WalletConnect ('wallet' is genitive: "у застосунку …", "застосунок …")
  wallet: 'гаманця',
  'Approved in {wallet}': 'Підтверджено через {wallet}',
  'Scan with {wallet}': 'Відскануйте в {wallet}',
  'Scan with your phone': 'Відскануйте телефоном',
  'Reconnecting to WalletConnect…': 'Повторне підключення до WalletConnect…',
  '{wallet} opens this site in its own browser, where it connects directly.':
    '{wallet} відкриє цей сайт у власному браузері й підключиться напряму.',
  'Your wallet opens this site in its own browser, where it connects directly.':
    'Гаманець відкриє цей сайт у власному браузері й підключиться напряму.',
  'Open in {wallet}': 'Відкрити в застосунку {wallet}',
  'Open {wallet}': 'Відкрити застосунок {wallet}',
  'Preparing the link…': 'Готуємо посилання…',
  'Waiting for the WalletConnect relay to create a pairing code…':
    'Чекаємо, поки ретранслятор WalletConnect створить код сполучення…',
  'Approve the connection in your wallet, then come back here.':
    'Підтвердьте підключення в гаманці й поверніться сюди.',
  'Get a new link': 'Отримати нове посилання',
  'Wallet not opening? Copy the link': 'Гаманець не відкривається? Скопіюйте посилання',
  'Copy the link into your wallet': 'Вставте посилання в гаманець',
  'QR code to connect {wallet}': 'QR-код для підключення {wallet}',
  'QR code to connect your wallet': 'QR-код для підключення гаманця',
  "Scan it with your phone's camera or your wallet's scanner.":
    'Відскануйте його камерою телефона або сканером у гаманці.',
  "Can't scan? Copy the link": 'Не вдається відсканувати? Скопіюйте посилання',
  'Get a new QR code': 'Отримати новий QR-код',

  // Get a wallet, toasts, alerts
  'Browse all wallets': 'Усі гаманці',
  'No wallet to suggest': 'Немає гаманців для рекомендації',
  "The wallet directory did not say where to get its wallets. Look for a wallet app in your phone's app store, or for a wallet extension in your browser's.":
    'Каталог гаманців не вказав, де їх завантажити. Пошукайте застосунок-гаманець у магазині застосунків телефона або розширення-гаманець у магазині розширень браузера.',
  'A wallet holds your crypto and signs you in to apps like this one, with no password to remember. Get one, then come back here to connect it.':
    'Гаманець зберігає вашу криптовалюту й дає змогу входити в такі застосунки, як цей, без паролів. Створіть гаманець і поверніться сюди, щоб підключити його.',
  'Loading wallets…': 'Завантаження гаманців…',
  Extension: 'Розширення',
  iOS: 'iOS',
  Android: 'Android',
  Website: 'Сайт',
  'browser extension': 'розширення для браузера',
  'iOS app': 'застосунок для iOS',
  'Android app': 'застосунок для Android',
  website: 'сайт',
  '{wallet} {link} (opens in a new tab)': '{link} {wallet} (відкриється в новій вкладці)',
  'Close notification': 'Закрити сповіщення',
  'Notifications (Alt+T)': 'Сповіщення (Alt+T)',
  'Dismiss alert': 'Приховати попередження',

  // Email, social and Farcaster login ('your new email' is accusative: "на …")
  Continue: 'Продовжити',
  'No code?': 'Не отримали код?',
  'Send another': 'Надіслати ще раз',
  'Your email': 'Ваша пошта',
  'Enter the code sent to {email}': 'Введіть код, надісланий на {email}',
  'Sending a code to {email}…': 'Надсилаємо код на {email}…',
  'Approve this device from the email sent to {email}.':
    'Підтвердьте цей пристрій у листі, надісланому на {email}.',
  'Checking the code…': 'Перевіряємо код…',
  'Signing you in…': 'Виконуємо вхід…',
  'Email login is not set up': 'Вхід через пошту не налаштовано',
  'This site has no embedded wallet to sign you in with email. Connect a wallet instead.':
    'На цьому сайті немає вбудованого гаманця для входу через пошту. Підключіть гаманець.',
  'New email': 'Нова пошта',
  'your new email': 'нову адресу пошти',
  'One moment…': 'Хвилинку…',
  'This site has no embedded wallet whose email could change.':
    'На цьому сайті немає вбудованого гаманця, у якого можна змінити пошту.',
  'Taking you to {provider}…': 'Переходимо до {provider}…',
  'Logging you in with {provider}…': 'Входимо через {provider}…',
  'Logged in with {provider}.': 'Вхід через {provider} виконано.',
  'Log in with {provider} in the window that opened.': 'Увійдіть через {provider} у вікні, що відкрилося.',
  'Social login is not set up': 'Вхід через соцмережу не налаштовано',
  'This site has no embedded wallet to sign you in with a social account. Connect a wallet instead.':
    'На цьому сайті немає вбудованого гаманця для входу через соцмережу. Підключіть гаманець.',
  'QR code to log in with Farcaster': 'QR-код для входу через Farcaster',
  "Scan it with your phone's camera, then approve the sign-in in the Farcaster app.":
    'Відскануйте його камерою телефона й підтвердьте вхід у застосунку Farcaster.',
  'Loading your Farcaster account…': 'Завантажуємо ваш акаунт Farcaster…',
  'Farcaster login is not set up': 'Вхід через Farcaster не налаштовано',
  'This site has no embedded wallet to sign you in with Farcaster. Connect a wallet instead.':
    'На цьому сайті немає вбудованого гаманця для входу через Farcaster. Підключіть гаманець.',

  // Sign-in message, transaction approval, profile wallets, names
  'Signing in': 'Вхід',
  'This site': 'Цей сайт',
  '{app} needs to connect to your wallet': '{app} запитує підключення до вашого гаманця',
  'Sign this message to prove you own {address}. It costs nothing and sends no transaction.':
    'Підпишіть це повідомлення, щоб підтвердити, що адреса {address} належить вам. Це безкоштовно, і жодна транзакція не надсилається.',
  'Approve the signature in your wallet': 'Підтвердьте підпис у гаманці',
  Sign: 'Підписати',
  'Message to sign': 'Повідомлення для підпису',
  'No transaction to approve': 'Немає транзакцій для підтвердження',
  'Nothing is waiting for your approval.': 'Ніщо не чекає на ваше підтвердження.',
  Warnings: 'Попередження',
  'one: {count} more transaction waits after this one|other: {count} more transactions wait after this one':
    'one: Після цієї в черзі ще {count} транзакція|few: Після цієї в черзі ще {count} транзакції|many: Після цієї в черзі ще {count} транзакцій|other: Після цієї в черзі ще {count} транзакції',
  'Approve the transaction in your wallet': 'Підтвердьте транзакцію в гаманці',
  Approve: 'Підтвердити',
  Decline: 'Відхилити',
  Done: 'Готово',
  '{namespace} wallets': 'Гаманці {namespace}',
  'No wallet connected.': 'Гаманець не підключено.',
  'Connected wallets': 'Підключені гаманці',
  Active: 'Активний',
  'Switch to {wallet}': 'Перемкнутися на {wallet}',
  Switch: 'Перемкнутися',
  'Disconnect {wallet}': 'Відключити {wallet}',
  'Recent wallets': 'Нещодавні гаманці',
  'Connect {wallet}': 'Підключити {wallet}',
  Connect: 'Підключити',
  'Remove {wallet}': 'Видалити {wallet}',
  Remove: 'Видалити',
  'Add wallet': 'Додати гаманець',
  'Multi-wallet is not set up on this site.': 'На цьому сайті не налаштовано використання кількох гаманців.',
  'Your account now goes by this name.': 'Тепер ваш акаунт має це ім’я.',
  'Back to account': 'Назад до акаунта',
  'Names are not set up': 'Імена не налаштовано',
  'This site does not register names for accounts.': 'Цей сайт не реєструє імена для акаунтів.',
  'Registering {name}…': 'Реєструємо {name}…',
  Name: 'Ім’я',
  Register: 'Зареєструвати',
  'At least 4 letters, digits or hyphens.': 'Щонайменше 4 символи: літери, цифри або дефіси.',
  Suggestions: 'Варіанти',
  Taken: 'Зайняте',
  Available: 'Вільне',

  // Send, Receive, Swap, Buy and Pay ('the provider' is genitive: "сайт …", "у вікні …")
  'No account connected': 'Акаунт не підключено',
  'Connect a wallet to receive funds.': 'Підключіть гаманець, щоб отримувати кошти.',
  'QR code of your address': 'QR-код вашої адреси',
  'Send only on {network}': 'Надсилайте лише в мережі {network}',
  'This address also receives on {networks}': 'Ця адреса також приймає кошти в мережах: {networks}',
  'Sending is not set up': 'Надсилання не налаштовано',
  'This site does not send from the modal.': 'Цей сайт не надсилає кошти з цього вікна.',
  'Approve the transaction in your wallet.': 'Підтвердьте транзакцію в гаманці.',
  Token: 'Токен',
  Amount: 'Сума',
  'Amount in {symbol}': 'Сума в {symbol}',
  Max: 'Макс.',
  To: 'Кому',
  'Address or name': 'Адреса або ім’я',
  '{name} is': '{name} — це',
  'Network fee': 'Комісія мережі',
  'Up to {fee}': 'До {fee}',
  'Receiver gets': 'Отримувач отримає',
  'Checking the balance and the network fee…': 'Перевіряємо баланс і комісію мережі…',
  'Swaps are not set up': 'Обмін не налаштовано',
  'This site does not swap from the modal.': 'Цей сайт не проводить обмін із цього вікна.',
  'You pay': 'Ви віддаєте',
  'You receive': 'Ви отримуєте',
  'You receive at least': 'Ви отримаєте щонайменше',
  Expected: 'Очікується',
  'Price impact': 'Вплив на ціну',
  'Your balance': 'Ваш баланс',
  '≈ {fee}': '≈ {fee}',
  '≈ {fee} ({value})': '≈ {fee} ({value})',
  'Could not be estimated': 'Не вдалося розрахувати',
  '{fee}, includes the approval': '{fee}, включно зі схваленням',
  'Your {symbol} balance does not cover the network fee':
    'Вашого балансу {symbol} не вистачає на комісію мережі',
  'Preparing the swap…': 'Готуємо обмін…',
  'Swap sent: waiting for it to be confirmed…': 'Обмін надіслано: чекаємо на підтвердження…',
  'Swap again': 'Обміняти ще',
  'Stop waiting': 'Не чекати',
  'Swap the tokens’ places': 'Поміняти токени місцями',
  'Getting a quote…': 'Отримуємо курс…',
  'Buying is not set up': 'Купівлю не налаштовано',
  'This site does not sell crypto from the modal.': 'Цей сайт не продає криптовалюту з цього вікна.',
  'Loading what you can buy…': 'Завантажуємо доступні для купівлі активи…',
  'Your browser blocked the provider’s window.': 'Браузер заблокував вікно провайдера.',
  'the provider': 'провайдера',
  'Open {provider} in a new tab': 'Відкрити сайт {provider} у новій вкладці',
  'Check again': 'Перевірити знову',
  'Back to the form': 'Назад до форми',
  'Buy more': 'Купити ще',
  'Opening {provider}…': 'Відкриваємо сайт {provider}…',
  'Complete your purchase in the {provider} window. Close it when you are done.':
    'Завершіть купівлю у вікні {provider}, а потім закрийте його.',
  'Waiting for your purchase to arrive…': 'Чекаємо на надходження купівлі…',
  'The provider list could not be loaded: showing the usual currencies.':
    'Не вдалося завантажити список провайдерів: показано звичні валюти.',
  'Payment currency': 'Валюта оплати',
  'Payment method': 'Спосіб оплати',
  Card: 'Картка',
  'Bank account': 'Банківський рахунок',
  'The least you can pay by card is {limit}': 'Мінімальна сума оплати карткою — {limit}',
  'The most you can pay by card is {limit}': 'Максимальна сума оплати карткою — {limit}',
  'The least you can pay by bank account is {limit}':
    'Мінімальна сума оплати з банківського рахунку — {limit}',
  'The most you can pay by bank account is {limit}':
    'Максимальна сума оплати з банківського рахунку — {limit}',
  'You buy': 'Ви купуєте',
  Provider: 'Провайдер',
  'Enter an amount to see a quote.': 'Введіть суму, щоб побачити курс.',
  Buy: 'Купити',
  'Buy with {provider}': 'Купити через {provider}',
  'Payments are not set up': 'Платежі не налаштовано',
  'This site does not ask for payments from the modal.': 'Цей сайт не запитує платежі з цього вікна.',
  'Reading the amount…': 'Зчитуємо суму…',
  Network: 'Мережа',
  'Copy recipient address': 'Копіювати адресу отримувача',
  From: 'Звідки',
  'up to {fee}': 'до {fee}',
  'Estimating…': 'Розраховуємо…',
  'Loading the payment…': 'Завантажуємо платіж…',
  'No payment was asked for.': 'Платіж не запитувався.',
  'Approve the payment of {amount} in your wallet': 'Підтвердьте платіж на суму {amount} у гаманці',
  'Reading the payment from the network…': 'Зчитуємо платіж із мережі…',
  'Payment sent: waiting for it to be confirmed…': 'Платіж надіслано: чекаємо на підтвердження…',
  'Paid {amount}.': 'Сплачено: {amount}.',
  Transaction: 'Транзакція',
  'Pay from': 'Оплатити з',
  'Balance: {balance}': 'Баланс: {balance}',
  'Not enough for the amount and the network fee: {needed} {symbol} needed, {available} {symbol} available':
    'Недостатньо для суми та комісії мережі: потрібно {needed} {symbol}, доступно {available} {symbol}',
  'Not enough for the amount: {needed} {symbol} needed, {available} {symbol} available':
    'Недостатньо для суми: потрібно {needed} {symbol}, доступно {available} {symbol}',
  'Not enough for the network fee: {needed} {symbol} needed, {available} {symbol} available':
    'Недостатньо для комісії мережі: потрібно {needed} {symbol}, доступно {available} {symbol}',
  // Sentences core's view models carry as data (which one, with its amounts).
  'You pay {paid} · You receive about {received} · fee {fee} ({provider})':
    'Ви платите {paid} · Ви отримаєте близько {received} · комісія {fee} ({provider})',
  'You pay {paid} · estimate: {provider} shows what you receive and the fee':
    'Ви платите {paid} · оцінка: {provider} покаже, скільки ви отримаєте, і комісію',
  '{amount} arrived in your wallet': 'На ваш гаманець надійшло {amount}',
  '{impact} — high: you receive much less than the pool’s price':
    '{impact} — високий: ви отримаєте значно менше, ніж за ціною пулу',
  'Not enough {symbol}: {needed} {symbol} needed, {available} {symbol} available':
    'Недостатньо {symbol}: потрібно {needed} {symbol}, доступно {available} {symbol}',
  'Not enough {symbol}: {needed} {symbol} needed with the network fee, {available} {symbol} available':
    'Недостатньо {symbol}: потрібно {needed} {symbol} з комісією мережі, доступно {available} {symbol}',
  '{symbol} has at most {decimals} decimals': 'У {symbol} не більше {decimals} десяткових знаків',
  'Approve {symbol} in your wallet ({step} of {steps})': 'Схваліть {symbol} у гаманці ({step} з {steps})',
  'Swap {from} for {to} in your wallet ({step} of {steps})':
    'Обміняйте {from} на {to} у гаманці ({step} з {steps})',
  'Approve {from} and swap it for {to} in your wallet (one prompt)':
    'Схваліть {from} і обміняйте на {to} у гаманці (один запит)',
  'Swapped {paid} for at least {received}.': 'Обміняно {paid} щонайменше на {received}.',
  'The swap failed on the chain (it reverted): nothing was swapped, and the network fee was paid. Your approval for the exchange to spend {amount} is still granted.':
    'Обмін не пройшов у блокчейні (транзакцію відкочено): нічого не обміняно, комісію мережі сплачено. Ваше схвалення, що дозволяє біржі витратити {amount}, досі діє.',
  'No address is registered for {name} on {network}': 'Для {name} у мережі {network} не зареєстровано адреси',
  'This is not a valid {namespace} address': 'Це недійсна адреса {namespace}',
  'Not enough {symbol} for the amount and the network fee: {needed} {symbol} needed, {available} {symbol} available':
    'Недостатньо {symbol} для суми та комісії мережі: потрібно {needed} {symbol}, доступно {available} {symbol}',
  'Not enough {symbol} for the amount: {needed} {symbol} needed, {available} {symbol} available':
    'Недостатньо {symbol} для суми: потрібно {needed} {symbol}, доступно {available} {symbol}',
  'Not enough {symbol} for the network fee: {needed} {symbol} needed, {available} {symbol} available':
    'Недостатньо {symbol} для комісії мережі: потрібно {needed} {symbol}, доступно {available} {symbol}',
  "Includes {amount} to open the receiver's {symbol} account":
    'Включає {amount} на відкриття токен-акаунта {symbol} отримувача',
  'About {amount}': 'Близько {amount}',
  'At most {amount}': 'Не більше {amount}',
  '{amount} plus the network fee': '{amount} плюс комісія мережі',

  // Core's messages: its errors' spec messages (their codes CONNECTION_REJECTED, CONNECT_FAILED,
  // POPUP_CLOSED, REQUEST_ABORTED, …), snacks and the empty wallet list. Core keeps its code and this
  // English text; the skin says them in the visitor's language (useI18n().core).
  'Connection rejected': 'Підключення відхилено',
  'Failed to connect': 'Не вдалося підключитися',
  'Network switch rejected': 'Зміну мережі відхилено',
  'Signature declined': 'Підпис відхилено',
  'Popup closed': 'Спливне вікно закрито',
  'Request was aborted': 'Запит перервано',
  'Another request is waiting for the wallet': 'Гаманець уже обробляє інший запит',
  'The wallet did not share that account with this site':
    'Гаманець не надав цьому сайту доступ до цього акаунта',
  'The connector does not support any of the requested chains':
    'Гаманець не підтримує жодного із запитаних блокчейнів',
  'Failed to initiate social connection': 'Не вдалося почати вхід через соцмережу',
  'Failed to connect to farcaster': 'Не вдалося підключитися до Farcaster',
  'Token Balance Unavailable': 'Баланс токенів недоступний',
  'Failed to fetch transactions': 'Не вдалося завантажити транзакції',
  'Something went wrong': 'Щось пішло не так',
  'Address copied': 'Адресу скопійовано',
  'No wallets found': 'Гаманців не знайдено',
  "Open this page in your wallet app's browser, or install a wallet app first.":
    'Відкрийте цю сторінку в браузері застосунку-гаманця або спочатку встановіть застосунок-гаманець.',
  'Install a wallet browser extension, then reload this page.':
    'Установіть розширення-гаманець для браузера й перезавантажте сторінку.',
  // The money views' messages without figures.
  'An amount and receiver address are required': 'Потрібні сума та адреса отримувача',
  'A token is required': 'Потрібно вибрати токен',
  'Unsupported chain': 'Блокчейн не підтримується',
  'Leaves this wallet': 'Виходить із цього гаманця',
  'Comes into this wallet': 'Надходить до цього гаманця',
  Fee: 'Комісія',
  'Signed by': 'Підписано',
  'Fee paid by': 'Комісію сплачує',
  'Could not be read': 'Не вдалося прочитати',
  'Enter the amount as digits, with a dot for decimals (like 0.5)':
    'Введіть суму цифрами, з крапкою для дробової частини (наприклад, 0.5)',
  'Enter an amount above 0': 'Введіть суму більше 0',
  'Enter an amount like 100 or 49.99': 'Введіть суму, наприклад 100 або 49.99',
  'The purchase has not arrived yet. It can take a few minutes.':
    'Покупка ще не надійшла. Це може тривати кілька хвилин.',
  'The provider’s page could not be opened. Try again.':
    'Не вдалося відкрити сторінку провайдера. Спробуйте ще раз.',
  'Nothing can be bought on this network': 'У цій мережі нічого не можна купити',
  'Connect an EVM account to swap': 'Підключіть EVM-акаунт, щоб обмінювати',
  'Network not supported for Swaps': 'Мережа не підтримує обмін',
  'Swaps are not offered in your region': 'Обмін недоступний у вашому регіоні',
  'You rejected the swap in your wallet': 'Ви відхилили обмін у гаманці',
  'Swap sent; it was not confirmed yet. Check your wallet before swapping again.':
    'Обмін надіслано; його ще не підтверджено. Перевірте гаманець, перш ніж обмінювати знову.',
  'The approval and the swap failed on the chain (they reverted together): nothing was approved or swapped, and the network fee was paid.':
    'Схвалення та обмін не пройшли в блокчейні (відкочені разом): нічого не схвалено й не обміняно, комісію мережі сплачено.',
  'The swap failed on the chain (it reverted): nothing was swapped, and the network fee was paid.':
    'Обмін не пройшов у блокчейні (транзакцію відкочено): нічого не обміняно, комісію мережі сплачено.',
  // The transaction review's warnings, refusals, fee and titles.
  'The fee ({fee}) is more than the payment ({payment}).': 'Комісія ({fee}) більша за платіж ({payment}).',
  "The fee rate, {rate}, is more than {factor} times the network's {networkRate} for the next block.":
    'Ставка комісії, {rate}, більш ніж у {factor} разів вища за ставку мережі, {networkRate}, для наступного блоку.',
  'The fee counts the amounts the site states for input {inputs}, which other signers sign and nothing proves: the fee paid may differ. What leaves this wallet is exact.':
    'Комісія враховує суми, які сайт вказує для входу {inputs}: його підписують інші учасники, і ніщо їх не підтверджує, тож сплачена комісія може відрізнятися. Те, що виходить із цього гаманця, вказано точно.',
  'The fee counts the amounts the site states for inputs {inputs}, which other signers sign and nothing proves: the fee paid may differ. What leaves this wallet is exact.':
    'Комісія враховує суми, які сайт вказує для входів {inputs}: їх підписують інші учасники, і ніщо їх не підтверджує, тож сплачена комісія може відрізнятися. Те, що виходить із цього гаманця, вказано точно.',
  "The network's fee rate could not be read: compare the fee with your wallet's.":
    'Не вдалося отримати ставку комісії мережі: порівняйте комісію з тією, що у вашому гаманці.',
  'Foyer will not ask your wallet to sign this.': 'Foyer не проситиме ваш гаманець підписати це.',
  'The transaction has no outputs: everything it spends would go to the fee.':
    'Транзакція не має виходів: усе, що вона витрачає, пішло б на комісію.',
  'Input {index}: the PSBT does not say what it spends, so what leaves this wallet is unknown.':
    'Вхід {index}: PSBT не вказує, що він витрачає, тож невідомо, що виходить із цього гаманця.',
  "Input {index} spends this wallet's coins without its previous transaction, so its amount cannot be checked: the fee shown could be far from the fee paid.":
    'Вхід {index} витрачає монети цього гаманця без своєї попередньої транзакції, тож його суму не можна перевірити: показана комісія може сильно відрізнятися від сплаченої.',
  "Input {index} asks for {sighash}: this wallet's signature would not cover {part}, so the site could change them after you approve.":
    'Вхід {index} запитує {sighash}: підпис цього гаманця не охопить {part}, тож сайт зможе змінити їх після вашого підтвердження.',
  'the outputs': 'виходи',
  'all but one output': 'усі виходи, крім одного',
  'the other inputs': 'інші входи',
  'the outputs or the other inputs': 'виходи та інші входи',
  'all but one output or the other inputs': 'усі виходи, крім одного, та інші входи',
  'what this review shows': 'те, що показано в цьому огляді',
  'Input {index} is said to spend {stated}, but its previous transaction pays {paid}: the PSBT contradicts itself.':
    'Вхід {index} нібито витрачає {stated}, але його попередня транзакція платить {paid}: PSBT суперечить сам собі.',
  'Input {index} is said to spend {stated}, but its previous transaction pays {paid} to another script: the PSBT contradicts itself.':
    'Вхід {index} нібито витрачає {stated}, але його попередня транзакція платить {paid} на інший скрипт: PSBT суперечить сам собі.',
  "Unknown: the PSBT does not carry every input's amount": 'Невідомо: PSBT не містить суми кожного входу',
  "Unknown: the PSBT does not say what each of this wallet's inputs spends":
    'Невідомо: PSBT не вказує, що витрачає кожен вхід цього гаманця',
  'This transaction uses a durable nonce: it never expires, so it can be sent at any time, long after you approve it.':
    'Ця транзакція використовує durable nonce: термін її дії ніколи не спливає, тож її можна надіслати будь-коли, навіть через довгий час після підтвердження.',
  'The fee is paid by {payer}, not by this wallet: someone else prepared and pays for this transaction.':
    'Комісію сплачує {payer}, а не цей гаманець: цю транзакцію підготував і оплачує хтось інший.',
  'Foyer cannot tell how much SOL creating {account} costs you.':
    'Foyer не може визначити, скільки SOL вам коштуватиме створення {account}.',
  'This hands your account to program {program}: it could then take all of your SOL.':
    'Це передає ваш акаунт програмі {program}: вона зможе забрати весь ваш SOL.',
  'An unlimited allowance: {delegate} could take every token in {account}, now or later.':
    'Необмежений дозвіл: {delegate} зможе забрати всі токени з {account}, зараз чи пізніше.',
  '{authority} becomes the owner authority of {account}: it could take every token in it.':
    '{authority} отримує повноваження власника {account}: він зможе забрати з нього всі токени.',
  '{authority} becomes the close authority of {account}: it could close it and take its SOL.':
    '{authority} отримує повноваження на закриття {account}: він зможе закрити його й забрати його SOL.',
  '{authority} becomes the {kind} authority of {account}: it could use that authority as it pleases.':
    '{authority} отримує повноваження {kind} для {account}: він зможе розпоряджатися ними як завгодно.',
  'Closing {account} sends its SOL to {destination}, not to this wallet.':
    'Закриття {account} надсилає його SOL на {destination}, а не в цей гаманець.',
  'Program {program} has an unknown effect: it may move any of your funds.':
    'Дія програми {program} невідома: вона може перемістити будь-які ваші кошти.',
  'Foyer cannot read this transaction': 'Foyer не може прочитати цю транзакцію',
  'Foyer cannot read the address lookup tables this transaction uses':
    'Foyer не може прочитати таблиці пошуку адрес, які використовує ця транзакція',
  'Foyer cannot read an instruction of this transaction':
    'Foyer не може прочитати інструкцію цієї транзакції',
  'Leaves this wallet (token account {address})': 'Виходить із цього гаманця (токен-акаунт {address})',
  'Leaves this wallet (mint {address})': 'Виходить із цього гаманця (mint {address})',
  '{amount} raw units (decimals unknown)': '{amount} необроблених одиниць (знаки після коми невідомі)',
  '{amount} tokens': '{amount} токенів',
  'Unlimited allowance: {spender} may spend all of this wallet’s {name} (token {token}), now and later, until the allowance is revoked.':
    'Необмежений дозвіл: {spender} може витратити всі {name} цього гаманця (токен {token}), зараз і пізніше, доки дозвіл не відкликано.',
  '{operator} may move every token this wallet holds in the collection {token}, now and later, until this is revoked.':
    '{operator} може переміщувати всі токени цього гаманця в колекції {token}, зараз і пізніше, доки це не відкликано.',
  'This calls function {selector} of {contract}, which Foyer cannot read: it may move any of your assets.':
    'Це викликає функцію {selector} контракту {contract}, яку Foyer не може прочитати: вона може перемістити будь-які ваші активи.',
  'Unlimited allowance: {spender} may spend all of this wallet’s {name} (token {token}) once this is signed.':
    'Необмежений дозвіл: {spender} може витратити всі {name} цього гаманця (токен {token}), щойно це буде підписано.',
  'This signature is for chain {chain}, not {network} (chain {walletChain}) where this wallet is: it may be used on that other chain.':
    'Цей підпис для мережі {chain}, а не для {network} (мережа {walletChain}), де перебуває цей гаманець: його можуть використати в тій мережі.',
  'No minimum: you may receive nothing for the {amount} you pay.':
    'Мінімум не задано: ви можете нічого не отримати за {amount}, які платите.',
  'The {token} go to {receiver}: Foyer cannot tell whether that is your account.':
    '{token} надходять на {receiver}: Foyer не може визначити, чи це ваш акаунт.',
  'The {token} go to {receiver}, not to your account.':
    '{token} надходять на {receiver}, а не на ваш акаунт.',
  'The router swaps {symbol} only through its WETH ({weth}); this path starts with {token}: the router will refuse this swap, and only the network fee is spent.':
    'Роутер обмінює {symbol} лише через свій WETH ({weth}); цей шлях починається з {token}: роутер відхилить цей обмін, і буде витрачено лише комісію мережі.',
  'The router swaps {symbol} only through its WETH ({weth}); this path ends with {token}: the router will refuse this swap, and only the network fee is spent.':
    'Роутер обмінює {symbol} лише через свій WETH ({weth}); цей шлях закінчується на {token}: роутер відхилить цей обмін, і буде витрачено лише комісію мережі.',
  'The deadline ({deadline}) has passed: the router will refuse this swap, and only the network fee is spent.':
    'Строк ({deadline}) минув: роутер відхилить цей обмін, і буде витрачено лише комісію мережі.',
  'Foyer cannot put this request in words: approve only if you trust this site with what it asks.':
    'Foyer не може описати цей запит словами: підтверджуйте його, лише якщо довіряєте цьому сайту в тому, що він просить.',
  'Foyer cannot read this request: {reason}.': 'Foyer не може прочитати цей запит: {reason}.',
  'Send a Bitcoin transaction': 'Надіслати транзакцію Bitcoin',
  'Sign a Bitcoin transaction': 'Підписати транзакцію Bitcoin',
  Inputs: 'Входи',
  Outputs: 'Виходи',
  'Signed by this wallet': 'Підписує цей гаманець',
  'Back to this wallet': 'Повертається в цей гаманець',
  'the token': 'токени',
  tokens: 'Токени',
  mint: 'випуску',
  freeze: 'заморожування',
  'transfer fee config': 'налаштування комісії за переказ',
  'withheld withdraw': 'виведення утриманих комісій',
  'close mint': 'закриття mint',
  'interest rate': 'відсоткової ставки',
  'permanent delegate': 'постійного делегата',
  'confidential transfer mint': 'mint конфіденційних переказів',
  'transfer hook program': 'програми хука переказу',
  'confidential transfer fee config': 'налаштування комісії за конфіденційні перекази',
  'metadata pointer': 'вказівника метаданих',
  'group pointer': 'вказівника групи',
  'group member pointer': 'вказівника учасника групи',
  'scaled UI amount': 'масштабованої відображуваної суми',
  pause: 'призупинення',
  'Send a transaction': 'Надіслати транзакцію',
  'Sign a transaction': 'Підписати транзакцію',
  'Sign a message': 'Підписати повідомлення',
  'Sign typed data': 'Підписати типізовані дані',
  'Send calls': 'Надіслати виклики',
  'Send 1 call': 'Надіслати 1 виклик',
  'Send {count} calls': 'Надіслати виклики: {count}',
  'Sign {type}': 'Підписати {type}',
  'Call {index}': 'Виклик {index}',
  'Call {index}: {heading}': 'Виклик {index}: {heading}',
  Sends: 'Надсилає',
  Moves: 'Переміщує',
  Allowance: 'Дозвіл',
  Operator: 'Оператор',
  'Creates a contract': 'Створює контракт',
  Request: 'Запит',
  Domain: 'Домен',
  Message: 'Повідомлення',
  'Token permit (EIP-2612)': 'Дозвіл токена (EIP-2612)',
  'Permit2 allowance': 'Дозвіл Permit2',
  'Permit2 transfer': 'Переказ Permit2',
  Instructions: 'Інструкції',
  owner: 'власника',
  close: 'закриття',
  'SOL transfer': 'Переказ SOL',
  '{action} (paid by {payer})': '{action} (платить {payer})',
  'Creates an account of {bytes} bytes for program {program}':
    'Створює рахунок розміром {bytes} байт для програми {program}',
  'Creates an account of {bytes} bytes for program {program} (seed "{seed}" of {base})':
    'Створює рахунок розміром {bytes} байт для програми {program} (seed «{seed}» від {base})',
  'SOL transfer from {from} (seed "{seed}" of {base}, program {program})':
    'Переказ SOL з {from} (seed «{seed}» від {base}, програма {program})',
  'Hands the account to program {program}': 'Передає рахунок програмі {program}',
  'Hands the account (seed "{seed}" of {base}) to program {program}':
    'Передає рахунок (seed «{seed}» від {base}) програмі {program}',
  'Gives the account {bytes} bytes of data': 'Виділяє рахунку {bytes} байт даних',
  'Gives the account {bytes} bytes (seed "{seed}" of {base}) and hands it to program {program}':
    'Виділяє рахунку {bytes} байт (seed «{seed}» від {base}) і передає його програмі {program}',
  'Advances the durable nonce of this account': 'Просуває довготривалий nonce цього рахунку',
  'Withdraws SOL from nonce account {nonce}': 'Виводить SOL з nonce-рахунку {nonce}',
  'Makes this a nonce account of {authority}': 'Робить цей рахунок nonce-рахунком {authority}',
  'Becomes the authority of nonce account {nonce}': 'Отримує повноваження над nonce-рахунком {nonce}',
  'Upgrades this nonce account': 'Оновлює цей nonce-рахунок',
  'Token transfer of mint {mint} from {source}': 'Переказ токенів mint {mint} з {source}',
  'Token transfer from {source}': 'Переказ токенів з {source}',
  'May spend tokens of mint {mint} from {source}': 'Може витрачати токени mint {mint} з {source}',
  'May spend tokens from {source}': 'Може витрачати токени з {source}',
  'Burns tokens of mint {mint}': 'Спалює токени mint {mint}',
  'Mints new tokens of mint {mint}': 'Випускає нові токени mint {mint}',
  'Becomes the {kind} authority of {account}': 'Отримує повноваження {kind} для {account}',
  'Removes the {kind} authority of this account for good':
    'Назавжди видаляє повноваження {kind} цього рахунку',
  'Closes token account {account}; its SOL goes to this address':
    'Закриває токен-рахунок {account}; його SOL надходять на цю адресу',
  'Cancels the allowance on this token account': 'Скасовує дозвіл на цьому токен-рахунку',
  'Freezes this token account of mint {mint}': 'Заморожує цей токен-рахунок mint {mint}',
  'Unfreezes this token account of mint {mint}': 'Розморожує цей токен-рахунок mint {mint}',
  'Updates the wrapped SOL balance of this token account':
    'Оновлює баланс обгорнутого SOL на цьому токен-рахунку',
  'Sets up a token account of mint {mint}, owned by {owner}':
    'Створює токен-рахунок mint {mint}, власник {owner}',
  'Creates a mint of {decimals} decimals; mint authority {authority}, freeze authority {freeze}':
    'Створює mint з {decimals} знаками після коми; повноваження випуску {authority}, повноваження заморожування {freeze}',
  'Creates a mint of {decimals} decimals; mint authority {authority}':
    'Створює mint з {decimals} знаками після коми; повноваження випуску {authority}',
  'Creates the token account of {wallet} for mint {mint}: an earlier instruction creates it, nothing is paid':
    'Створює токен-рахунок {wallet} для mint {mint}: його створює попередня інструкція, нічого не сплачується',
  'Creates the token account of {wallet} for mint {mint}: it exists already, nothing is paid':
    'Створює токен-рахунок {wallet} для mint {mint}: він уже існує, нічого не сплачується',
  'Creates the token account of {wallet} for mint {mint}': 'Створює токен-рахунок {wallet} для mint {mint}',
  'Sets the compute limit to {units} units': 'Встановлює ліміт обчислень: {units} одиниць',
  'Sets the priority fee to {price} micro-lamports per compute unit':
    'Встановлює пріоритетну комісію: {price} мікролампортів за одиницю обчислень',
  'Asks for a heap of {bytes} bytes': 'Запитує купу розміром {bytes} байт',
  "Limits the accounts' data to {bytes} bytes": 'Обмежує дані рахунків: {bytes} байт',
  'Memo: {memo}': 'Нотатка: {memo}',
  'Calls a program Foyer cannot read, with your account: unknown effect, it may move any of your funds':
    'Викликає програму, яку Foyer не може прочитати, з вашим рахунком: наслідки невідомі, вона може перемістити будь-які ваші кошти',
  'Calls a program Foyer cannot read (it is not given your account)':
    'Викликає програму, яку Foyer не може прочитати (їй не передано ваш рахунок)',
  'A transaction Foyer cannot read': 'Транзакція, яку Foyer не може прочитати',
  'Receives {name} from this wallet': 'Отримує {name} з цього гаманця',
  'Receives {name} taken from {from}': 'Отримує {name}, взяті з {from}',
  'May move token #{id} of this wallet’s {name}': 'Може перемістити токен № {id} з {name} цього гаманця',
  'May spend this wallet’s {name}': 'Може витрачати {name} цього гаманця',
  '{router} may spend this wallet’s {name}': '{router} може витрачати {name} цього гаманця',
  '{action} (added to what it may already spend)': '{action} (понад те, що вже можна витрачати)',
  'May move every token this wallet holds in {name} ({token})':
    'Може перемістити будь-який токен цього гаманця в {name} ({token})',
  'May no longer move this wallet’s tokens in {name}':
    'Більше не може переміщувати токени цього гаманця в {name}',
  'Receives token #{id} of {name} taken from {from}': 'Отримує токен № {id} з {name}, взятий з {from}',
  'With {bytes} bytes of data for the receiver': 'З даними для отримувача: {bytes} байт',
  'Deploys {bytes} bytes of code': 'Розгортає код розміром {bytes} байт',
  '{router} (declared by this network)': '{router} (вказаний цією мережею)',
  'Calls a contract (unverified): it may move any of your assets · function {selector}':
    'Викликає контракт (не перевірений): він може перемістити будь-які ваші активи · функція {selector}',
  'Token contract ({symbol})': 'Контракт токена ({symbol})',
  'Token contract': 'Контракт токена',
  'The Uniswap router': 'Роутер Uniswap',
  '{router} ({address})': '{router} ({address})',
  'The chain did not tell this token’s decimals: raw units':
    'Мережа не повідомила знаки після коми цього токена: необроблені одиниці',
  'Swap exactly {paid} for any amount of {token} (no minimum: you may receive nothing)':
    'Обміняти рівно {paid} на будь-яку кількість {token} (без мінімуму: ви можете нічого не отримати)',
  'Swap exactly {paid} for at least {received}': 'Обміняти рівно {paid} щонайменше на {received}',
  'Swap at most {paid} for exactly {received}': 'Обміняти не більше {paid} рівно на {received}',
  'Swap at most {paid} for exactly {received} (what is not used comes back to the sender)':
    'Обміняти не більше {paid} рівно на {received} (невикористане повернеться відправнику)',
  'Wraps the {symbol} paid ({token})': 'Обгортає сплачені {symbol} ({token})',
  'Pays {token}': 'Платить {token}',
  'Unwrapped into {symbol} ({token})': 'Розгортається в {symbol} ({token})',
  'Receives {token}': 'Отримує {token}',
  'Through {token}': 'Через {token}',
  'Receives {amount}: this wallet': 'Отримує {amount}: цей гаманець',
  'Receives {amount}: NOT this wallet': 'Отримує {amount}: НЕ цей гаманець',
  'any amount of {token}': 'будь-яку кількість {token}',
  'at least {amount}': 'щонайменше {amount}',
  'For tokens that take a fee when moved: the bound is checked on what arrives':
    'Для токенів, які утримують комісію під час переказу: межа перевіряється за тим, що надходить',
  'No deadline: the router accepts it at any time, at whatever price then':
    'Без терміну: роутер прийме це будь-коли, за ціною на той момент',
  'Valid until {deadline}': 'Дійсне до {deadline}',
  'May spend this wallet’s {name} (token {token}), {until}':
    'Може витрачати {name} цього гаманця (токен {token}), {until}',
  'no end date (0)': 'без дати завершення (0)',
  'never expires': 'безстроково',
  'until {date}': 'до {date}',
  '{amount} raw units': '{amount} необроблених одиниць',
  'unlimited {token}': 'необмежена кількість {token}',
  'all tokens': 'усі токени',
  none: 'нічого',
  'token #{id}': 'токен № {id}',
  '{count} × token #{id}': '{count} × токен № {id}',
  'at most {amount}': 'не більше {amount}',
  Unlimited: 'Без обмежень',
  'Up to {amount}': 'До {amount}',
  'Its rent (amount unknown: the mint has extensions)': 'Його рента (сума невідома: mint має розширення)',
  'All of its SOL (amount unknown)': 'Усі його SOL (сума невідома)',
  'Amount unknown': 'Сума невідома',
} satisfies Dictionary
