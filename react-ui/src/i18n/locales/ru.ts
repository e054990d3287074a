import type { Dictionary } from '../dictionary.js'

// Russian, addressing the reader as "вы" (lowercase) as Russian wallet apps do. A text that completes
// another ('your wallet', 'wallet', 'the network', 'the provider') is in the case every text it
// completes asks for, and those texts are phrased so one case fits them all. Product and protocol names
// (WalletConnect, Farcaster, NFT, Ordinals) stay as they are.
export default {
  // The modal's alerts: their titles and messages, and those core raises in their place
  'Network Not Found': 'Сеть не найдена',
  'Network not found': 'Не удалось найти сеть',
  'Invalid App Configuration': 'Неверная конфигурация приложения',
  'Origin not allow-listed: add this origin to your project on the dashboard.':
    'Источник не в списке разрешенных: добавьте этот источник в свой проект на панели управления.',
  'Network Error': 'Ошибка сети',
  'Failed to load the embedded wallet.': 'Не удалось загрузить встроенный кошелек.',
  'Embedded Wallet Request Timed Out': 'Истекло время ожидания встроенного кошелька',
  'The embedded wallet did not answer in time.': 'Встроенный кошелек не ответил вовремя.',
  'Session Expired': 'Сеанс истек',
  'Your session expired: connect again.': 'Ваш сеанс истек: подключитесь снова.',
  'Invalid Project ID': 'Неверный ID проекта',
  'The project id was refused: check it on the dashboard.':
    'ID проекта отклонен: проверьте его на панели управления.',
  'Project ID Not Configured': 'ID проекта не настроен',
  'No project id is set: remote features are off (basic mode).':
    'ID проекта не задан: удаленные функции отключены (базовый режим).',
  'No Allowed Origins': 'Нет разрешенных источников',
  "No allowed origin could be read for this project: add this site's origin to the project. Email and social login may not work here.":
    'Не удалось прочитать ни одного разрешенного источника для этого проекта: добавьте источник этого сайта в проект. Вход по почте и через соцсеть здесь может не работать.',
  'Server Error': 'Ошибка сервера',
  'The server answered with an error.': 'Сервер ответил ошибкой.',
  'Rate Limited': 'Превышен лимит запросов',
  'Too many requests: try again later.': 'Слишком много запросов: повторите попытку позже.',
  'iframe load failed': 'Не удалось загрузить iframe',
  'The login frame did not load.': 'Окно входа не загрузилось.',
  'iframe request timeout': 'Истекло время ожидания iframe',
  'The login frame did not answer in time.': 'Окно входа не ответило вовремя.',
  'unverified domain': 'Домен не подтвержден',
  'This domain is not verified.': 'Этот домен не подтвержден.',
  'Multi-Wallet Not Enabled': 'Мультикошелек не включен',
  'This site connects one wallet at a time.': 'Этот сайт подключает только один кошелек за раз.',
  'Local configuration ignored': 'Локальная конфигурация проигнорирована',
  'Remote configuration loaded: local feature settings are ignored.':
    'Загружена удаленная конфигурация: локальные настройки функций игнорируются.',
  'Local configuration for {features} was ignored because the remote configuration loaded: manage these features on the project dashboard.':
    'Локальная конфигурация {features} проигнорирована, так как загружена удаленная конфигурация: управляйте этими функциями на панели управления проекта.',
  'This payment request is not valid: {reason}': 'Этот запрос на оплату недействителен: {reason}',
  'Session not yet valid': 'Сеанс еще не действителен',
  "The device clock is behind: check the device's date and time.":
    'Часы устройства отстают: проверьте дату и время на устройстве.',
  // What a call the swap service built differs in: the failed check's words and values
  'the approval goes to {to}, not to the {symbol} contract {token}':
    'одобрение отправляется на {to}, а не на контракт {symbol} {token}',
  "the approval sends {wei} wei of the network's coin": 'одобрение отправляет {wei} wei монеты сети',
  'the approval is not an approval of exactly {amount}': 'одобрение не является одобрением ровно {amount}',
  "the approval lets {spender} spend, not the network's swap router {router}":
    'одобрение разрешает тратить {spender}, а не роутеру обмена сети {router}',
  'the swap is sent from {from}, not from {account}': 'обмен отправляется с {from}, а не с {account}',
  "the swap sends {wei} wei of the network's coin, not {expected}":
    'обмен отправляет {wei} wei монеты сети, а не {expected}',
  'the swap goes to {to}, not to {spender}, which the approval lets spend':
    'обмен отправляется на {to}, а не на {spender}, которому одобрение разрешает тратить',
  "the swap goes to {to}, not to the network's swap router {router}":
    'обмен отправляется на {to}, а не на роутер обмена сети {router}',
  'the swap is not one of the router’s swaps of an exact amount':
    'обмен не является ни одним из обменов роутера на точную сумму',
  'the swap ({function}) does not pay {from} for {to}': 'обмен ({function}) не платит {from} за {to}',
  'the swap pays {amount}, not the amount shown': 'обмен платит {amount}, а не показанную сумму',
  "the swap's path starts at {address}, not at {symbol}":
    'путь обмена начинается с {address}, а не с {symbol}',
  "the swap's path ends at {address}, not at {symbol}":
    'путь обмена заканчивается на {address}, а не на {symbol}',
  'the swap pays what it gives to {to}, not to {account}':
    'обмен выплачивает полученное на {to}, а не на {account}',
  'the swap’s deadline has passed': 'срок обмена истек',
  // Core's messages with a value in them, the value as core gave it
  'HTTP status code: {status}': 'Код состояния HTTP: {status}',
  'Please try again after {seconds} seconds': 'Повторите попытку через {seconds} с',
  'Error registering name {name}': 'Ошибка при регистрации имени {name}',
  'Bitcoin does not relay payments this small: send at least {minimum}':
    'Сеть Bitcoin не передает такие маленькие платежи: отправьте не меньше {minimum}',
  'The transfer failed on the network ({error}); its fee was paid':
    'Перевод не прошел в сети ({error}); комиссия за него оплачена',
  // Swap's failures and Send's Max message, from core's data
  'Could not load the tokens to swap: {reason}': 'Не удалось загрузить токены для обмена: {reason}',
  'Could not get a quote for {from} → {to}: {reason}': 'Не удалось получить курс для {from} → {to}: {reason}',
  'No quote for {from} → {to}: the swap service offers no route':
    'Нет курса для {from} → {to}: сервис обмена не предлагает маршрута',
  'Could not read your {symbol} balance from the chain': 'Не удалось прочитать баланс {symbol} в блокчейне',
  'Could not estimate the network fee, so Max cannot leave it: type the amount, keeping some for the fee':
    'Не удалось оценить комиссию сети, поэтому «Макс.» не может ее оставить: введите сумму, оставив немного на комиссию',
  'Could not read how much {symbol} the exchange may spend: {reason}':
    'Не удалось узнать, сколько {symbol} может потратить биржа: {reason}',
  'You rejected the approval of {symbol} in your wallet': 'Вы отклонили одобрение {symbol} в кошельке',
  'The approval of {symbol} failed: {reason}': 'Одобрение {symbol} не удалось: {reason}',
  'The approval of {symbol} was sent but not confirmed in time':
    'Одобрение {symbol} отправлено, но не подтверждено вовремя',
  'The approval of {symbol} failed on the chain (it reverted): the swap was not sent. The network fee was paid.':
    'Одобрение {symbol} не прошло в блокчейне (транзакция откатилась): обмен не отправлен. Комиссия сети оплачена.',
  'Could not build the swap: {reason}': 'Не удалось подготовить обмен: {reason}',
  'The swap service built a transaction that is not the swap shown, so it was not sent: {details}.':
    'Сервис обмена подготовил транзакцию, которая не совпадает с показанным обменом, поэтому она не отправлена: {details}.',
  'The price moved: the swap would give less than {minimum} (the minimum shown, {slippage} % slippage). Check the new quote.':
    'Цена изменилась: обмен дал бы меньше {minimum} (показанного минимума, проскальзывание {slippage} %). Проверьте новый курс.',
  'The swap failed: {reason}': 'Обмен не удался: {reason}',
  'You rejected the approval of {symbol} and the swap in your wallet':
    'Вы отклонили одобрение {symbol} и обмен в кошельке',
  'The approval of {symbol} and the swap failed: {reason}': 'Одобрение {symbol} и обмен не удались: {reason}',
  'The approval of {symbol} and the swap failed: {reason}. Nothing was approved or swapped.':
    'Одобрение {symbol} и обмен не удались: {reason}. Ничего не одобрено и не обменяно.',
  'the swap service did not answer': 'сервис обмена не ответил',
  'the wallet could not send it': 'кошелек не смог ее отправить',
  'the wallet could not send them': 'кошелек не смог их отправить',
  'the chain does not show it': 'блокчейн ее не показывает',
  'You hold no {symbol}': 'У вас нет {symbol}',

  // The modal's frame
  Back: 'Назад',
  Close: 'Закрыть',
  'This step must be completed before closing': 'Завершите этот шаг, прежде чем закрыть окно',

  // View titles (the header), one per view
  'Connect wallet': 'Подключить кошелек',
  Account: 'Аккаунт',
  'All wallets': 'Все кошельки',
  WalletConnect: 'WalletConnect',
  'Unsupported network': 'Сеть не поддерживается',
  'Choose network': 'Выберите сеть',
  'Get a wallet': 'Завести кошелек',
  'Switch network': 'Сменить сеть',
  'Switch chain': 'Сменить блокчейн',
  'Choose a name': 'Выберите имя',
  'Name registered': 'Имя зарегистрировано',
  'Email login': 'Вход по почте',
  'Update email': 'Изменить почту',
  'Social login': 'Вход через соцсеть',
  Farcaster: 'Farcaster',
  Wallets: 'Кошельки',
  'Buy crypto': 'Купить криптовалюту',
  Receive: 'Получить',
  Send: 'Отправить',
  'Sign in': 'Вход',
  Swap: 'Обмен',
  Pay: 'Оплата',
  'Approve transaction': 'Подтверждение транзакции',

  // Shared
  'Try again': 'Повторить',
  Cancel: 'Отмена',
  'Loading…': 'Загрузка…',
  Copied: 'Скопировано',
  "Couldn't copy": 'Не удалось скопировать',
  'Copy address': 'Копировать адрес',
  'Copy link': 'Копировать ссылку',

  // The page's buttons
  'Connecting…': 'Подключение…',
  'Select network': 'Выбрать сеть',

  // Connect
  'Loading sign-in options…': 'Загрузка способов входа…',
  'New to wallets?': 'Впервые пользуетесь кошельком?',
  'Get one': 'Завести кошелек',
  Recent: 'Недавние',
  Installed: 'Установленные',
  Featured: 'Популярные',
  'More wallets': 'Другие кошельки',
  External: 'Внешние',
  Recommended: 'Рекомендуемые',
  'Continue with email': 'Продолжить через почту',
  'Continue with a social account': 'Продолжить через соцсеть',
  'Continue with {provider}': 'Продолжить через {provider}',

  // All wallets
  'Search wallets': 'Поиск кошельков',
  Search: 'Поиск',
  'Certified only': 'Только сертифицированные',
  Certified: 'Сертифицирован',
  'Loading wallets': 'Загрузка кошельков',
  'Loading more wallets': 'Загрузка других кошельков',
  'No wallet found': 'Кошельки не найдены',
  'Nothing matches “{query}”.': 'По запросу «{query}» ничего не найдено.',
  'Nothing matches “{query}” among certified wallets.':
    'По запросу «{query}» среди сертифицированных кошельков ничего не найдено.',
  'The directory has no wallets.': 'В каталоге нет кошельков.',
  'The directory has no wallets among certified wallets.': 'В каталоге нет сертифицированных кошельков.',
  'one: {count} wallet|other: {count} wallets':
    'one: {count} кошелек|few: {count} кошелька|many: {count} кошельков|other: {count} кошелька',
  'Wallet directory not configured': 'Каталог кошельков не настроен',
  'Browsing and searching all wallets needs the wallet directory: set a project id and its API URL.':
    'Для просмотра и поиска всех кошельков нужен каталог кошельков: укажите ID проекта и URL его API.',

  // Account
  'Approve the request in your wallet.': 'Подтвердите запрос в кошельке.',
  'Network:': 'Сеть:',
  'Email:': 'Почта:',
  Update: 'Изменить',
  'Smart account': 'Смарт-аккаунт',
  'Switch to smart account': 'Перейти на смарт-аккаунт',
  'Switching to your smart account…': 'Переходим на смарт-аккаунт…',
  Wallet: 'Кошелек',
  'Wallets:': 'Кошельки:',
  'View on explorer': 'Открыть в обозревателе',
  Disconnect: 'Отключить',
  Accounts: 'Аккаунты',
  Payment: 'Платежи',
  Ordinals: 'Ordinals',
  'Copy payment address': 'Копировать адрес для платежей',
  'Copy ordinals address': 'Копировать адрес Ordinals',
  'Other addresses': 'Другие адреса',
  '{purpose}: {address}': '{purpose}: {address}',
  'Networks not connected': 'Неподключенные сети',
  'Switch to {network}': 'Переключиться на {network}',
  'Loading balance…': 'Загрузка баланса…',
  'Balance unavailable': 'Баланс недоступен',
  Tokens: 'Токены',
  Total: 'Всего',
  Unknown: 'Неизвестно',
  'Loading tokens…': 'Загрузка токенов…',
  'Token balances are unavailable.': 'Балансы токенов недоступны.',
  'No tokens on this network yet.': 'В этой сети пока нет токенов.',
  NFTs: 'NFT',
  'Loading NFTs…': 'Загрузка NFT…',
  'NFTs are unavailable.': 'NFT недоступны.',
  'No NFTs on this network yet.': 'В этой сети пока нет NFT.',
  Activity: 'Активность',
  'Loading activity…': 'Загрузка активности…',
  'No activity on this network yet.': 'В этой сети пока нет активности.',
  'Show more': 'Показать еще',
  Failed: 'Ошибка',
  Pending: 'В обработке',

  // Networks, switching, connecting ('the network' is accusative: "на …"; 'your wallet' nominative and
  // accusative: "Подключено: …", "Откройте …", "через …")
  Networks: 'Сети',
  "Your wallet is on a network this app doesn't support. Choose one below.":
    'Ваш кошелек подключен к сети, которую это приложение не поддерживает. Выберите сеть ниже.',
  "This app doesn't support your current network. Switch to an available option to continue.":
    'Это приложение не поддерживает вашу текущую сеть. Чтобы продолжить, переключитесь на доступную.',
  'the network': 'нужную сеть',
  'Approve in wallet': 'Подтвердите в кошельке',
  'Switch to {network} in {wallet}': 'Переключитесь на {network} в {wallet}',
  'Switched to {network}': 'Вы переключились на {network}',
  'your wallet': 'ваш кошелек',
  'Connected to {wallet}': 'Подключено: {wallet}',
  'Continue in {wallet}': 'Откройте {wallet}, чтобы продолжить',
  'Accept the connection request in your wallet.': 'Примите запрос на подключение в кошельке.',
  '{namespace} wallet needed': 'Нужен кошелек {namespace}',
  'To use {network}, connect a wallet that supports {namespace} networks.':
    'Чтобы использовать {network}, подключите кошелек с поддержкой сетей {namespace}.',
  'Your current wallet is on {namespace}.': 'Ваш текущий кошелек работает с {namespace}.',

  // Connecting over WalletConnect ('wallet' is genitive: "в приложении …", "приложение …")
  wallet: 'кошелька',
  'Approved in {wallet}': 'Подтверждено через {wallet}',
  'Scan with {wallet}': 'Отсканируйте в {wallet}',
  'Scan with your phone': 'Отсканируйте телефоном',
  'Reconnecting to WalletConnect…': 'Переподключение к WalletConnect…',
  '{wallet} opens this site in its own browser, where it connects directly.':
    '{wallet} откроет этот сайт в своем браузере и подключится напрямую.',
  'Your wallet opens this site in its own browser, where it connects directly.':
    'Кошелек откроет этот сайт в своем браузере и подключится напрямую.',
  'Open in {wallet}': 'Открыть в приложении {wallet}',
  'Open {wallet}': 'Открыть приложение {wallet}',
  'Preparing the link…': 'Готовим ссылку…',
  'Waiting for the WalletConnect relay to create a pairing code…':
    'Ждем, пока ретранслятор WalletConnect создаст код сопряжения…',
  'Approve the connection in your wallet, then come back here.':
    'Подтвердите подключение в кошельке и вернитесь сюда.',
  'Get a new link': 'Получить новую ссылку',
  'Wallet not opening? Copy the link': 'Кошелек не открывается? Скопируйте ссылку',
  'Copy the link into your wallet': 'Вставьте ссылку в кошелек',
  'QR code to connect {wallet}': 'QR-код для подключения {wallet}',
  'QR code to connect your wallet': 'QR-код для подключения кошелька',
  "Scan it with your phone's camera or your wallet's scanner.":
    'Отсканируйте его камерой телефона или сканером в кошельке.',
  "Can't scan? Copy the link": 'Не получается отсканировать? Скопируйте ссылку',
  'Get a new QR code': 'Получить новый QR-код',

  // Get a wallet, toasts, alerts
  'Browse all wallets': 'Все кошельки',
  'No wallet to suggest': 'Нет кошельков для рекомендации',
  "The wallet directory did not say where to get its wallets. Look for a wallet app in your phone's app store, or for a wallet extension in your browser's.":
    'Каталог кошельков не указал, где их скачать. Поищите приложение-кошелек в магазине приложений телефона или расширение-кошелек в магазине расширений браузера.',
  'A wallet holds your crypto and signs you in to apps like this one, with no password to remember. Get one, then come back here to connect it.':
    'Кошелек хранит вашу криптовалюту и позволяет входить в такие приложения, как это, без паролей. Заведите кошелек и вернитесь сюда, чтобы подключить его.',
  'Loading wallets…': 'Загрузка кошельков…',
  Extension: 'Расширение',
  iOS: 'iOS',
  Android: 'Android',
  Website: 'Сайт',
  'browser extension': 'расширение для браузера',
  'iOS app': 'приложение для iOS',
  'Android app': 'приложение для Android',
  website: 'сайт',
  '{wallet} {link} (opens in a new tab)': '{link} {wallet} (откроется в новой вкладке)',
  'Close notification': 'Закрыть уведомление',
  'Notifications (Alt+T)': 'Уведомления (Alt+T)',
  'Dismiss alert': 'Скрыть предупреждение',

  // Email, social and Farcaster login ('your new email' is accusative: "на …")
  Continue: 'Продолжить',
  'No code?': 'Не пришел код?',
  'Send another': 'Отправить еще раз',
  'Your email': 'Ваша почта',
  'Enter the code sent to {email}': 'Введите код, отправленный на {email}',
  'Sending a code to {email}…': 'Отправляем код на {email}…',
  'Approve this device from the email sent to {email}.':
    'Подтвердите это устройство в письме, отправленном на {email}.',
  'Checking the code…': 'Проверяем код…',
  'Signing you in…': 'Выполняем вход…',
  'Email login is not set up': 'Вход по почте не настроен',
  'This site has no embedded wallet to sign you in with email. Connect a wallet instead.':
    'На этом сайте нет встроенного кошелька для входа по почте. Подключите кошелек.',
  'New email': 'Новая почта',
  'your new email': 'новый адрес почты',
  'One moment…': 'Минутку…',
  'This site has no embedded wallet whose email could change.':
    'На этом сайте нет встроенного кошелька, у которого можно сменить почту.',
  'Taking you to {provider}…': 'Переходим в {provider}…',
  'Logging you in with {provider}…': 'Входим через {provider}…',
  'Logged in with {provider}.': 'Вход через {provider} выполнен.',
  'Log in with {provider} in the window that opened.': 'Войдите через {provider} в открывшемся окне.',
  'Social login is not set up': 'Вход через соцсеть не настроен',
  'This site has no embedded wallet to sign you in with a social account. Connect a wallet instead.':
    'На этом сайте нет встроенного кошелька для входа через соцсеть. Подключите кошелек.',
  'QR code to log in with Farcaster': 'QR-код для входа через Farcaster',
  "Scan it with your phone's camera, then approve the sign-in in the Farcaster app.":
    'Отсканируйте его камерой телефона и подтвердите вход в приложении Farcaster.',
  'Loading your Farcaster account…': 'Загружаем ваш аккаунт Farcaster…',
  'Farcaster login is not set up': 'Вход через Farcaster не настроен',
  'This site has no embedded wallet to sign you in with Farcaster. Connect a wallet instead.':
    'На этом сайте нет встроенного кошелька для входа через Farcaster. Подключите кошелек.',

  // Sign-in message, transaction approval, profile wallets, names
  'Signing in': 'Вход',
  'This site': 'Этот сайт',
  '{app} needs to connect to your wallet': '{app} запрашивает подключение к вашему кошельку',
  'Sign this message to prove you own {address}. It costs nothing and sends no transaction.':
    'Подпишите это сообщение, чтобы подтвердить, что адрес {address} принадлежит вам. Это бесплатно, и никакая транзакция не отправляется.',
  'Approve the signature in your wallet': 'Подтвердите подпись в кошельке',
  Sign: 'Подписать',
  'Message to sign': 'Сообщение для подписи',
  'No transaction to approve': 'Нет транзакций для подтверждения',
  'Nothing is waiting for your approval.': 'Нет ничего, что ждет вашего подтверждения.',
  Warnings: 'Предупреждения',
  'one: {count} more transaction waits after this one|other: {count} more transactions wait after this one':
    'one: После этой в очереди еще {count} транзакция|few: После этой в очереди еще {count} транзакции|many: После этой в очереди еще {count} транзакций|other: После этой в очереди еще {count} транзакции',
  'Approve the transaction in your wallet': 'Подтвердите транзакцию в кошельке',
  Approve: 'Подтвердить',
  Decline: 'Отклонить',
  Done: 'Готово',
  '{namespace} wallets': 'Кошельки {namespace}',
  'No wallet connected.': 'Кошелек не подключен.',
  'Connected wallets': 'Подключенные кошельки',
  Active: 'Активен',
  'Switch to {wallet}': 'Переключиться на {wallet}',
  Switch: 'Переключиться',
  'Disconnect {wallet}': 'Отключить {wallet}',
  'Recent wallets': 'Недавние кошельки',
  'Connect {wallet}': 'Подключить {wallet}',
  Connect: 'Подключить',
  'Remove {wallet}': 'Удалить {wallet}',
  Remove: 'Удалить',
  'Add wallet': 'Добавить кошелек',
  'Multi-wallet is not set up on this site.':
    'На этом сайте не настроено использование нескольких кошельков.',
  'Your account now goes by this name.': 'Теперь у вашего аккаунта это имя.',
  'Back to account': 'Назад к аккаунту',
  'Names are not set up': 'Имена не настроены',
  'This site does not register names for accounts.': 'Этот сайт не регистрирует имена для аккаунтов.',
  'Registering {name}…': 'Регистрируем {name}…',
  Name: 'Имя',
  Register: 'Зарегистрировать',
  'At least 4 letters, digits or hyphens.': 'Не менее 4 символов: буквы, цифры или дефисы.',
  Suggestions: 'Варианты',
  Taken: 'Занято',
  Available: 'Свободно',

  // Send, Receive, Swap, Buy and Pay ('the provider' is genitive: "сайт …", "в окне …")
  'No account connected': 'Аккаунт не подключен',
  'Connect a wallet to receive funds.': 'Подключите кошелек, чтобы получать средства.',
  'QR code of your address': 'QR-код вашего адреса',
  'Send only on {network}': 'Отправляйте только в сети {network}',
  'This address also receives on {networks}': 'Этот адрес также принимает средства в сетях: {networks}',
  'Sending is not set up': 'Отправка не настроена',
  'This site does not send from the modal.': 'Этот сайт не отправляет средства из этого окна.',
  'Approve the transaction in your wallet.': 'Подтвердите транзакцию в кошельке.',
  Token: 'Токен',
  Amount: 'Сумма',
  'Amount in {symbol}': 'Сумма в {symbol}',
  Max: 'Макс.',
  To: 'Кому',
  'Address or name': 'Адрес или имя',
  '{name} is': '{name} — это',
  'Network fee': 'Комиссия сети',
  'Up to {fee}': 'До {fee}',
  'Receiver gets': 'Получатель получит',
  'Checking the balance and the network fee…': 'Проверяем баланс и комиссию сети…',
  'Swaps are not set up': 'Обмен не настроен',
  'This site does not swap from the modal.': 'Этот сайт не проводит обмен из этого окна.',
  'You pay': 'Вы отдаете',
  'You receive': 'Вы получаете',
  'You receive at least': 'Вы получите не менее',
  Expected: 'Ожидается',
  'Price impact': 'Влияние на цену',
  'Your balance': 'Ваш баланс',
  '≈ {fee}': '≈ {fee}',
  '≈ {fee} ({value})': '≈ {fee} ({value})',
  'Could not be estimated': 'Не удалось рассчитать',
  '{fee}, includes the approval': '{fee}, включая одобрение',
  'Your {symbol} balance does not cover the network fee':
    'Вашего баланса {symbol} не хватает на комиссию сети',
  'Preparing the swap…': 'Готовим обмен…',
  'Swap sent: waiting for it to be confirmed…': 'Обмен отправлен: ждем подтверждения…',
  'Swap again': 'Обменять еще',
  'Stop waiting': 'Не ждать',
  'Swap the tokens’ places': 'Поменять токены местами',
  'Getting a quote…': 'Получаем курс…',
  'Buying is not set up': 'Покупка не настроена',
  'This site does not sell crypto from the modal.': 'Этот сайт не продает криптовалюту из этого окна.',
  'Loading what you can buy…': 'Загружаем доступные для покупки активы…',
  'Your browser blocked the provider’s window.': 'Браузер заблокировал окно провайдера.',
  'the provider': 'провайдера',
  'Open {provider} in a new tab': 'Открыть сайт {provider} в новой вкладке',
  'Check again': 'Проверить снова',
  'Back to the form': 'Назад к форме',
  'Buy more': 'Купить еще',
  'Opening {provider}…': 'Открываем сайт {provider}…',
  'Complete your purchase in the {provider} window. Close it when you are done.':
    'Завершите покупку в окне {provider}, а затем закройте его.',
  'Waiting for your purchase to arrive…': 'Ждем поступления покупки…',
  'The provider list could not be loaded: showing the usual currencies.':
    'Не удалось загрузить список провайдеров: показаны обычные валюты.',
  'Payment currency': 'Валюта оплаты',
  'Payment method': 'Способ оплаты',
  Card: 'Карта',
  'Bank account': 'Банковский счет',
  'The least you can pay by card is {limit}': 'Минимальная сумма оплаты картой — {limit}',
  'The most you can pay by card is {limit}': 'Максимальная сумма оплаты картой — {limit}',
  'The least you can pay by bank account is {limit}':
    'Минимальная сумма оплаты с банковского счета — {limit}',
  'The most you can pay by bank account is {limit}':
    'Максимальная сумма оплаты с банковского счета — {limit}',
  'You buy': 'Вы покупаете',
  Provider: 'Провайдер',
  'Enter an amount to see a quote.': 'Введите сумму, чтобы увидеть курс.',
  Buy: 'Купить',
  'Buy with {provider}': 'Купить через {provider}',
  'Payments are not set up': 'Платежи не настроены',
  'This site does not ask for payments from the modal.': 'Этот сайт не запрашивает платежи из этого окна.',
  'Reading the amount…': 'Считываем сумму…',
  Network: 'Сеть',
  'Copy recipient address': 'Копировать адрес получателя',
  From: 'Откуда',
  'up to {fee}': 'до {fee}',
  'Estimating…': 'Рассчитываем…',
  'Loading the payment…': 'Загружаем платеж…',
  'No payment was asked for.': 'Платеж не запрашивался.',
  'Approve the payment of {amount} in your wallet': 'Подтвердите платеж на сумму {amount} в кошельке',
  'Reading the payment from the network…': 'Считываем платеж из сети…',
  'Payment sent: waiting for it to be confirmed…': 'Платеж отправлен: ждем подтверждения…',
  'Paid {amount}.': 'Оплачено: {amount}.',
  Transaction: 'Транзакция',
  'Pay from': 'Оплатить с',
  'Balance: {balance}': 'Баланс: {balance}',
  'Not enough for the amount and the network fee: {needed} {symbol} needed, {available} {symbol} available':
    'Недостаточно для суммы и комиссии сети: нужно {needed} {symbol}, доступно {available} {symbol}',
  'Not enough for the amount: {needed} {symbol} needed, {available} {symbol} available':
    'Недостаточно для суммы: нужно {needed} {symbol}, доступно {available} {symbol}',
  'Not enough for the network fee: {needed} {symbol} needed, {available} {symbol} available':
    'Недостаточно для комиссии сети: нужно {needed} {symbol}, доступно {available} {symbol}',
  // Sentences core's view models carry as data (which one, with its amounts).
  'You pay {paid} · You receive about {received} · fee {fee} ({provider})':
    'Вы платите {paid} · Вы получите около {received} · комиссия {fee} ({provider})',
  'You pay {paid} · estimate: {provider} shows what you receive and the fee':
    'Вы платите {paid} · оценка: {provider} покажет, сколько вы получите, и комиссию',
  '{amount} arrived in your wallet': 'В ваш кошелек поступило {amount}',
  '{impact} — high: you receive much less than the pool’s price':
    '{impact} — высокое: вы получите намного меньше, чем по цене пула',
  'Not enough {symbol}: {needed} {symbol} needed, {available} {symbol} available':
    'Недостаточно {symbol}: нужно {needed} {symbol}, доступно {available} {symbol}',
  'Not enough {symbol}: {needed} {symbol} needed with the network fee, {available} {symbol} available':
    'Недостаточно {symbol}: нужно {needed} {symbol} с комиссией сети, доступно {available} {symbol}',
  '{symbol} has at most {decimals} decimals': 'У {symbol} не более {decimals} десятичных знаков',
  'Approve {symbol} in your wallet ({step} of {steps})': 'Одобрите {symbol} в кошельке ({step} из {steps})',
  'Swap {from} for {to} in your wallet ({step} of {steps})':
    'Обменяйте {from} на {to} в кошельке ({step} из {steps})',
  'Approve {from} and swap it for {to} in your wallet (one prompt)':
    'Одобрите {from} и обменяйте на {to} в кошельке (один запрос)',
  'Swapped {paid} for at least {received}.': 'Обменяно {paid} не менее чем на {received}.',
  'The swap failed on the chain (it reverted): nothing was swapped, and the network fee was paid. Your approval for the exchange to spend {amount} is still granted.':
    'Обмен не прошел в блокчейне (транзакция откатилась): ничего не обменяно, комиссия сети оплачена. Ваше одобрение, позволяющее бирже потратить {amount}, все еще действует.',
  'No address is registered for {name} on {network}': 'Для {name} в сети {network} не зарегистрирован адрес',
  'This is not a valid {namespace} address': 'Это недействительный адрес {namespace}',
  'Not enough {symbol} for the amount and the network fee: {needed} {symbol} needed, {available} {symbol} available':
    'Недостаточно {symbol} для суммы и комиссии сети: нужно {needed} {symbol}, доступно {available} {symbol}',
  'Not enough {symbol} for the amount: {needed} {symbol} needed, {available} {symbol} available':
    'Недостаточно {symbol} для суммы: нужно {needed} {symbol}, доступно {available} {symbol}',
  'Not enough {symbol} for the network fee: {needed} {symbol} needed, {available} {symbol} available':
    'Недостаточно {symbol} для комиссии сети: нужно {needed} {symbol}, доступно {available} {symbol}',
  "Includes {amount} to open the receiver's {symbol} account":
    'Включает {amount} на открытие токен-аккаунта {symbol} получателя',
  'About {amount}': 'Около {amount}',
  'At most {amount}': 'Не более {amount}',
  '{amount} plus the network fee': '{amount} плюс комиссия сети',

  // Core's messages: its errors' spec messages (their codes CONNECTION_REJECTED, CONNECT_FAILED,
  // POPUP_CLOSED, REQUEST_ABORTED, …), snacks and the empty wallet list. Core keeps its code and this
  // English text; the skin says them in the visitor's language (useI18n().core).
  'Connection rejected': 'Подключение отклонено',
  'Failed to connect': 'Не удалось подключиться',
  'Network switch rejected': 'Смена сети отклонена',
  'Signature declined': 'Подпись отклонена',
  'Popup closed': 'Всплывающее окно закрыто',
  'Request was aborted': 'Запрос прерван',
  'Another request is waiting for the wallet': 'Кошелек уже обрабатывает другой запрос',
  'The wallet did not share that account with this site':
    'Кошелек не предоставил этому сайту доступ к этому аккаунту',
  'The connector does not support any of the requested chains':
    'Кошелек не поддерживает ни один из запрошенных блокчейнов',
  'Failed to initiate social connection': 'Не удалось начать вход через соцсеть',
  'Failed to connect to farcaster': 'Не удалось подключиться к Farcaster',
  'Token Balance Unavailable': 'Баланс токенов недоступен',
  'Failed to fetch transactions': 'Не удалось загрузить транзакции',
  'Something went wrong': 'Что-то пошло не так',
  'Address copied': 'Адрес скопирован',
  'No wallets found': 'Кошельки не найдены',
  "Open this page in your wallet app's browser, or install a wallet app first.":
    'Откройте эту страницу в браузере приложения-кошелька или сначала установите приложение-кошелек.',
  'Install a wallet browser extension, then reload this page.':
    'Установите расширение-кошелек для браузера и перезагрузите страницу.',
  // The money views' messages without figures.
  'An amount and receiver address are required': 'Нужны сумма и адрес получателя',
  'A token is required': 'Нужно выбрать токен',
  'Unsupported chain': 'Блокчейн не поддерживается',
  'Leaves this wallet': 'Уходит из этого кошелька',
  'Comes into this wallet': 'Поступает в этот кошелек',
  Fee: 'Комиссия',
  'Signed by': 'Подписано',
  'Fee paid by': 'Комиссию платит',
  'Could not be read': 'Не удалось прочитать',
  'Enter the amount as digits, with a dot for decimals (like 0.5)':
    'Введите сумму цифрами, с точкой для дробной части (например, 0.5)',
  'Enter an amount above 0': 'Введите сумму больше 0',
  'Enter an amount like 100 or 49.99': 'Введите сумму, например 100 или 49.99',
  'The purchase has not arrived yet. It can take a few minutes.':
    'Покупка еще не поступила. Это может занять несколько минут.',
  'The provider’s page could not be opened. Try again.':
    'Не удалось открыть страницу провайдера. Попробуйте еще раз.',
  'Nothing can be bought on this network': 'В этой сети ничего нельзя купить',
  'Connect an EVM account to swap': 'Подключите EVM-аккаунт, чтобы обменивать',
  'Network not supported for Swaps': 'Сеть не поддерживает обмен',
  'Swaps are not offered in your region': 'Обмен недоступен в вашем регионе',
  'You rejected the swap in your wallet': 'Вы отклонили обмен в кошельке',
  'Swap sent; it was not confirmed yet. Check your wallet before swapping again.':
    'Обмен отправлен; он еще не подтвержден. Проверьте кошелек, прежде чем обменивать снова.',
  'The approval and the swap failed on the chain (they reverted together): nothing was approved or swapped, and the network fee was paid.':
    'Одобрение и обмен не прошли в блокчейне (откатились вместе): ничего не одобрено и не обменяно, комиссия сети оплачена.',
  'The swap failed on the chain (it reverted): nothing was swapped, and the network fee was paid.':
    'Обмен не прошел в блокчейне (транзакция откатилась): ничего не обменяно, комиссия сети оплачена.',
  // The transaction review's warnings, refusals, fee and titles.
  'The fee ({fee}) is more than the payment ({payment}).': 'Комиссия ({fee}) больше платежа ({payment}).',
  "The fee rate, {rate}, is more than {factor} times the network's {networkRate} for the next block.":
    'Ставка комиссии, {rate}, более чем в {factor} раз выше ставки сети, {networkRate}, для следующего блока.',
  'The fee counts the amounts the site states for input {inputs}, which other signers sign and nothing proves: the fee paid may differ. What leaves this wallet is exact.':
    'Комиссия учитывает суммы, которые сайт указывает для входа {inputs}: его подписывают другие участники, и ничто их не подтверждает, поэтому уплаченная комиссия может отличаться. То, что уходит из этого кошелька, указано точно.',
  'The fee counts the amounts the site states for inputs {inputs}, which other signers sign and nothing proves: the fee paid may differ. What leaves this wallet is exact.':
    'Комиссия учитывает суммы, которые сайт указывает для входов {inputs}: их подписывают другие участники, и ничто их не подтверждает, поэтому уплаченная комиссия может отличаться. То, что уходит из этого кошелька, указано точно.',
  "The network's fee rate could not be read: compare the fee with your wallet's.":
    'Не удалось получить ставку комиссии сети: сравните комиссию с той, что в вашем кошельке.',
  'Foyer will not ask your wallet to sign this.': 'Foyer не будет просить ваш кошелек подписать это.',
  'The transaction has no outputs: everything it spends would go to the fee.':
    'У транзакции нет выходов: все, что она тратит, ушло бы в комиссию.',
  'Input {index}: the PSBT does not say what it spends, so what leaves this wallet is unknown.':
    'Вход {index}: PSBT не говорит, что он тратит, поэтому неизвестно, что уходит из этого кошелька.',
  "Input {index} spends this wallet's coins without its previous transaction, so its amount cannot be checked: the fee shown could be far from the fee paid.":
    'Вход {index} тратит монеты этого кошелька без своей предыдущей транзакции, поэтому его сумму нельзя проверить: показанная комиссия может сильно отличаться от уплаченной.',
  "Input {index} asks for {sighash}: this wallet's signature would not cover {part}, so the site could change them after you approve.":
    'Вход {index} запрашивает {sighash}: подпись этого кошелька не охватит {part}, поэтому сайт сможет изменить их после вашего подтверждения.',
  'the outputs': 'выходы',
  'all but one output': 'все выходы, кроме одного',
  'the other inputs': 'другие входы',
  'the outputs or the other inputs': 'выходы и другие входы',
  'all but one output or the other inputs': 'все выходы, кроме одного, и другие входы',
  'what this review shows': 'то, что показано в этом обзоре',
  'Input {index} is said to spend {stated}, but its previous transaction pays {paid}: the PSBT contradicts itself.':
    'Вход {index} якобы тратит {stated}, но его предыдущая транзакция платит {paid}: PSBT противоречит сам себе.',
  'Input {index} is said to spend {stated}, but its previous transaction pays {paid} to another script: the PSBT contradicts itself.':
    'Вход {index} якобы тратит {stated}, но его предыдущая транзакция платит {paid} на другой скрипт: PSBT противоречит сам себе.',
  "Unknown: the PSBT does not carry every input's amount": 'Неизвестно: PSBT не содержит сумму каждого входа',
  "Unknown: the PSBT does not say what each of this wallet's inputs spends":
    'Неизвестно: PSBT не говорит, что тратит каждый вход этого кошелька',
  'This transaction uses a durable nonce: it never expires, so it can be sent at any time, long after you approve it.':
    'Эта транзакция использует долговечный nonce: у нее нет срока действия, поэтому ее можно отправить когда угодно, даже спустя долгое время после подтверждения.',
  'The fee is paid by {payer}, not by this wallet: someone else prepared and pays for this transaction.':
    'Комиссию платит {payer}, а не этот кошелек: эту транзакцию подготовил и оплачивает кто-то другой.',
  'Foyer cannot tell how much SOL creating {account} costs you.':
    'Foyer не может определить, сколько SOL вам будет стоить создание {account}.',
  'This hands your account to program {program}: it could then take all of your SOL.':
    'Это передает ваш аккаунт программе {program}: она сможет забрать весь ваш SOL.',
  'An unlimited allowance: {delegate} could take every token in {account}, now or later.':
    'Неограниченное разрешение: {delegate} сможет забрать все токены из {account}, сейчас или позже.',
  '{authority} becomes the owner authority of {account}: it could take every token in it.':
    '{authority} получает полномочия владельца {account}: он сможет забрать из него все токены.',
  '{authority} becomes the close authority of {account}: it could close it and take its SOL.':
    '{authority} получает полномочия на закрытие {account}: он сможет закрыть его и забрать его SOL.',
  '{authority} becomes the {kind} authority of {account}: it could use that authority as it pleases.':
    '{authority} получает полномочия {kind} для {account}: он сможет распоряжаться ими как угодно.',
  'Closing {account} sends its SOL to {destination}, not to this wallet.':
    'Закрытие {account} отправляет его SOL на {destination}, а не в этот кошелек.',
  'Program {program} has an unknown effect: it may move any of your funds.':
    'Действие программы {program} неизвестно: она может переместить любые ваши средства.',
  'Foyer cannot read this transaction': 'Foyer не может прочитать эту транзакцию',
  'Foyer cannot read the address lookup tables this transaction uses':
    'Foyer не может прочитать таблицы поиска адресов, которые использует эта транзакция',
  'Foyer cannot read an instruction of this transaction':
    'Foyer не может прочитать инструкцию этой транзакции',
  'Leaves this wallet (token account {address})': 'Уходит из этого кошелька (токен-аккаунт {address})',
  'Leaves this wallet (mint {address})': 'Уходит из этого кошелька (mint {address})',
  '{amount} raw units (decimals unknown)': '{amount} необработанных единиц (знаки после запятой неизвестны)',
  '{amount} tokens': '{amount} токенов',
  'Unlimited allowance: {spender} may spend all of this wallet’s {name} (token {token}), now and later, until the allowance is revoked.':
    'Неограниченное разрешение: {spender} может тратить все {name} этого кошелька (токен {token}), сейчас и позже, пока разрешение не отозвано.',
  '{operator} may move every token this wallet holds in the collection {token}, now and later, until this is revoked.':
    '{operator} может перемещать все токены этого кошелька в коллекции {token}, сейчас и позже, пока это не отозвано.',
  'This calls function {selector} of {contract}, which Foyer cannot read: it may move any of your assets.':
    'Это вызывает функцию {selector} контракта {contract}, которую Foyer не может прочитать: она может переместить любые ваши активы.',
  'Unlimited allowance: {spender} may spend all of this wallet’s {name} (token {token}) once this is signed.':
    'Неограниченное разрешение: {spender} может тратить все {name} этого кошелька (токен {token}), как только это будет подписано.',
  'This signature is for chain {chain}, not {network} (chain {walletChain}) where this wallet is: it may be used on that other chain.':
    'Эта подпись для сети {chain}, а не для {network} (сеть {walletChain}), где находится этот кошелек: ее могут использовать в той сети.',
  'No minimum: you may receive nothing for the {amount} you pay.':
    'Минимум не задан: вы можете ничего не получить за {amount}, которые платите.',
  'The {token} go to {receiver}: Foyer cannot tell whether that is your account.':
    '{token} уходят на {receiver}: Foyer не может определить, ваш ли это аккаунт.',
  'The {token} go to {receiver}, not to your account.': '{token} уходят на {receiver}, а не на ваш аккаунт.',
  'The router swaps {symbol} only through its WETH ({weth}); this path starts with {token}: the router will refuse this swap, and only the network fee is spent.':
    'Роутер обменивает {symbol} только через свой WETH ({weth}); этот путь начинается с {token}: роутер отклонит этот обмен, и будет потрачена только комиссия сети.',
  'The router swaps {symbol} only through its WETH ({weth}); this path ends with {token}: the router will refuse this swap, and only the network fee is spent.':
    'Роутер обменивает {symbol} только через свой WETH ({weth}); этот путь заканчивается на {token}: роутер отклонит этот обмен, и будет потрачена только комиссия сети.',
  'The deadline ({deadline}) has passed: the router will refuse this swap, and only the network fee is spent.':
    'Срок ({deadline}) истек: роутер отклонит этот обмен, и будет потрачена только комиссия сети.',
  'Foyer cannot put this request in words: approve only if you trust this site with what it asks.':
    'Foyer не может описать этот запрос словами: подтверждайте его, только если доверяете этому сайту в том, что он просит.',
  'Foyer cannot read this request: {reason}.': 'Foyer не может прочитать этот запрос: {reason}.',
  'Send a Bitcoin transaction': 'Отправить транзакцию Bitcoin',
  'Sign a Bitcoin transaction': 'Подписать транзакцию Bitcoin',
  Inputs: 'Входы',
  Outputs: 'Выходы',
  'Signed by this wallet': 'Подписывается этим кошельком',
  'Back to this wallet': 'Возвращается в этот кошелек',
  'the token': 'токены',
  tokens: 'Токены',
  mint: 'выпуска',
  freeze: 'заморозки',
  'transfer fee config': 'настройки комиссии за перевод',
  'withheld withdraw': 'вывода удержанных комиссий',
  'close mint': 'закрытия mint',
  'interest rate': 'процентной ставки',
  'permanent delegate': 'постоянного делегата',
  'confidential transfer mint': 'mint конфиденциальных переводов',
  'transfer hook program': 'программы хука перевода',
  'confidential transfer fee config': 'настройки комиссии за конфиденциальные переводы',
  'metadata pointer': 'указателя метаданных',
  'group pointer': 'указателя группы',
  'group member pointer': 'указателя участника группы',
  'scaled UI amount': 'масштабируемой отображаемой суммы',
  pause: 'приостановки',
  'Send a transaction': 'Отправить транзакцию',
  'Sign a transaction': 'Подписать транзакцию',
  'Sign a message': 'Подписать сообщение',
  'Sign typed data': 'Подписать типизированные данные',
  'Send calls': 'Отправить вызовы',
  'Send 1 call': 'Отправить 1 вызов',
  'Send {count} calls': 'Отправить вызовы: {count}',
  'Sign {type}': 'Подписать {type}',
  'Call {index}': 'Вызов {index}',
  'Call {index}: {heading}': 'Вызов {index}: {heading}',
  Sends: 'Отправляет',
  Moves: 'Перемещает',
  Allowance: 'Разрешение',
  Operator: 'Оператор',
  'Creates a contract': 'Создает контракт',
  Request: 'Запрос',
  Domain: 'Домен',
  Message: 'Сообщение',
  'Token permit (EIP-2612)': 'Разрешение токена (EIP-2612)',
  'Permit2 allowance': 'Разрешение Permit2',
  'Permit2 transfer': 'Перевод Permit2',
  Instructions: 'Инструкции',
  owner: 'владельца',
  close: 'закрытия',
  'SOL transfer': 'Перевод SOL',
  '{action} (paid by {payer})': '{action} (платит {payer})',
  'Creates an account of {bytes} bytes for program {program}':
    'Создает аккаунт размером {bytes} байт для программы {program}',
  'Creates an account of {bytes} bytes for program {program} (seed "{seed}" of {base})':
    'Создает аккаунт размером {bytes} байт для программы {program} (seed «{seed}» от {base})',
  'SOL transfer from {from} (seed "{seed}" of {base}, program {program})':
    'Перевод SOL с {from} (seed «{seed}» от {base}, программа {program})',
  'Hands the account to program {program}': 'Передает аккаунт программе {program}',
  'Hands the account (seed "{seed}" of {base}) to program {program}':
    'Передает аккаунт (seed «{seed}» от {base}) программе {program}',
  'Gives the account {bytes} bytes of data': 'Выделяет аккаунту {bytes} байт данных',
  'Gives the account {bytes} bytes (seed "{seed}" of {base}) and hands it to program {program}':
    'Выделяет аккаунту {bytes} байт (seed «{seed}» от {base}) и передает его программе {program}',
  'Advances the durable nonce of this account': 'Продвигает долговременный nonce этого аккаунта',
  'Withdraws SOL from nonce account {nonce}': 'Выводит SOL с nonce-аккаунта {nonce}',
  'Makes this a nonce account of {authority}': 'Делает этот аккаунт nonce-аккаунтом {authority}',
  'Becomes the authority of nonce account {nonce}': 'Получает полномочия над nonce-аккаунтом {nonce}',
  'Upgrades this nonce account': 'Обновляет этот nonce-аккаунт',
  'Token transfer of mint {mint} from {source}': 'Перевод токенов mint {mint} с {source}',
  'Token transfer from {source}': 'Перевод токенов с {source}',
  'May spend tokens of mint {mint} from {source}': 'Может тратить токены mint {mint} с {source}',
  'May spend tokens from {source}': 'Может тратить токены с {source}',
  'Burns tokens of mint {mint}': 'Сжигает токены mint {mint}',
  'Mints new tokens of mint {mint}': 'Выпускает новые токены mint {mint}',
  'Becomes the {kind} authority of {account}': 'Получает полномочия {kind} для {account}',
  'Removes the {kind} authority of this account for good':
    'Навсегда удаляет полномочия {kind} этого аккаунта',
  'Closes token account {account}; its SOL goes to this address':
    'Закрывает токен-аккаунт {account}; его SOL уходят на этот адрес',
  'Cancels the allowance on this token account': 'Отменяет разрешение на этом токен-аккаунте',
  'Freezes this token account of mint {mint}': 'Замораживает этот токен-аккаунт mint {mint}',
  'Unfreezes this token account of mint {mint}': 'Размораживает этот токен-аккаунт mint {mint}',
  'Updates the wrapped SOL balance of this token account':
    'Обновляет баланс обернутого SOL на этом токен-аккаунте',
  'Sets up a token account of mint {mint}, owned by {owner}':
    'Создает токен-аккаунт mint {mint}, владелец {owner}',
  'Creates a mint of {decimals} decimals; mint authority {authority}, freeze authority {freeze}':
    'Создает mint с {decimals} знаками после запятой; полномочие выпуска {authority}, полномочие заморозки {freeze}',
  'Creates a mint of {decimals} decimals; mint authority {authority}':
    'Создает mint с {decimals} знаками после запятой; полномочие выпуска {authority}',
  'Creates the token account of {wallet} for mint {mint}: an earlier instruction creates it, nothing is paid':
    'Создает токен-аккаунт {wallet} для mint {mint}: его создает предыдущая инструкция, ничего не оплачивается',
  'Creates the token account of {wallet} for mint {mint}: it exists already, nothing is paid':
    'Создает токен-аккаунт {wallet} для mint {mint}: он уже существует, ничего не оплачивается',
  'Creates the token account of {wallet} for mint {mint}': 'Создает токен-аккаунт {wallet} для mint {mint}',
  'Sets the compute limit to {units} units': 'Устанавливает лимит вычислений: {units} единиц',
  'Sets the priority fee to {price} micro-lamports per compute unit':
    'Устанавливает приоритетную комиссию: {price} микролампортов за единицу вычислений',
  'Asks for a heap of {bytes} bytes': 'Запрашивает кучу размером {bytes} байт',
  "Limits the accounts' data to {bytes} bytes": 'Ограничивает данные аккаунтов: {bytes} байт',
  'Memo: {memo}': 'Заметка: {memo}',
  'Calls a program Foyer cannot read, with your account: unknown effect, it may move any of your funds':
    'Вызывает программу, которую Foyer не может прочитать, с вашим аккаунтом: последствия неизвестны, она может переместить любые ваши средства',
  'Calls a program Foyer cannot read (it is not given your account)':
    'Вызывает программу, которую Foyer не может прочитать (ей не передан ваш аккаунт)',
  'A transaction Foyer cannot read': 'Транзакция, которую Foyer не может прочитать',
  'Receives {name} from this wallet': 'Получает {name} из этого кошелька',
  'Receives {name} taken from {from}': 'Получает {name}, взятые с {from}',
  'May move token #{id} of this wallet’s {name}': 'Может переместить токен № {id} из {name} этого кошелька',
  'May spend this wallet’s {name}': 'Может тратить {name} этого кошелька',
  '{router} may spend this wallet’s {name}': '{router} может тратить {name} этого кошелька',
  '{action} (added to what it may already spend)': '{action} (сверх того, что уже можно тратить)',
  'May move every token this wallet holds in {name} ({token})':
    'Может переместить любой токен этого кошелька в {name} ({token})',
  'May no longer move this wallet’s tokens in {name}':
    'Больше не может перемещать токены этого кошелька в {name}',
  'Receives token #{id} of {name} taken from {from}': 'Получает токен № {id} из {name}, взятый с {from}',
  'With {bytes} bytes of data for the receiver': 'С данными для получателя: {bytes} байт',
  'Deploys {bytes} bytes of code': 'Развертывает код размером {bytes} байт',
  '{router} (declared by this network)': '{router} (указан этой сетью)',
  'Calls a contract (unverified): it may move any of your assets · function {selector}':
    'Вызывает контракт (не проверен): он может переместить любые ваши активы · функция {selector}',
  'Token contract ({symbol})': 'Контракт токена ({symbol})',
  'Token contract': 'Контракт токена',
  'The Uniswap router': 'Роутер Uniswap',
  '{router} ({address})': '{router} ({address})',
  'The chain did not tell this token’s decimals: raw units':
    'Сеть не сообщила знаки после запятой этого токена: необработанные единицы',
  'Swap exactly {paid} for any amount of {token} (no minimum: you may receive nothing)':
    'Обменять ровно {paid} на любое количество {token} (без минимума: вы можете ничего не получить)',
  'Swap exactly {paid} for at least {received}': 'Обменять ровно {paid} не менее чем на {received}',
  'Swap at most {paid} for exactly {received}': 'Обменять не более {paid} ровно на {received}',
  'Swap at most {paid} for exactly {received} (what is not used comes back to the sender)':
    'Обменять не более {paid} ровно на {received} (неиспользованное вернется отправителю)',
  'Wraps the {symbol} paid ({token})': 'Оборачивает уплаченные {symbol} ({token})',
  'Pays {token}': 'Платит {token}',
  'Unwrapped into {symbol} ({token})': 'Разворачивается в {symbol} ({token})',
  'Receives {token}': 'Получает {token}',
  'Through {token}': 'Через {token}',
  'Receives {amount}: this wallet': 'Получает {amount}: этот кошелек',
  'Receives {amount}: NOT this wallet': 'Получает {amount}: НЕ этот кошелек',
  'any amount of {token}': 'любое количество {token}',
  'at least {amount}': 'не менее {amount}',
  'For tokens that take a fee when moved: the bound is checked on what arrives':
    'Для токенов, которые удерживают комиссию при переводе: граница проверяется по тому, что поступает',
  'No deadline: the router accepts it at any time, at whatever price then':
    'Без срока: роутер примет это в любое время, по цене на тот момент',
  'Valid until {deadline}': 'Действует до {deadline}',
  'May spend this wallet’s {name} (token {token}), {until}':
    'Может тратить {name} этого кошелька (токен {token}), {until}',
  'no end date (0)': 'без даты окончания (0)',
  'never expires': 'бессрочно',
  'until {date}': 'до {date}',
  '{amount} raw units': '{amount} необработанных единиц',
  'unlimited {token}': 'неограниченное количество {token}',
  'all tokens': 'все токены',
  none: 'ничего',
  'token #{id}': 'токен № {id}',
  '{count} × token #{id}': '{count} × токен № {id}',
  'at most {amount}': 'не более {amount}',
  Unlimited: 'Без ограничений',
  'Up to {amount}': 'До {amount}',
  'Its rent (amount unknown: the mint has extensions)':
    'Его рента (сумма неизвестна: у mint есть расширения)',
  'All of its SOL (amount unknown)': 'Все его SOL (сумма неизвестна)',
  'Amount unknown': 'Сумма неизвестна',
} satisfies Dictionary
