import type { Dictionary } from '../dictionary.js'

// Persian (right to left). Product and protocol names (WalletConnect, Farcaster, NFT, Ordinals) stay as
// they are. A noun after a number stays singular in Persian, so both plural forms read alike.
export default {
  // The modal's alerts: their titles and messages, and those core raises in their place
  'Network Not Found': 'شبکه پیدا نشد',
  'Network not found': 'شبکه پیدا نشد',
  'Invalid App Configuration': 'پیکربندی برنامه نامعتبر است',
  'Origin not allow-listed: add this origin to your project on the dashboard.':
    'مبدأ در فهرست مجاز نیست: این مبدأ را در داشبورد به پروژه خود اضافه کنید.',
  'Network Error': 'خطای شبکه',
  'Failed to load the embedded wallet.': 'بارگذاری کیف پول داخلی ناموفق بود.',
  'Embedded Wallet Request Timed Out': 'مهلت درخواست کیف پول داخلی تمام شد',
  'The embedded wallet did not answer in time.': 'کیف پول داخلی به‌موقع پاسخ نداد.',
  'Session Expired': 'نشست منقضی شد',
  'Your session expired: connect again.': 'نشست شما منقضی شده است: دوباره متصل شوید.',
  'Invalid Project ID': 'شناسه پروژه نامعتبر',
  'The project id was refused: check it on the dashboard.': 'شناسه پروژه رد شد: آن را در داشبورد بررسی کنید.',
  'Project ID Not Configured': 'شناسه پروژه پیکربندی نشده است',
  'No project id is set: remote features are off (basic mode).':
    'شناسه پروژه تنظیم نشده است: قابلیت‌های راه دور خاموش‌اند (حالت پایه).',
  'No Allowed Origins': 'مبدأ مجازی وجود ندارد',
  "No allowed origin could be read for this project: add this site's origin to the project. Email and social login may not work here.":
    'هیچ مبدأ مجازی برای این پروژه خوانده نشد: مبدأ این سایت را به پروژه اضافه کنید. ممکن است ورود با ایمیل و شبکه اجتماعی اینجا کار نکند.',
  'Server Error': 'خطای سرور',
  'The server answered with an error.': 'سرور با خطا پاسخ داد.',
  'Rate Limited': 'محدودیت تعداد درخواست',
  'Too many requests: try again later.': 'درخواست‌ها بیش از حد است: بعداً دوباره تلاش کنید.',
  'iframe load failed': 'بارگذاری iframe ناموفق بود',
  'The login frame did not load.': 'قاب ورود بارگذاری نشد.',
  'iframe request timeout': 'مهلت درخواست iframe تمام شد',
  'The login frame did not answer in time.': 'قاب ورود به‌موقع پاسخ نداد.',
  'unverified domain': 'دامنه تأییدنشده',
  'This domain is not verified.': 'این دامنه تأیید نشده است.',
  'Multi-Wallet Not Enabled': 'چندکیف‌پولی فعال نیست',
  'This site connects one wallet at a time.': 'این سایت هر بار فقط یک کیف پول را متصل می‌کند.',
  'Local configuration ignored': 'پیکربندی محلی نادیده گرفته شد',
  'Remote configuration loaded: local feature settings are ignored.':
    'پیکربندی راه دور بارگذاری شد: تنظیمات محلی قابلیت‌ها نادیده گرفته می‌شوند.',
  'Local configuration for {features} was ignored because the remote configuration loaded: manage these features on the project dashboard.':
    'پیکربندی محلی برای {features} نادیده گرفته شد، چون پیکربندی راه دور بارگذاری شد: این قابلیت‌ها را در داشبورد پروژه مدیریت کنید.',
  'This payment request is not valid: {reason}': 'این درخواست پرداخت معتبر نیست: {reason}',
  'Session not yet valid': 'نشست هنوز معتبر نیست',
  "The device clock is behind: check the device's date and time.":
    'ساعت دستگاه عقب است: تاریخ و ساعت دستگاه را بررسی کنید.',
  // What a call the swap service built differs in: the failed check's words and values
  'the approval goes to {to}, not to the {symbol} contract {token}':
    'تأیید به {to} می‌رود، نه به قرارداد {symbol} {token}',
  "the approval sends {wei} wei of the network's coin": 'تأیید {wei} wei از کوین شبکه ارسال می‌کند',
  'the approval is not an approval of exactly {amount}': 'تأیید، تأییدِ دقیقاً {amount} نیست',
  "the approval lets {spender} spend, not the network's swap router {router}":
    'تأیید به {spender} اجازه خرج می‌دهد، نه به روتر سواپ شبکه {router}',
  'the swap is sent from {from}, not from {account}': 'سواپ از {from} ارسال می‌شود، نه از {account}',
  "the swap sends {wei} wei of the network's coin, not {expected}":
    'سواپ {wei} wei از کوین شبکه ارسال می‌کند، نه {expected}',
  'the swap goes to {to}, not to {spender}, which the approval lets spend':
    'سواپ به {to} می‌رود، نه به {spender} که تأیید به آن اجازه خرج می‌دهد',
  "the swap goes to {to}, not to the network's swap router {router}":
    'سواپ به {to} می‌رود، نه به روتر سواپ شبکه {router}',
  'the swap is not one of the router’s swaps of an exact amount':
    'سواپ یکی از سواپ‌های روتر با مقدار دقیق نیست',
  'the swap ({function}) does not pay {from} for {to}': 'سواپ ({function}) در ازای {to}، {from} نمی‌پردازد',
  'the swap pays {amount}, not the amount shown': 'سواپ {amount} می‌پردازد، نه مقدار نمایش‌داده‌شده را',
  "the swap's path starts at {address}, not at {symbol}": 'مسیر سواپ از {address} شروع می‌شود، نه از {symbol}',
  "the swap's path ends at {address}, not at {symbol}": 'مسیر سواپ به {address} ختم می‌شود، نه به {symbol}',
  'the swap pays what it gives to {to}, not to {account}':
    'سواپ آنچه را می‌دهد به {to} می‌پردازد، نه به {account}',
  'the swap’s deadline has passed': 'مهلت سواپ گذشته است',
  // Core's messages with a value in them, the value as core gave it
  'HTTP status code: {status}': 'کد وضعیت HTTP: {status}',
  'Please try again after {seconds} seconds': 'لطفاً پس از {seconds} ثانیه دوباره تلاش کنید',
  'Error registering name {name}': 'خطا در ثبت نام {name}',
  'Bitcoin does not relay payments this small: send at least {minimum}':
    'شبکه Bitcoin پرداخت‌هایی به این کوچکی را منتقل نمی‌کند: دست‌کم {minimum} بفرستید',
  'The transfer failed on the network ({error}); its fee was paid':
    'انتقال در شبکه ناموفق بود ({error})؛ کارمزد آن پرداخت شد',
  // Swap's failures and Send's Max message, from core's data
  'Could not load the tokens to swap: {reason}': 'توکن‌های قابل سواپ بارگیری نشدند: {reason}',
  'Could not get a quote for {from} → {to}: {reason}': 'دریافت قیمت برای {from} → {to} ممکن نشد: {reason}',
  'No quote for {from} → {to}: the swap service offers no route':
    'قیمتی برای {from} → {to} نیست: سرویس سواپ مسیری ارائه نمی‌دهد',
  'Could not read your {symbol} balance from the chain': 'خواندن موجودی {symbol} شما از زنجیره ممکن نشد',
  'Could not estimate the network fee, so Max cannot leave it: type the amount, keeping some for the fee':
    'کارمزد شبکه برآورد نشد، پس حداکثر نمی‌تواند آن را کنار بگذارد: مبلغ را وارد کنید و مقداری برای کارمزد نگه دارید',
  'Could not read how much {symbol} the exchange may spend: {reason}':
    'خواندن اینکه صرافی چه مقدار {symbol} می‌تواند خرج کند ممکن نشد: {reason}',
  'You rejected the approval of {symbol} in your wallet': 'تأیید {symbol} را در کیف پول خود رد کردید',
  'The approval of {symbol} failed: {reason}': 'تأیید {symbol} ناموفق بود: {reason}',
  'The approval of {symbol} was sent but not confirmed in time':
    'تأیید {symbol} ارسال شد اما به‌موقع تأیید نهایی نشد',
  'The approval of {symbol} failed on the chain (it reverted): the swap was not sent. The network fee was paid.':
    'تأیید {symbol} روی زنجیره ناموفق بود (برگشت خورد): سواپ ارسال نشد. کارمزد شبکه پرداخت شد.',
  'Could not build the swap: {reason}': 'ساخت سواپ ممکن نشد: {reason}',
  'The swap service built a transaction that is not the swap shown, so it was not sent: {details}.':
    'سرویس سواپ تراکنشی ساخت که سواپ نمایش‌داده‌شده نیست، پس ارسال نشد: {details}.',
  'The price moved: the swap would give less than {minimum} (the minimum shown, {slippage} % slippage). Check the new quote.':
    'قیمت تغییر کرد: سواپ کمتر از {minimum} می‌دهد (حداقل نمایش‌داده‌شده، لغزش {slippage} %). قیمت جدید را بررسی کنید.',
  'The swap failed: {reason}': 'سواپ ناموفق بود: {reason}',
  'You rejected the approval of {symbol} and the swap in your wallet':
    'تأیید {symbol} و سواپ را در کیف پول خود رد کردید',
  'The approval of {symbol} and the swap failed: {reason}': 'تأیید {symbol} و سواپ ناموفق بودند: {reason}',
  'The approval of {symbol} and the swap failed: {reason}. Nothing was approved or swapped.':
    'تأیید {symbol} و سواپ ناموفق بودند: {reason}. چیزی تأیید یا سواپ نشد.',
  'the swap service did not answer': 'سرویس سواپ پاسخ نداد',
  'the wallet could not send it': 'کیف پول نتوانست آن را ارسال کند',
  'the wallet could not send them': 'کیف پول نتوانست آن‌ها را ارسال کند',
  'the chain does not show it': 'زنجیره آن را نشان نمی‌دهد',
  'You hold no {symbol}': 'هیچ {symbol} ندارید',

  // The modal's frame
  Back: 'بازگشت',
  Close: 'بستن',
  'This step must be completed before closing': 'پیش از بستن باید این مرحله را کامل کنید',

  // View titles (the header), one per view
  'Connect wallet': 'اتصال کیف پول',
  Account: 'حساب',
  'All wallets': 'همه کیف‌پول‌ها',
  WalletConnect: 'WalletConnect',
  'Unsupported network': 'شبکه پشتیبانی‌نشده',
  'Choose network': 'انتخاب شبکه',
  'Get a wallet': 'دریافت کیف پول',
  'Switch network': 'تغییر شبکه',
  'Switch chain': 'تغییر زنجیره',
  'Choose a name': 'انتخاب نام',
  'Name registered': 'نام ثبت شد',
  'Email login': 'ورود با ایمیل',
  'Update email': 'تغییر ایمیل',
  'Social login': 'ورود با شبکه اجتماعی',
  Farcaster: 'Farcaster',
  Wallets: 'کیف‌پول‌ها',
  'Buy crypto': 'خرید رمزارز',
  Receive: 'دریافت',
  Send: 'ارسال',
  'Sign in': 'ورود',
  Swap: 'سواپ',
  Pay: 'پرداخت',
  'Approve transaction': 'تأیید تراکنش',

  // Shared
  'Try again': 'تلاش دوباره',
  Cancel: 'لغو',
  'Loading…': 'در حال بارگذاری…',
  Copied: 'کپی شد',
  "Couldn't copy": 'کپی نشد',
  'Copy address': 'کپی آدرس',
  'Copy link': 'کپی پیوند',

  // The page's buttons
  'Connecting…': 'در حال اتصال…',
  'Select network': 'انتخاب شبکه',

  // Connect
  'Loading sign-in options…': 'در حال بارگذاری روش‌های ورود…',
  'New to wallets?': 'تازه با کیف پول آشنا شده‌اید؟',
  'Get one': 'دریافت کنید',
  Recent: 'اخیر',
  Installed: 'نصب‌شده',
  Featured: 'ویژه',
  'More wallets': 'کیف‌پول‌های بیشتر',
  External: 'خارجی',
  Recommended: 'پیشنهادی',
  'Continue with email': 'ادامه با ایمیل',
  'Continue with a social account': 'ادامه با حساب شبکه اجتماعی',
  'Continue with {provider}': 'ادامه با {provider}',

  // All wallets
  'Search wallets': 'جستجوی کیف پول',
  Search: 'جستجو',
  'Certified only': 'فقط تأییدشده‌ها',
  Certified: 'تأییدشده',
  'Loading wallets': 'در حال بارگذاری کیف‌پول‌ها',
  'Loading more wallets': 'در حال بارگذاری کیف‌پول‌های بیشتر',
  'No wallet found': 'کیف پولی پیدا نشد',
  'Nothing matches “{query}”.': 'چیزی با «{query}» مطابقت ندارد.',
  'Nothing matches “{query}” among certified wallets.':
    'در میان کیف‌پول‌های تأییدشده چیزی با «{query}» مطابقت ندارد.',
  'The directory has no wallets.': 'فهرست هیچ کیف پولی ندارد.',
  'The directory has no wallets among certified wallets.': 'فهرست هیچ کیف پول تأییدشده‌ای ندارد.',
  'one: {count} wallet|other: {count} wallets': 'one: {count} کیف پول|other: {count} کیف پول',
  'Wallet directory not configured': 'فهرست کیف پول پیکربندی نشده است',
  'Browsing and searching all wallets needs the wallet directory: set a project id and its API URL.':
    'برای مرور و جستجوی همه کیف‌پول‌ها به فهرست کیف پول نیاز است: شناسه پروژه و نشانی API آن را تنظیم کنید.',

  // Account
  'Approve the request in your wallet.': 'درخواست را در کیف پول خود تأیید کنید.',
  'Network:': 'شبکه:',
  'Email:': 'ایمیل:',
  Update: 'تغییر',
  'Smart account': 'حساب هوشمند',
  'Switch to smart account': 'تغییر به حساب هوشمند',
  'Switching to your smart account…': 'در حال تغییر به حساب هوشمند شما…',
  Wallet: 'کیف پول',
  'Wallets:': 'کیف‌پول‌ها:',
  'View on explorer': 'مشاهده در اکسپلورر',
  Disconnect: 'قطع اتصال',
  Accounts: 'حساب‌ها',
  Payment: 'پرداخت',
  Ordinals: 'Ordinals',
  'Copy payment address': 'کپی آدرس پرداخت',
  'Copy ordinals address': 'کپی آدرس Ordinals',
  'Other addresses': 'آدرس‌های دیگر',
  '{purpose}: {address}': '{purpose}: {address}',
  'Networks not connected': 'شبکه‌های متصل‌نشده',
  'Switch to {network}': 'تغییر به {network}',
  'Loading balance…': 'در حال بارگذاری موجودی…',
  'Balance unavailable': 'موجودی در دسترس نیست',
  Tokens: 'توکن‌ها',
  Total: 'مجموع',
  Unknown: 'نامشخص',
  'Loading tokens…': 'در حال بارگذاری توکن‌ها…',
  'Token balances are unavailable.': 'موجودی توکن‌ها در دسترس نیست.',
  'No tokens on this network yet.': 'هنوز توکنی در این شبکه ندارید.',
  NFTs: 'NFTها',
  'Loading NFTs…': 'در حال بارگذاری NFTها…',
  'NFTs are unavailable.': 'NFTها در دسترس نیستند.',
  'No NFTs on this network yet.': 'هنوز NFTای در این شبکه ندارید.',
  Activity: 'فعالیت',
  'Loading activity…': 'در حال بارگذاری فعالیت…',
  'No activity on this network yet.': 'هنوز فعالیتی در این شبکه ندارید.',
  'Show more': 'نمایش بیشتر',
  Failed: 'ناموفق',
  Pending: 'در انتظار',

  // Networks, switching, connecting
  Networks: 'شبکه‌ها',
  "Your wallet is on a network this app doesn't support. Choose one below.":
    'کیف پول شما روی شبکه‌ای است که این برنامه از آن پشتیبانی نمی‌کند. یکی از شبکه‌های زیر را انتخاب کنید.',
  "This app doesn't support your current network. Switch to an available option to continue.":
    'این برنامه از شبکه فعلی شما پشتیبانی نمی‌کند. برای ادامه به یکی از شبکه‌های موجود تغییر دهید.',
  'the network': 'شبکه',
  'Approve in wallet': 'در کیف پول تأیید کنید',
  'Switch to {network} in {wallet}': 'در {wallet} به {network} تغییر دهید',
  'Switched to {network}': 'شبکه به {network} تغییر کرد',
  'your wallet': 'کیف پول شما',
  'Connected to {wallet}': 'به {wallet} متصل شد',
  'Continue in {wallet}': 'ادامه در {wallet}',
  'Accept the connection request in your wallet.': 'درخواست اتصال را در کیف پول خود بپذیرید.',
  '{namespace} wallet needed': 'به کیف پول {namespace} نیاز است',
  'To use {network}, connect a wallet that supports {namespace} networks.':
    'برای استفاده از {network}، کیف پولی را متصل کنید که از شبکه‌های {namespace} پشتیبانی می‌کند.',
  'Your current wallet is on {namespace}.': 'کیف پول فعلی شما روی {namespace} است.',

  // Connecting over WalletConnect
  wallet: 'کیف پول',
  'Approved in {wallet}': 'در {wallet} تأیید شد',
  'Scan with {wallet}': 'اسکن با {wallet}',
  'Scan with your phone': 'اسکن با تلفن همراه',
  'Reconnecting to WalletConnect…': 'در حال اتصال دوباره به WalletConnect…',
  '{wallet} opens this site in its own browser, where it connects directly.':
    '{wallet} این سایت را در مرورگر خودش باز می‌کند و همان‌جا مستقیم متصل می‌شود.',
  'Your wallet opens this site in its own browser, where it connects directly.':
    'کیف پول شما این سایت را در مرورگر خودش باز می‌کند و همان‌جا مستقیم متصل می‌شود.',
  'Open in {wallet}': 'باز کردن در {wallet}',
  'Open {wallet}': 'باز کردن {wallet}',
  'Preparing the link…': 'در حال آماده‌سازی پیوند…',
  'Waiting for the WalletConnect relay to create a pairing code…':
    'در انتظار ساخت کد جفت‌سازی توسط رله WalletConnect…',
  'Approve the connection in your wallet, then come back here.':
    'اتصال را در کیف پول خود تأیید کنید و سپس به اینجا برگردید.',
  'Get a new link': 'دریافت پیوند جدید',
  'Wallet not opening? Copy the link': 'کیف پول باز نمی‌شود؟ پیوند را کپی کنید',
  'Copy the link into your wallet': 'پیوند را کپی کنید و در کیف پول خود بچسبانید',
  'QR code to connect {wallet}': 'کد QR برای اتصال {wallet}',
  'QR code to connect your wallet': 'کد QR برای اتصال کیف پول شما',
  "Scan it with your phone's camera or your wallet's scanner.":
    'آن را با دوربین تلفن همراه یا اسکنر کیف پول خود اسکن کنید.',
  "Can't scan? Copy the link": 'نمی‌توانید اسکن کنید؟ پیوند را کپی کنید',
  'Get a new QR code': 'دریافت کد QR جدید',

  // Get a wallet, toasts, alerts
  'Browse all wallets': 'مرور همه کیف‌پول‌ها',
  'No wallet to suggest': 'کیف پولی برای پیشنهاد نیست',
  "The wallet directory did not say where to get its wallets. Look for a wallet app in your phone's app store, or for a wallet extension in your browser's.":
    'فهرست کیف پول نگفته است این کیف‌پول‌ها را از کجا می‌توان گرفت. یک برنامه کیف پول را در فروشگاه برنامه تلفن همراه خود، یا یک افزونه کیف پول را در فروشگاه افزونه‌های مرورگر خود پیدا کنید.',
  'A wallet holds your crypto and signs you in to apps like this one, with no password to remember. Get one, then come back here to connect it.':
    'کیف پول رمزارزهای شما را نگه می‌دارد و بدون نیاز به به‌خاطر سپردن رمز عبور، شما را وارد برنامه‌هایی مانند این می‌کند. یکی دریافت کنید و سپس برای اتصال آن به اینجا برگردید.',
  'Loading wallets…': 'در حال بارگذاری کیف‌پول‌ها…',
  Extension: 'افزونه',
  iOS: 'iOS',
  Android: 'Android',
  Website: 'وب‌سایت',
  'browser extension': 'افزونه مرورگر',
  'iOS app': 'برنامه iOS',
  'Android app': 'برنامه Android',
  website: 'وب‌سایت',
  '{wallet} {link} (opens in a new tab)': '{link} {wallet} (در برگه جدید باز می‌شود)',
  'Close notification': 'بستن اعلان',
  'Notifications (Alt+T)': 'اعلان‌ها (Alt+T)',
  'Dismiss alert': 'بستن هشدار',

  // Email, social and Farcaster login
  Continue: 'ادامه',
  'No code?': 'کدی دریافت نکردید؟',
  'Send another': 'ارسال دوباره',
  'Your email': 'ایمیل شما',
  'Enter the code sent to {email}': 'کد ارسال‌شده به {email} را وارد کنید',
  'Sending a code to {email}…': 'در حال ارسال کد به {email}…',
  'Approve this device from the email sent to {email}.':
    'این دستگاه را از طریق ایمیل ارسال‌شده به {email} تأیید کنید.',
  'Checking the code…': 'در حال بررسی کد…',
  'Signing you in…': 'در حال ورود…',
  'Email login is not set up': 'ورود با ایمیل راه‌اندازی نشده است',
  'This site has no embedded wallet to sign you in with email. Connect a wallet instead.':
    'این سایت کیف پول داخلی برای ورود با ایمیل ندارد. به‌جای آن یک کیف پول متصل کنید.',
  'New email': 'ایمیل جدید',
  'your new email': 'ایمیل جدید شما',
  'One moment…': 'لحظه‌ای صبر کنید…',
  'This site has no embedded wallet whose email could change.':
    'این سایت کیف پول داخلی‌ای ندارد که ایمیل آن قابل تغییر باشد.',
  'Taking you to {provider}…': 'در حال انتقال به {provider}…',
  'Logging you in with {provider}…': 'در حال ورود با {provider}…',
  'Logged in with {provider}.': 'با {provider} وارد شدید.',
  'Log in with {provider} in the window that opened.': 'در پنجره‌ای که باز شد با {provider} وارد شوید.',
  'Social login is not set up': 'ورود با شبکه اجتماعی راه‌اندازی نشده است',
  'This site has no embedded wallet to sign you in with a social account. Connect a wallet instead.':
    'این سایت کیف پول داخلی برای ورود با حساب شبکه اجتماعی ندارد. به‌جای آن یک کیف پول متصل کنید.',
  'QR code to log in with Farcaster': 'کد QR برای ورود با Farcaster',
  "Scan it with your phone's camera, then approve the sign-in in the Farcaster app.":
    'آن را با دوربین تلفن همراه اسکن کنید و سپس ورود را در برنامه Farcaster تأیید کنید.',
  'Loading your Farcaster account…': 'در حال بارگذاری حساب Farcaster شما…',
  'Farcaster login is not set up': 'ورود با Farcaster راه‌اندازی نشده است',
  'This site has no embedded wallet to sign you in with Farcaster. Connect a wallet instead.':
    'این سایت کیف پول داخلی برای ورود با Farcaster ندارد. به‌جای آن یک کیف پول متصل کنید.',

  // Sign-in message, transaction approval, profile wallets, names
  'Signing in': 'در حال ورود',
  'This site': 'این سایت',
  '{app} needs to connect to your wallet': '{app} باید به کیف پول شما متصل شود',
  'Sign this message to prove you own {address}. It costs nothing and sends no transaction.':
    'این پیام را امضا کنید تا ثابت شود مالک {address} هستید. هیچ هزینه‌ای ندارد و هیچ تراکنشی ارسال نمی‌کند.',
  'Approve the signature in your wallet': 'امضا را در کیف پول خود تأیید کنید',
  Sign: 'امضا',
  'Message to sign': 'پیام برای امضا',
  'No transaction to approve': 'تراکنشی برای تأیید نیست',
  'Nothing is waiting for your approval.': 'چیزی در انتظار تأیید شما نیست.',
  Warnings: 'هشدارها',
  'one: {count} more transaction waits after this one|other: {count} more transactions wait after this one':
    'one: {count} تراکنش دیگر پس از این در انتظار است|other: {count} تراکنش دیگر پس از این در انتظار است',
  'Approve the transaction in your wallet': 'تراکنش را در کیف پول خود تأیید کنید',
  Approve: 'تأیید',
  Decline: 'رد',
  Done: 'تمام',
  '{namespace} wallets': 'کیف‌پول‌های {namespace}',
  'No wallet connected.': 'هیچ کیف پولی متصل نیست.',
  'Connected wallets': 'کیف‌پول‌های متصل',
  Active: 'فعال',
  'Switch to {wallet}': 'تغییر به {wallet}',
  Switch: 'تغییر',
  'Disconnect {wallet}': 'قطع اتصال {wallet}',
  'Recent wallets': 'کیف‌پول‌های اخیر',
  'Connect {wallet}': 'اتصال {wallet}',
  Connect: 'اتصال',
  'Remove {wallet}': 'حذف {wallet}',
  Remove: 'حذف',
  'Add wallet': 'افزودن کیف پول',
  'Multi-wallet is not set up on this site.': 'چند کیف پولی در این سایت راه‌اندازی نشده است.',
  'Your account now goes by this name.': 'حساب شما اکنون با این نام شناخته می‌شود.',
  'Back to account': 'بازگشت به حساب',
  'Names are not set up': 'نام‌ها راه‌اندازی نشده‌اند',
  'This site does not register names for accounts.': 'این سایت برای حساب‌ها نام ثبت نمی‌کند.',
  'Registering {name}…': 'در حال ثبت {name}…',
  Name: 'نام',
  Register: 'ثبت',
  'At least 4 letters, digits or hyphens.': 'دست‌کم ۴ حرف، رقم یا خط تیره.',
  Suggestions: 'پیشنهادها',
  Taken: 'قبلاً ثبت شده',
  Available: 'در دسترس',

  // Send, Receive, Swap, Buy and Pay
  'No account connected': 'هیچ حسابی متصل نیست',
  'Connect a wallet to receive funds.': 'برای دریافت وجه، یک کیف پول متصل کنید.',
  'QR code of your address': 'کد QR آدرس شما',
  'Send only on {network}': 'فقط در {network} ارسال کنید',
  'This address also receives on {networks}': 'این آدرس در {networks} هم دریافت می‌کند',
  'Sending is not set up': 'ارسال راه‌اندازی نشده است',
  'This site does not send from the modal.': 'این سایت از این پنجره ارسال نمی‌کند.',
  'Approve the transaction in your wallet.': 'تراکنش را در کیف پول خود تأیید کنید.',
  Token: 'توکن',
  Amount: 'مبلغ',
  'Amount in {symbol}': 'مبلغ به {symbol}',
  Max: 'حداکثر',
  To: 'به',
  'Address or name': 'آدرس یا نام',
  '{name} is': 'آدرس {name}:',
  'Network fee': 'کارمزد شبکه',
  'Up to {fee}': 'تا {fee}',
  'Receiver gets': 'گیرنده دریافت می‌کند',
  'Checking the balance and the network fee…': 'در حال بررسی موجودی و کارمزد شبکه…',
  'Swaps are not set up': 'سواپ راه‌اندازی نشده است',
  'This site does not swap from the modal.': 'این سایت از این پنجره سواپ انجام نمی‌دهد.',
  'You pay': 'پرداخت می‌کنید',
  'You receive': 'دریافت می‌کنید',
  'You receive at least': 'دست‌کم دریافت می‌کنید',
  Expected: 'پیش‌بینی‌شده',
  'Price impact': 'تأثیر قیمت',
  'Your balance': 'موجودی شما',
  '≈ {fee}': '≈ {fee}',
  '≈ {fee} ({value})': '≈ {fee} ({value})',
  'Could not be estimated': 'برآورد نشد',
  '{fee}, includes the approval': '{fee}، شامل تأیید',
  'Your {symbol} balance does not cover the network fee': 'موجودی {symbol} شما کارمزد شبکه را پوشش نمی‌دهد',
  'Preparing the swap…': 'در حال آماده‌سازی سواپ…',
  'Swap sent: waiting for it to be confirmed…': 'سواپ ارسال شد: در انتظار تأیید…',
  'Swap again': 'سواپ دوباره',
  'Stop waiting': 'توقف انتظار',
  'Swap the tokens’ places': 'جابه‌جایی توکن‌ها',
  'Getting a quote…': 'در حال دریافت قیمت…',
  'Buying is not set up': 'خرید راه‌اندازی نشده است',
  'This site does not sell crypto from the modal.': 'این سایت از این پنجره رمزارز نمی‌فروشد.',
  'Loading what you can buy…': 'در حال بارگذاری آنچه می‌توانید بخرید…',
  'Your browser blocked the provider’s window.': 'مرورگر شما پنجره ارائه‌دهنده را مسدود کرد.',
  'the provider': 'ارائه‌دهنده',
  'Open {provider} in a new tab': 'باز کردن {provider} در برگه جدید',
  'Check again': 'بررسی دوباره',
  'Back to the form': 'بازگشت به فرم',
  'Buy more': 'خرید بیشتر',
  'Opening {provider}…': 'در حال باز کردن {provider}…',
  'Complete your purchase in the {provider} window. Close it when you are done.':
    'خرید خود را در پنجره {provider} کامل کنید و پس از پایان، آن را ببندید.',
  'Waiting for your purchase to arrive…': 'در انتظار رسیدن خرید شما…',
  'The provider list could not be loaded: showing the usual currencies.':
    'فهرست ارائه‌دهندگان بارگذاری نشد: ارزهای معمول نمایش داده می‌شوند.',
  'Payment currency': 'ارز پرداخت',
  'Payment method': 'روش پرداخت',
  Card: 'کارت',
  'Bank account': 'حساب بانکی',
  'The least you can pay by card is {limit}': 'کمترین مبلغ قابل پرداخت با کارت {limit} است',
  'The most you can pay by card is {limit}': 'بیشترین مبلغ قابل پرداخت با کارت {limit} است',
  'The least you can pay by bank account is {limit}': 'کمترین مبلغ قابل پرداخت از حساب بانکی {limit} است',
  'The most you can pay by bank account is {limit}': 'بیشترین مبلغ قابل پرداخت از حساب بانکی {limit} است',
  'You buy': 'خرید می‌کنید',
  Provider: 'ارائه‌دهنده',
  'Enter an amount to see a quote.': 'برای دیدن قیمت، مبلغی وارد کنید.',
  Buy: 'خرید',
  'Buy with {provider}': 'خرید با {provider}',
  'Payments are not set up': 'پرداخت راه‌اندازی نشده است',
  'This site does not ask for payments from the modal.': 'این سایت از این پنجره درخواست پرداخت نمی‌کند.',
  'Reading the amount…': 'در حال خواندن مبلغ…',
  Network: 'شبکه',
  'Copy recipient address': 'کپی آدرس گیرنده',
  From: 'از',
  'up to {fee}': 'تا {fee}',
  'Estimating…': 'در حال برآورد…',
  'Loading the payment…': 'در حال بارگذاری پرداخت…',
  'No payment was asked for.': 'درخواست پرداختی وجود ندارد.',
  'Approve the payment of {amount} in your wallet': 'پرداخت {amount} را در کیف پول خود تأیید کنید',
  'Reading the payment from the network…': 'در حال خواندن پرداخت از شبکه…',
  'Payment sent: waiting for it to be confirmed…': 'پرداخت ارسال شد: در انتظار تأیید…',
  'Paid {amount}.': '{amount} پرداخت شد.',
  Transaction: 'تراکنش',
  'Pay from': 'پرداخت از',
  'Balance: {balance}': 'موجودی: {balance}',
  'Not enough for the amount and the network fee: {needed} {symbol} needed, {available} {symbol} available':
    'برای مبلغ و کارمزد شبکه کافی نیست: {needed} {symbol} لازم است، {available} {symbol} موجود است',
  'Not enough for the amount: {needed} {symbol} needed, {available} {symbol} available':
    'برای مبلغ کافی نیست: {needed} {symbol} لازم است، {available} {symbol} موجود است',
  'Not enough for the network fee: {needed} {symbol} needed, {available} {symbol} available':
    'برای کارمزد شبکه کافی نیست: {needed} {symbol} لازم است، {available} {symbol} موجود است',
  // Sentences core's view models carry as data (which one, with its amounts).
  'You pay {paid} · You receive about {received} · fee {fee} ({provider})':
    'پرداخت شما {paid} · دریافت تقریبی {received} · کارمزد {fee} ({provider})',
  'You pay {paid} · estimate: {provider} shows what you receive and the fee':
    'پرداخت شما {paid} · برآورد: {provider} مقدار دریافتی و کارمزد را نشان می‌دهد',
  '{amount} arrived in your wallet': '{amount} به کیف پول شما رسید',
  '{impact} — high: you receive much less than the pool’s price':
    '{impact} — زیاد: بسیار کمتر از قیمت استخر دریافت می‌کنید',
  'Not enough {symbol}: {needed} {symbol} needed, {available} {symbol} available':
    '{symbol} کافی نیست: {needed} {symbol} لازم است، {available} {symbol} موجود است',
  'Not enough {symbol}: {needed} {symbol} needed with the network fee, {available} {symbol} available':
    '{symbol} کافی نیست: با کارمزد شبکه {needed} {symbol} لازم است، {available} {symbol} موجود است',
  '{symbol} has at most {decimals} decimals': '{symbol} حداکثر {decimals} رقم اعشار دارد',
  'Approve {symbol} in your wallet ({step} of {steps})':
    '{symbol} را در کیف پول خود تأیید کنید ({step} از {steps})',
  'Swap {from} for {to} in your wallet ({step} of {steps})':
    '{from} را با {to} در کیف پول خود سواپ کنید ({step} از {steps})',
  'Approve {from} and swap it for {to} in your wallet (one prompt)':
    '{from} را تأیید و با {to} در کیف پول خود سواپ کنید (یک درخواست)',
  'Swapped {paid} for at least {received}.': '{paid} با دست‌کم {received} سواپ شد.',
  'The swap failed on the chain (it reverted): nothing was swapped, and the network fee was paid. Your approval for the exchange to spend {amount} is still granted.':
    'سواپ روی زنجیره ناموفق بود (برگشت خورد): چیزی سواپ نشد و کارمزد شبکه پرداخت شد. تأییدی که به صرافی برای خرج کردن {amount} داده‌اید همچنان برقرار است.',
  'No address is registered for {name} on {network}': 'هیچ آدرسی برای {name} در {network} ثبت نشده است',
  'This is not a valid {namespace} address': 'این یک آدرس {namespace} معتبر نیست',
  'Not enough {symbol} for the amount and the network fee: {needed} {symbol} needed, {available} {symbol} available':
    '{symbol} برای مبلغ و کارمزد شبکه کافی نیست: {needed} {symbol} لازم است، {available} {symbol} موجود است',
  'Not enough {symbol} for the amount: {needed} {symbol} needed, {available} {symbol} available':
    '{symbol} برای مبلغ کافی نیست: {needed} {symbol} لازم است، {available} {symbol} موجود است',
  'Not enough {symbol} for the network fee: {needed} {symbol} needed, {available} {symbol} available':
    '{symbol} برای کارمزد شبکه کافی نیست: {needed} {symbol} لازم است، {available} {symbol} موجود است',
  "Includes {amount} to open the receiver's {symbol} account":
    'شامل {amount} برای باز کردن حساب {symbol} گیرنده است',
  'About {amount}': 'حدود {amount}',
  'At most {amount}': 'حداکثر {amount}',
  '{amount} plus the network fee': '{amount} به‌علاوهٔ کارمزد شبکه',

  // Core's messages: its errors, snacks and the empty wallet list
  'Connection rejected': 'اتصال رد شد',
  'Failed to connect': 'اتصال ناموفق بود',
  'Network switch rejected': 'تغییر شبکه رد شد',
  'Signature declined': 'امضا رد شد',
  'Popup closed': 'پنجره بازشو بسته شد',
  'Request was aborted': 'درخواست لغو شد',
  'Another request is waiting for the wallet': 'درخواست دیگری در انتظار کیف پول است',
  'The wallet did not share that account with this site': 'کیف پول آن حساب را با این سایت به اشتراک نگذاشت',
  'The connector does not support any of the requested chains':
    'این کیف پول از هیچ‌یک از زنجیره‌های درخواستی پشتیبانی نمی‌کند',
  'Failed to initiate social connection': 'شروع ورود با شبکه اجتماعی ناموفق بود',
  'Failed to connect to farcaster': 'اتصال به Farcaster ناموفق بود',
  'Token Balance Unavailable': 'موجودی توکن در دسترس نیست',
  'Failed to fetch transactions': 'دریافت تراکنش‌ها ناموفق بود',
  'Something went wrong': 'مشکلی پیش آمد',
  'Address copied': 'آدرس کپی شد',
  'No wallets found': 'کیف پولی پیدا نشد',
  "Open this page in your wallet app's browser, or install a wallet app first.":
    'این صفحه را در مرورگر برنامه کیف پول خود باز کنید، یا ابتدا یک برنامه کیف پول نصب کنید.',
  'Install a wallet browser extension, then reload this page.':
    'یک افزونه کیف پول برای مرورگر نصب کنید و سپس این صفحه را دوباره بارگذاری کنید.',
  // The money views' messages without figures.
  'An amount and receiver address are required': 'مبلغ و آدرس گیرنده الزامی است',
  'A token is required': 'انتخاب توکن الزامی است',
  'Unsupported chain': 'زنجیره پشتیبانی نمی‌شود',
  'Leaves this wallet': 'از این کیف پول خارج می‌شود',
  'Comes into this wallet': 'به این کیف پول وارد می‌شود',
  Fee: 'کارمزد',
  'Signed by': 'امضاکننده',
  'Fee paid by': 'پرداخت‌کنندهٔ کارمزد',
  'Could not be read': 'خوانده نشد',
  'Enter the amount as digits, with a dot for decimals (like 0.5)':
    'مبلغ را با رقم وارد کنید، با نقطه برای اعشار (مانند 0.5)',
  'Enter an amount above 0': 'مبلغی بیشتر از 0 وارد کنید',
  'Enter an amount like 100 or 49.99': 'مبلغی مانند 100 یا 49.99 وارد کنید',
  'The purchase has not arrived yet. It can take a few minutes.':
    'خرید هنوز نرسیده است. ممکن است چند دقیقه طول بکشد.',
  'The provider’s page could not be opened. Try again.': 'صفحهٔ ارائه‌دهنده باز نشد. دوباره تلاش کنید.',
  'Nothing can be bought on this network': 'در این شبکه چیزی برای خرید نیست',
  'Connect an EVM account to swap': 'برای سواپ یک حساب EVM وصل کنید',
  'Network not supported for Swaps': 'شبکه از سواپ پشتیبانی نمی‌کند',
  'Swaps are not offered in your region': 'سواپ در منطقهٔ شما ارائه نمی‌شود',
  'You rejected the swap in your wallet': 'سواپ را در کیف پول خود رد کردید',
  'Swap sent; it was not confirmed yet. Check your wallet before swapping again.':
    'سواپ ارسال شد؛ هنوز تأیید نشده است. پیش از سواپ دوباره، کیف پول خود را بررسی کنید.',
  'The approval and the swap failed on the chain (they reverted together): nothing was approved or swapped, and the network fee was paid.':
    'تأیید و سواپ روی زنجیره ناموفق بودند (با هم برگشت خوردند): چیزی تأیید یا سواپ نشد و کارمزد شبکه پرداخت شد.',
  'The swap failed on the chain (it reverted): nothing was swapped, and the network fee was paid.':
    'سواپ روی زنجیره ناموفق بود (برگشت خورد): چیزی سواپ نشد و کارمزد شبکه پرداخت شد.',
  // The transaction review's warnings, refusals, fee and titles.
  'The fee ({fee}) is more than the payment ({payment}).': 'کارمزد ({fee}) بیشتر از پرداخت ({payment}) است.',
  "The fee rate, {rate}, is more than {factor} times the network's {networkRate} for the next block.":
    'نرخ کارمزد، {rate}، بیش از {factor} برابر نرخ شبکه، {networkRate}، برای بلوک بعدی است.',
  'The fee counts the amounts the site states for input {inputs}, which other signers sign and nothing proves: the fee paid may differ. What leaves this wallet is exact.':
    'کارمزد مبالغی را حساب می‌کند که سایت برای ورودی {inputs} اعلام می‌کند؛ ورودی‌ای که امضاکنندگان دیگر امضا می‌کنند و هیچ چیز این مبالغ را اثبات نمی‌کند: کارمزد پرداختی ممکن است متفاوت باشد. آنچه از این کیف پول خارج می‌شود دقیق است.',
  'The fee counts the amounts the site states for inputs {inputs}, which other signers sign and nothing proves: the fee paid may differ. What leaves this wallet is exact.':
    'کارمزد مبالغی را حساب می‌کند که سایت برای ورودی‌های {inputs} اعلام می‌کند؛ ورودی‌هایی که امضاکنندگان دیگر امضا می‌کنند و هیچ چیز این مبالغ را اثبات نمی‌کند: کارمزد پرداختی ممکن است متفاوت باشد. آنچه از این کیف پول خارج می‌شود دقیق است.',
  "The network's fee rate could not be read: compare the fee with your wallet's.":
    'نرخ کارمزد شبکه خوانده نشد: کارمزد را با کارمزد کیف پول خود مقایسه کنید.',
  'Foyer will not ask your wallet to sign this.': 'Foyer از کیف پول شما نمی‌خواهد این را امضا کند.',
  'The transaction has no outputs: everything it spends would go to the fee.':
    'تراکنش هیچ خروجی ندارد: هر آنچه خرج می‌کند به کارمزد می‌رود.',
  'Input {index}: the PSBT does not say what it spends, so what leaves this wallet is unknown.':
    'ورودی {index}: PSBT نمی‌گوید چه چیزی خرج می‌کند، پس معلوم نیست چه چیزی از این کیف پول خارج می‌شود.',
  "Input {index} spends this wallet's coins without its previous transaction, so its amount cannot be checked: the fee shown could be far from the fee paid.":
    'ورودی {index} سکه‌های این کیف پول را بدون تراکنش قبلی‌اش خرج می‌کند، پس مبلغ آن قابل بررسی نیست: کارمزد نمایش‌داده‌شده ممکن است با کارمزد پرداختی فاصله زیادی داشته باشد.',
  "Input {index} asks for {sighash}: this wallet's signature would not cover {part}, so the site could change them after you approve.":
    'ورودی {index} {sighash} را می‌خواهد: امضای این کیف پول {part} را پوشش نمی‌دهد، پس سایت می‌تواند پس از تأیید شما آن‌ها را تغییر دهد.',
  'the outputs': 'خروجی‌ها',
  'all but one output': 'همه خروجی‌ها به جز یکی',
  'the other inputs': 'ورودی‌های دیگر',
  'the outputs or the other inputs': 'خروجی‌ها یا ورودی‌های دیگر',
  'all but one output or the other inputs': 'همه خروجی‌ها به جز یکی یا ورودی‌های دیگر',
  'what this review shows': 'آنچه این بررسی نشان می‌دهد',
  'Input {index} is said to spend {stated}, but its previous transaction pays {paid}: the PSBT contradicts itself.':
    'گفته شده ورودی {index} مبلغ {stated} را خرج می‌کند، اما تراکنش قبلی آن {paid} می‌پردازد: PSBT با خودش تناقض دارد.',
  'Input {index} is said to spend {stated}, but its previous transaction pays {paid} to another script: the PSBT contradicts itself.':
    'گفته شده ورودی {index} مبلغ {stated} را خرج می‌کند، اما تراکنش قبلی آن {paid} به اسکریپت دیگری می‌پردازد: PSBT با خودش تناقض دارد.',
  "Unknown: the PSBT does not carry every input's amount": 'نامعلوم: PSBT مبلغ همه ورودی‌ها را ندارد',
  "Unknown: the PSBT does not say what each of this wallet's inputs spends":
    'نامعلوم: PSBT نمی‌گوید هر ورودی این کیف پول چه چیزی خرج می‌کند',
  'This transaction uses a durable nonce: it never expires, so it can be sent at any time, long after you approve it.':
    'این تراکنش از nonce ماندگار استفاده می‌کند: هرگز منقضی نمی‌شود، پس می‌تواند هر زمانی، حتی مدت‌ها پس از تأیید شما، ارسال شود.',
  'The fee is paid by {payer}, not by this wallet: someone else prepared and pays for this transaction.':
    'کارمزد را {payer} می‌پردازد، نه این کیف پول: شخص دیگری این تراکنش را آماده کرده و هزینه‌اش را می‌پردازد.',
  'Foyer cannot tell how much SOL creating {account} costs you.':
    'Foyer نمی‌تواند بگوید ساختن {account} چقدر SOL برای شما هزینه دارد.',
  'This hands your account to program {program}: it could then take all of your SOL.':
    'این کار حساب شما را به برنامه {program} می‌سپارد: سپس می‌تواند همه SOL شما را بردارد.',
  'An unlimited allowance: {delegate} could take every token in {account}, now or later.':
    'مجوز نامحدود: {delegate} می‌تواند همه توکن‌های {account} را، اکنون یا بعدها، بردارد.',
  '{authority} becomes the owner authority of {account}: it could take every token in it.':
    '{authority} دارندهٔ اختیار مالک {account} می‌شود: می‌تواند همه توکن‌های آن را بردارد.',
  '{authority} becomes the close authority of {account}: it could close it and take its SOL.':
    '{authority} دارندهٔ اختیار بستن {account} می‌شود: می‌تواند آن را ببندد و SOL آن را بردارد.',
  '{authority} becomes the {kind} authority of {account}: it could use that authority as it pleases.':
    '{authority} دارندهٔ اختیار {kind} برای {account} می‌شود: می‌تواند آن اختیار را هر طور بخواهد به کار ببرد.',
  'Closing {account} sends its SOL to {destination}, not to this wallet.':
    'بستن {account} SOL آن را به {destination} می‌فرستد، نه به این کیف پول.',
  'Program {program} has an unknown effect: it may move any of your funds.':
    'اثر برنامه {program} نامعلوم است: ممکن است هر بخشی از دارایی‌های شما را جابه‌جا کند.',
  'Foyer cannot read this transaction': 'Foyer نمی‌تواند این تراکنش را بخواند',
  'Foyer cannot read the address lookup tables this transaction uses':
    'Foyer نمی‌تواند جدول‌های جست‌وجوی آدرسی را که این تراکنش استفاده می‌کند بخواند',
  'Foyer cannot read an instruction of this transaction':
    'Foyer نمی‌تواند یکی از دستورهای این تراکنش را بخواند',
  'Leaves this wallet (token account {address})': 'از این کیف پول خارج می‌شود (حساب توکن {address})',
  'Leaves this wallet (mint {address})': 'از این کیف پول خارج می‌شود (mint {address})',
  '{amount} raw units (decimals unknown)': '{amount} واحد خام (اعشار نامعلوم)',
  '{amount} tokens': '{amount} توکن',
  'Unlimited allowance: {spender} may spend all of this wallet’s {name} (token {token}), now and later, until the allowance is revoked.':
    'مجوز نامحدود: {spender} می‌تواند همه {name} این کیف پول (توکن {token}) را، اکنون و بعدها، تا زمان لغو مجوز خرج کند.',
  '{operator} may move every token this wallet holds in the collection {token}, now and later, until this is revoked.':
    '{operator} می‌تواند همه توکن‌های این کیف پول در مجموعه {token} را، اکنون و بعدها، تا زمان لغو جابه‌جا کند.',
  'This calls function {selector} of {contract}, which Foyer cannot read: it may move any of your assets.':
    'این کار تابع {selector} از {contract} را فراخوانی می‌کند که Foyer نمی‌تواند آن را بخواند: ممکن است هر کدام از دارایی‌های شما را جابه‌جا کند.',
  'Unlimited allowance: {spender} may spend all of this wallet’s {name} (token {token}) once this is signed.':
    'مجوز نامحدود: {spender} به محض امضای این درخواست می‌تواند همه {name} این کیف پول (توکن {token}) را خرج کند.',
  'This signature is for chain {chain}, not {network} (chain {walletChain}) where this wallet is: it may be used on that other chain.':
    'این امضا برای زنجیره {chain} است، نه {network} (زنجیره {walletChain}) که این کیف پول در آن است: ممکن است در آن زنجیره استفاده شود.',
  'No minimum: you may receive nothing for the {amount} you pay.':
    'حداقلی تعیین نشده: ممکن است در ازای {amount} که می‌پردازید چیزی دریافت نکنید.',
  'The {token} go to {receiver}: Foyer cannot tell whether that is your account.':
    '{token} به {receiver} می‌رود: Foyer نمی‌تواند تشخیص دهد که آیا این حساب شماست یا نه.',
  'The {token} go to {receiver}, not to your account.': '{token} به {receiver} می‌رود، نه به حساب شما.',
  'The router swaps {symbol} only through its WETH ({weth}); this path starts with {token}: the router will refuse this swap, and only the network fee is spent.':
    'روتر {symbol} را فقط از طریق WETH خود ({weth}) سواپ می‌کند؛ این مسیر با {token} شروع می‌شود: روتر این سواپ را رد می‌کند و فقط کارمزد شبکه خرج می‌شود.',
  'The router swaps {symbol} only through its WETH ({weth}); this path ends with {token}: the router will refuse this swap, and only the network fee is spent.':
    'روتر {symbol} را فقط از طریق WETH خود ({weth}) سواپ می‌کند؛ این مسیر با {token} تمام می‌شود: روتر این سواپ را رد می‌کند و فقط کارمزد شبکه خرج می‌شود.',
  'The deadline ({deadline}) has passed: the router will refuse this swap, and only the network fee is spent.':
    'مهلت ({deadline}) گذشته است: روتر این سواپ را رد می‌کند و فقط کارمزد شبکه خرج می‌شود.',
  'Foyer cannot put this request in words: approve only if you trust this site with what it asks.':
    'Foyer نمی‌تواند این درخواست را در قالب کلمات بیان کند: فقط اگر در آنچه این سایت می‌خواهد به آن اعتماد دارید تأیید کنید.',
  'Foyer cannot read this request: {reason}.': 'Foyer نمی‌تواند این درخواست را بخواند: {reason}.',
  'Send a Bitcoin transaction': 'ارسال تراکنش بیت‌کوین',
  'Sign a Bitcoin transaction': 'امضای تراکنش بیت‌کوین',
  Inputs: 'ورودی‌ها',
  Outputs: 'خروجی‌ها',
  'Signed by this wallet': 'امضا با این کیف پول',
  'Back to this wallet': 'بازگشت به این کیف پول',
  'the token': 'توکن',
  tokens: 'توکن‌ها',
  mint: 'ضرب',
  freeze: 'مسدودسازی',
  'transfer fee config': 'پیکربندی کارمزد انتقال',
  'withheld withdraw': 'برداشت کارمزدهای نگه‌داشته',
  'close mint': 'بستن mint',
  'interest rate': 'نرخ بهره',
  'permanent delegate': 'نماینده دائمی',
  'confidential transfer mint': 'mint انتقال محرمانه',
  'transfer hook program': 'برنامه هوک انتقال',
  'confidential transfer fee config': 'پیکربندی کارمزد انتقال محرمانه',
  'metadata pointer': 'اشاره‌گر فراداده',
  'group pointer': 'اشاره‌گر گروه',
  'group member pointer': 'اشاره‌گر عضو گروه',
  'scaled UI amount': 'مبلغ مقیاس‌شده نمایشی',
  pause: 'توقف موقت',
  'Send a transaction': 'ارسال تراکنش',
  'Sign a transaction': 'امضای تراکنش',
  'Sign a message': 'امضای پیام',
  'Sign typed data': 'امضای داده‌های ساختاریافته',
  'Send calls': 'ارسال فراخوانی‌ها',
  'Send 1 call': 'ارسال ۱ فراخوانی',
  'Send {count} calls': 'ارسال {count} فراخوانی',
  'Sign {type}': 'امضای {type}',
  'Call {index}': 'فراخوانی {index}',
  'Call {index}: {heading}': 'فراخوانی {index}: {heading}',
  Sends: 'ارسال می‌کند',
  Moves: 'جابه‌جا می‌کند',
  Allowance: 'مجوز خرج',
  Operator: 'اپراتور',
  'Creates a contract': 'یک قرارداد می‌سازد',
  Request: 'درخواست',
  Domain: 'دامنه',
  Message: 'پیام',
  'Token permit (EIP-2612)': 'مجوز توکن (EIP-2612)',
  'Permit2 allowance': 'مجوز خرج Permit2',
  'Permit2 transfer': 'انتقال Permit2',
  Instructions: 'دستورالعمل‌ها',
  owner: 'مالک',
  close: 'بستن',
  'SOL transfer': 'انتقال SOL',
  '{action} (paid by {payer})': '{action} (پرداخت توسط {payer})',
  'Creates an account of {bytes} bytes for program {program}':
    'یک حساب {bytes} بایتی برای برنامه {program} می‌سازد',
  'Creates an account of {bytes} bytes for program {program} (seed "{seed}" of {base})':
    'یک حساب {bytes} بایتی برای برنامه {program} می‌سازد (seed «{seed}» از {base})',
  'SOL transfer from {from} (seed "{seed}" of {base}, program {program})':
    'انتقال SOL از {from} (seed «{seed}» از {base}، برنامه {program})',
  'Hands the account to program {program}': 'حساب را به برنامه {program} می‌سپارد',
  'Hands the account (seed "{seed}" of {base}) to program {program}':
    'حساب (seed «{seed}» از {base}) را به برنامه {program} می‌سپارد',
  'Gives the account {bytes} bytes of data': 'به حساب {bytes} بایت داده می‌دهد',
  'Gives the account {bytes} bytes (seed "{seed}" of {base}) and hands it to program {program}':
    'به حساب {bytes} بایت می‌دهد (seed «{seed}» از {base}) و آن را به برنامه {program} می‌سپارد',
  'Advances the durable nonce of this account': 'nonce ماندگار این حساب را جلو می‌برد',
  'Withdraws SOL from nonce account {nonce}': 'SOL را از حساب nonce {nonce} برداشت می‌کند',
  'Makes this a nonce account of {authority}': 'این را به حساب nonce متعلق به {authority} تبدیل می‌کند',
  'Becomes the authority of nonce account {nonce}': 'دارندهٔ اختیار حساب nonce {nonce} می‌شود',
  'Upgrades this nonce account': 'این حساب nonce را ارتقا می‌دهد',
  'Token transfer of mint {mint} from {source}': 'انتقال توکن از mint {mint} از {source}',
  'Token transfer from {source}': 'انتقال توکن از {source}',
  'May spend tokens of mint {mint} from {source}': 'می‌تواند توکن‌های mint {mint} را از {source} خرج کند',
  'May spend tokens from {source}': 'می‌تواند توکن‌ها را از {source} خرج کند',
  'Burns tokens of mint {mint}': 'توکن‌های mint {mint} را می‌سوزاند',
  'Mints new tokens of mint {mint}': 'توکن‌های تازه از mint {mint} ضرب می‌کند',
  'Becomes the {kind} authority of {account}': 'دارندهٔ اختیار {kind} برای {account} می‌شود',
  'Removes the {kind} authority of this account for good': 'اختیار {kind} این حساب را برای همیشه حذف می‌کند',
  'Closes token account {account}; its SOL goes to this address':
    'حساب توکن {account} را می‌بندد؛ SOL آن به این آدرس می‌رود',
  'Cancels the allowance on this token account': 'مجوز خرج این حساب توکن را لغو می‌کند',
  'Freezes this token account of mint {mint}': 'این حساب توکن از mint {mint} را مسدود می‌کند',
  'Unfreezes this token account of mint {mint}': 'مسدودی این حساب توکن از mint {mint} را برمی‌دارد',
  'Updates the wrapped SOL balance of this token account':
    'موجودی SOL بسته‌بندی‌شده این حساب توکن را به‌روز می‌کند',
  'Sets up a token account of mint {mint}, owned by {owner}':
    'یک حساب توکن از mint {mint} به مالکیت {owner} راه‌اندازی می‌کند',
  'Creates a mint of {decimals} decimals; mint authority {authority}, freeze authority {freeze}':
    'یک mint با {decimals} رقم اعشار می‌سازد؛ اختیار ضرب {authority}، اختیار مسدودسازی {freeze}',
  'Creates a mint of {decimals} decimals; mint authority {authority}':
    'یک mint با {decimals} رقم اعشار می‌سازد؛ اختیار ضرب {authority}',
  'Creates the token account of {wallet} for mint {mint}: an earlier instruction creates it, nothing is paid':
    'حساب توکن {wallet} را برای mint {mint} می‌سازد: یک دستورالعمل قبلی آن را می‌سازد، چیزی پرداخت نمی‌شود',
  'Creates the token account of {wallet} for mint {mint}: it exists already, nothing is paid':
    'حساب توکن {wallet} را برای mint {mint} می‌سازد: از قبل وجود دارد، چیزی پرداخت نمی‌شود',
  'Creates the token account of {wallet} for mint {mint}': 'حساب توکن {wallet} را برای mint {mint} می‌سازد',
  'Sets the compute limit to {units} units': 'سقف محاسبه را روی {units} واحد تنظیم می‌کند',
  'Sets the priority fee to {price} micro-lamports per compute unit':
    'کارمزد اولویت را روی {price} میکرو-لمپورت برای هر واحد محاسبه تنظیم می‌کند',
  'Asks for a heap of {bytes} bytes': 'یک heap به اندازه {bytes} بایت درخواست می‌کند',
  "Limits the accounts' data to {bytes} bytes": 'داده‌های حساب‌ها را به {bytes} بایت محدود می‌کند',
  'Memo: {memo}': 'یادداشت: {memo}',
  'Calls a program Foyer cannot read, with your account: unknown effect, it may move any of your funds':
    'برنامه‌ای را که Foyer نمی‌تواند بخواند با حساب شما فراخوانی می‌کند: اثرش نامعلوم است و ممکن است هر بخشی از دارایی‌های شما را جابه‌جا کند',
  'Calls a program Foyer cannot read (it is not given your account)':
    'برنامه‌ای را که Foyer نمی‌تواند بخواند فراخوانی می‌کند (حساب شما به آن داده نمی‌شود)',
  'A transaction Foyer cannot read': 'تراکنشی که Foyer نمی‌تواند بخواند',
  'Receives {name} from this wallet': '{name} را از این کیف پول دریافت می‌کند',
  'Receives {name} taken from {from}': '{name} برداشته‌شده از {from} را دریافت می‌کند',
  'May move token #{id} of this wallet’s {name}':
    'می‌تواند توکن شماره {id} از {name} این کیف پول را جابه‌جا کند',
  'May spend this wallet’s {name}': 'می‌تواند {name} این کیف پول را خرج کند',
  '{router} may spend this wallet’s {name}': '{router} می‌تواند {name} این کیف پول را خرج کند',
  '{action} (added to what it may already spend)':
    '{action} (به مقداری که از قبل می‌تواند خرج کند افزوده می‌شود)',
  'May move every token this wallet holds in {name} ({token})':
    'می‌تواند هر توکنی را که این کیف پول در {name} دارد جابه‌جا کند ({token})',
  'May no longer move this wallet’s tokens in {name}':
    'دیگر نمی‌تواند توکن‌های این کیف پول در {name} را جابه‌جا کند',
  'Receives token #{id} of {name} taken from {from}':
    'توکن شماره {id} از {name} برداشته‌شده از {from} را دریافت می‌کند',
  'With {bytes} bytes of data for the receiver': 'همراه با {bytes} بایت داده برای گیرنده',
  'Deploys {bytes} bytes of code': '{bytes} بایت کد را مستقر می‌کند',
  '{router} (declared by this network)': '{router} (اعلام‌شده توسط این شبکه)',
  'Calls a contract (unverified): it may move any of your assets · function {selector}':
    'یک قرارداد (تأییدنشده) را فراخوانی می‌کند: ممکن است هر کدام از دارایی‌های شما را جابه‌جا کند · تابع {selector}',
  'Token contract ({symbol})': 'قرارداد توکن ({symbol})',
  'Token contract': 'قرارداد توکن',
  'The Uniswap router': 'روتر Uniswap',
  '{router} ({address})': '{router} ({address})',
  'The chain did not tell this token’s decimals: raw units':
    'زنجیره اعشار این توکن را اعلام نکرد: واحدهای خام',
  'Swap exactly {paid} for any amount of {token} (no minimum: you may receive nothing)':
    'سواپ دقیقاً {paid} با هر مقدار {token} (بدون حداقل: ممکن است چیزی دریافت نکنید)',
  'Swap exactly {paid} for at least {received}': 'سواپ دقیقاً {paid} با دست‌کم {received}',
  'Swap at most {paid} for exactly {received}': 'سواپ حداکثر {paid} با دقیقاً {received}',
  'Swap at most {paid} for exactly {received} (what is not used comes back to the sender)':
    'سواپ حداکثر {paid} با دقیقاً {received} (آنچه استفاده نشود به فرستنده برمی‌گردد)',
  'Wraps the {symbol} paid ({token})': '{symbol} پرداختی را بسته‌بندی می‌کند ({token})',
  'Pays {token}': '{token} می‌پردازد',
  'Unwrapped into {symbol} ({token})': 'به {symbol} بازگشایی می‌شود ({token})',
  'Receives {token}': '{token} دریافت می‌کند',
  'Through {token}': 'از طریق {token}',
  'Receives {amount}: this wallet': '{amount} دریافت می‌کند: این کیف پول',
  'Receives {amount}: NOT this wallet': '{amount} دریافت می‌کند: این کیف پول نیست',
  'any amount of {token}': 'هر مقدار {token}',
  'at least {amount}': 'دست‌کم {amount}',
  'For tokens that take a fee when moved: the bound is checked on what arrives':
    'برای توکن‌هایی که هنگام جابه‌جایی کارمزد می‌گیرند: حد روی مقداری که می‌رسد بررسی می‌شود',
  'No deadline: the router accepts it at any time, at whatever price then':
    'بدون مهلت: روتر آن را هر زمان، با هر قیمتی که آن موقع باشد، می‌پذیرد',
  'Valid until {deadline}': 'معتبر تا {deadline}',
  'May spend this wallet’s {name} (token {token}), {until}':
    'می‌تواند {name} این کیف پول (توکن {token}) را خرج کند، {until}',
  'no end date (0)': 'بدون تاریخ پایان (0)',
  'never expires': 'هرگز منقضی نمی‌شود',
  'until {date}': 'تا {date}',
  '{amount} raw units': '{amount} واحد خام',
  'unlimited {token}': 'مقدار نامحدود {token}',
  'all tokens': 'همه توکن‌ها',
  none: 'هیچ',
  'token #{id}': 'توکن شماره {id}',
  '{count} × token #{id}': '{count} × توکن شماره {id}',
  'at most {amount}': 'حداکثر {amount}',
  Unlimited: 'نامحدود',
  'Up to {amount}': 'تا {amount}',
  'Its rent (amount unknown: the mint has extensions)': 'اجاره آن (مبلغ نامعلوم: این mint افزونه دارد)',
  'All of its SOL (amount unknown)': 'همه SOL آن (مبلغ نامعلوم)',
  'Amount unknown': 'مبلغ نامعلوم',
} satisfies Dictionary
